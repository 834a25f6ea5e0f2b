// Fish shooter: a canvas sea with the species of the engine swimming across, a cannon that turns to the clicked
// fish, one play call per shot; the verify page's verdict of a recomputed shot.
import { byId, el } from '../dom.ts';
import { stepper } from '../controls.ts';
import type { GameMount, GameModule } from '../game-module.ts';
import type { FishPaytable, FishShot, Round } from '../house-api-types.ts';
import { betLevels, fromMinor, toMinor } from '../money.ts';
import { sound } from '../sound/sound.ts';
import { createSea } from './sea.ts';
import { fire, hit, HGT, showVerdict, spawn, W, type Sea } from './sea-model.ts';

/** Where the fish are (0–1 of the sea), for browser tests that need to click on one. */
type TestHook = { House?: { sea: { fish: () => { id: string; x: number; y: number }[] } } };

function paytablePanel(paytable: FishPaytable): HTMLElement[] {
  return [
    el('p', {
      class: 'rules',
      text: `Each click on a fish is one shot and one bet. A catch pays bet × the fish's multiplier; the catch chance is ${paytable.declaredRtp}% ÷ multiplier, so every fish returns ${paytable.declaredRtp}% on average.`,
    }),
    el(
      'div',
      { class: 'paytable' },
      paytable.species.map((entry) =>
        el('div', { class: 'pay' }, [
          el('strong', { text: `${entry.name} ×${entry.multiplier}` }),
          el('span', { text: `${entry.size} · catch ${(paytable.declaredRtp / entry.multiplier).toFixed(2)}%` }),
        ]),
      ),
    ),
  ];
}

function exposeForTests(sea: Sea): void {
  (window as Window & TestHook).House = {
    sea: {
      fish: () =>
        sea.fish
          .filter((entry) => entry.state === 'swim')
          .map((entry) => ({ id: entry.species.id, x: entry.x / W, y: entry.y / HGT })),
    },
  };
}

/** One shot per click on a fish, one at a time; the counter and the session's totals follow the verdicts. */
function shootOnClick(canvas: HTMLCanvasElement, sea: Sea, game: GameMount<FishPaytable, FishShot>, bet: () => number) {
  const { scale } = game;
  const counter = el('div', { class: 'counter', text: 'Click a fish to shoot' });
  const stats = el('div', { class: 'rules' });
  const totals = { shots: 0, staked: 0, won: 0 };
  let busy = false;
  canvas.addEventListener('click', async (event) => {
    const box = canvas.getBoundingClientRect();
    const target = hit(
      sea,
      ((event.clientX - box.left) / box.width) * W,
      ((event.clientY - box.top) / box.height) * HGT,
    );
    if (!target) {
      counter.textContent = 'No fish there — click on a fish to shoot';
      return;
    }
    if (busy) return;
    busy = true;
    sound.play('cannonShot');
    try {
      const [played] = await Promise.all([
        game.play({ bet: fromMinor(bet(), scale), fishId: target.species.id }),
        fire(sea, target),
      ]);
      if (!played) return;
      const outcome = played.round.outcome;
      showVerdict(sea, target, outcome.caught, played.round.win);
      totals.shots += 1;
      totals.staked += toMinor(played.round.bet, scale);
      totals.won += toMinor(played.round.win, scale);
      counter.textContent = outcome.caught
        ? `Caught a ${target.species.name}! WIN ${played.round.win}`
        : `${target.species.name} escaped`;
      counter.classList.toggle('big-win', outcome.caught);
      stats.textContent = `This session: ${totals.shots} shots · staked ${fromMinor(totals.staked, scale)} · won ${fromMinor(totals.won, scale)}`;
    } finally {
      busy = false;
    }
  });
  return { counter, stats };
}

function mount(game: GameMount<FishPaytable, FishShot>) {
  const { scale, paytable } = game;
  const canvas = el('canvas', { 'aria-label': 'Sea: click a fish to shoot at it', role: 'img' });
  const sea = createSea(canvas, paytable.species);
  sound.music('sea');
  exposeForTests(sea);
  let bet = game.minBet;
  const { counter, stats } = shootOnClick(canvas, sea, game, () => bet);
  byId('stage').replaceChildren(canvas, counter, stats);
  byId('paytable').replaceChildren(...paytablePanel(paytable));
  const betStepper = stepper('BET / SHOT', betLevels(game.minBet, 1), game.minBet, scale, (value) => {
    bet = value;
  });
  byId('controls').replaceChildren(
    betStepper.node,
    el('span', { class: 'rules', text: `min bet ${fromMinor(game.minBet, scale)} · one click = one shot` }),
  );
  return {
    replay: async (round: Round<FishShot>) => {
      const outcome = round.outcome;
      const species = paytable.species.find((entry) => entry.id === outcome?.fishSpeciesId);
      if (!outcome || !species) return;
      const target = spawn(sea, species, { x: W / 2, y: 150 });
      target.vx *= 0.2;
      await fire(sea, target);
      showVerdict(sea, target, outcome.caught, round.win);
      counter.textContent = `Replay: ${species.name} ${outcome.caught ? `caught, win ${round.win}` : 'escaped'}`;
    },
  };
}

/** Verify page: the shot's verdict in words (the sea is only decoration). */
function drawStatic(container: HTMLElement, paytable: FishPaytable, outcome: FishShot, scale: number) {
  const species = paytable.species.find((entry) => entry.id === outcome.fishSpeciesId);
  container.replaceChildren(
    el('div', {
      class: 'counter',
      text: `${species ? species.name : outcome.fishSpeciesId} ×${outcome.multiplier}: ${outcome.caught ? `CAUGHT — win ${fromMinor(Number(outcome.win), scale)}` : 'escaped — no win'}`,
    }),
  );
}

export const fishGame: GameModule<FishPaytable, FishShot> = { mount, drawStatic };
