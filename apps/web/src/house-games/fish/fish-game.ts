// Fish shooter: the room's shared sea on a canvas, the player's cannon (free aim, auto-fire, target lock, cannon
// levels) among the others' at their seats; each bullet that hits a fish is one play call for that fish.
import { byId, el } from '../dom.ts';
import { stepper } from '../controls.ts';
import type { GameMount, GameModule } from '../game-module.ts';
import type { FishPaytable, FishShot, Round } from '../house-api-types.ts';
import { formatAmount, formatMinorAmount } from '../i18n/format.ts';
import { t } from '../i18n/translate.ts';
import { toMinor } from '../money.ts';
import { sound } from '../sound/sound.ts';
import { drawStatic, paytablePanel } from './fish-rules.ts';
import { fishName, specialLabel } from './fish-words.ts';
import { lookOf } from './fish-looks.ts';
import { startRoom } from './room-client.ts';
import { createSea } from './sea.ts';
import { HGT, swimming, W, type Sea, type SeaFish, type SeaKind } from './sea-model.ts';
import { SIZES } from './sea-schedule.ts';
import { showVerdict } from './sea-verdict.ts';
import { createShooter, type Shooter } from './shooter.ts';

/** Where the fish are (0–1 of the sea) and how many shots settled, for browser tests. */
type TestHook = { House?: { sea: { fish: () => { id: string; x: number; y: number }[] }; shotsSettled: () => number } };

function seaKinds(paytable: FishPaytable): SeaKind[] {
  return [
    ...paytable.species.map((fish) => ({ ...fish, name: fishName(fish.id, fish.name), label: `×${fish.multiplier}` })),
    ...(paytable.specials ?? []).map((fish) => ({
      id: fish.id,
      size: fish.size,
      name: fishName(fish.id, fish.name),
      label: specialLabel(fish),
      multiplier: fish.special === 'wheel' ? fish.base : 0,
      special: fish.special,
      wheel: fish.special === 'wheel' ? fish.wheel.map((segment) => segment.factor) : undefined,
    })),
  ];
}

function exposeForTests(sea: Sea, totals: { shots: number }): void {
  (window as Window & TestHook).House = {
    sea: { fish: () => swimming(sea).map((fish) => ({ id: fish.kind.id, x: fish.x / W, y: fish.y / HGT })) },
    shotsSettled: () => totals.shots,
  };
}

const toggle = (id: string, text: string, onClick: () => void) => {
  const button = el('button', { id, type: 'button', class: 'ghost', 'aria-pressed': 'false', text });
  button.addEventListener('click', onClick);
  return button;
};

function controls(game: GameMount<FishPaytable, FishShot>, shooter: () => Shooter, onLevel: (bet: number) => void) {
  const { paytable, minBet, scale } = game;
  const bets = paytable.cannonLevels.map((level) => level * minBet);
  const level = stepper(t('fish.level'), bets, minBet, scale, onLevel);
  const auto = toggle('auto-fire', t('fish.autoFire'), () => shooter().toggleAuto());
  let locking = false;
  const lock = toggle('lock-mode', t('fish.lockTarget'), () => {
    locking = !locking;
    lock.setAttribute('aria-pressed', String(locking));
    shooter().setLockMode(locking);
  });
  byId('controls').replaceChildren(level.node, auto, lock, el('span', { class: 'rules', text: t('fish.keys') }));
  return { auto, lock };
}

function mount(game: GameMount<FishPaytable, FishShot>) {
  const { scale, paytable, minBet } = game;
  const canvas = el('canvas', { 'aria-label': t('fish.seaLabel'), role: 'img' });
  let bet = minBet;
  // The sea hands its hits to the shooter, which needs the sea: bound once both exist.
  const late: { shooter?: Shooter } = {};
  const sea = createSea(canvas, {
    kinds: seaKinds(paytable),
    seed: Math.floor(Math.random() * 2 ** 31),
    onHit: (fish, shotBet) => late.shooter?.onHit(fish, shotBet),
    levelText: (level) => formatMinorAmount((paytable.cannonLevels[level] ?? 1) * minBet, scale),
  });
  sound.music('sea');
  const counter = el('div', { class: 'counter', text: t('fish.aimHint') });
  // The session's totals and the room's seats share one line, so the controls stay in view on a short screen.
  const stats = el('span');
  // The separator appears with the first totals: before a shot the line is the room alone.
  const separator = el('span');
  const roomLine = el('span', { 'data-testid': 'fish-room' });
  const status = el('div', { class: 'rules' }, [stats, separator, roomLine]);
  const totals = { shots: 0, staked: 0, won: 0 };
  exposeForTests(sea, totals);
  const buttons = controls(
    game,
    () => late.shooter!,
    (value) => (bet = value),
  );
  const shooter = createShooter(canvas, sea, game, {
    bet: () => bet,
    onSettled: (played, fish: SeaFish) => {
      totals.shots += 1;
      totals.staked += toMinor(played.round.bet, scale);
      totals.won += toMinor(played.round.win, scale);
      counter.textContent = played.round.outcome.caught
        ? t('fish.caught', { fish: fish.kind.name, win: formatAmount(played.round.win) })
        : t('fish.escaped', { fish: fish.kind.name });
      counter.classList.toggle('big-win', played.round.outcome.caught);
      separator.textContent = ' · ';
      stats.textContent = t('fish.stats', {
        shots: totals.shots,
        staked: formatMinorAmount(totals.staked, scale),
        won: formatMinorAmount(totals.won, scale),
      });
    },
    onAutoChange: (on) => buttons.auto.setAttribute('aria-pressed', String(on)),
    onLockChange: (on) => buttons.lock.classList.toggle('locked', on),
  });
  late.shooter = shooter;
  const roster = startRoom(sea, () => Math.max(0, paytable.cannonLevels.indexOf(bet / minBet)), shooter.room);
  window.setInterval(() => (roomLine.textContent = roster.text), 500);
  byId('stage').replaceChildren(canvas, counter, status);
  byId('paytable').replaceChildren(...paytablePanel(paytable, minBet, scale));
  return {
    replay: async (round: Round<FishShot>) => {
      const outcome = round.outcome;
      const kind = seaKinds(paytable).find((entry) => entry.id === outcome?.fishSpeciesId);
      if (!outcome || !kind) return;
      const fish: SeaFish = {
        key: -round.roundId,
        kind,
        r: SIZES[kind.size],
        look: lookOf(kind.id),
        x: W / 2,
        y: 150,
        vx: 0,
        phase: 0,
        state: 'swim',
        t: 0,
      };
      sea.fish.set(fish.key, fish);
      showVerdict(sea, fish, outcome, round.win);
      counter.textContent = outcome.caught
        ? t('fish.replayCaught', { fish: kind.name, win: formatAmount(round.win) })
        : t('fish.replayEscaped', { fish: kind.name });
    },
  };
}

export const fishGame: GameModule<FishPaytable, FishShot> = { mount, drawStatic };
