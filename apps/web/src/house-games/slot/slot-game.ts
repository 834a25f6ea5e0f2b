// Video slot of any mechanic: a reel window of 5 × 3 or 5 × 4 drawn from the round's grids, the bet stepper in
// steps of the title's bet unit, spin and feature buy, and the verify page's still pictures of a recomputed round.
import { byId, el } from '../dom.ts';
import { stepper } from '../controls.ts';
import type { GameMount, GameModule } from '../game-module.ts';
import type { Round, SlotPaytable } from '../house-api-types.ts';
import { formatMinorAmount } from '../i18n/format.ts';
import { translateSubtitle } from '../i18n/page-chrome.ts';
import { t } from '../i18n/translate.ts';
import { fromMinor } from '../money.ts';
import { installSymbols } from '../art/slot-symbols.ts';
import { slotTrack } from '../sound/music-tracks.ts';
import { sound } from '../sound/sound.ts';
import { createBoard, showGrid, spinWhileWaiting } from './slot-board.ts';
import { featureBuyControl } from './slot-feature-buy.ts';
import { mountPool } from './slot-jackpot.ts';
import type { PlanContext } from './slot-frames.ts';
import type { AnySlotOutcome } from './slot-outcomes.ts';
import { drawOverlay } from './slot-overlay.ts';
import { planRound } from './slot-plan.ts';
import { showRound, type SlotScreen } from './slot-round.ts';
import { betStepsOf, betUnitOf, paytablePanel } from './slot-text.ts';

const rowsOf = (paytable: SlotPaytable) => paytable.rows ?? 3;

function createScreen(paytable: SlotPaytable, scale: number): SlotScreen {
  installSymbols(
    paytable.titleId,
    paytable.symbols.map((symbol) => symbol.id),
  );
  const screen: SlotScreen = {
    board: createBoard(paytable, rowsOf(paytable)),
    scale,
    counter: el('div', { class: 'counter', 'aria-live': 'polite', text: t('slot.goodLuck') }),
    freeInfo: el('div', { class: 'freespins' }),
    wins: el('ul', { class: 'wins' }),
    sequence: el('ol', { class: 'sequence', 'aria-label': t('slot.featureSpins') }),
    skipButton: el('button', {
      class: 'ghost',
      type: 'button',
      text: t('slot.skip'),
      hidden: true,
      onclick: () => {
        screen.skip = true;
      },
    }),
    skip: false,
  };
  return screen;
}

/** Shows where a round ended (its last frame), or the title's strips when there is none. */
function showLast(screen: SlotScreen, context: PlanContext, outcome: AnySlotOutcome | null) {
  const { board } = screen;
  if (!outcome) {
    // A first visit: the top of each reel's strip, so the reels are never empty before the first spin.
    showGrid(
      board,
      board.strips.map((strip) => Array.from({ length: board.rows }, (_, row) => strip[row % strip.length])),
    );
    return;
  }
  const frames = planRound(context, outcome).frames;
  const last = frames[frames.length - 1];
  showGrid(board, last.grid);
  drawOverlay(board, { ...last, banner: null });
}

function mount(game: GameMount<SlotPaytable, AnySlotOutcome>) {
  const { paytable, scale } = game;
  const context: PlanContext = { paytable, scale };
  window.document.body.classList.add(`theme-${paytable.titleId}`, 'slot-page');
  sound.music(slotTrack(paytable.titleId));
  const screen = createScreen(paytable, scale);
  const { board, counter } = screen;
  const status = el('div', { class: 'slot-status' }, [counter, screen.freeInfo]);
  byId('stage').replaceChildren(board.root, status);
  // The round's words go under the controls, so a long list of wins never pushes the spin button down.
  const log = el('section', { class: 'slot-log' }, [screen.sequence, screen.wins]);
  byId('controls').after(log);
  byId('paytable').replaceChildren(...paytablePanel(paytable));
  let lastShown = game.lastRound && game.lastRound.outcome;
  showLast(screen, context, lastShown);

  let betMinor = 0;
  const steps = betStepsOf(paytable, game.minBet);
  const spinButton = el('button', { class: 'big', type: 'button', text: t('slot.spin') });
  const buy = featureBuyControl(paytable, scale, (bought) => void play(bought));
  const bet = stepper(t('slot.bet'), steps, steps[0], scale, (value) => {
    betMinor = value;
    buy?.setBet(value);
  });
  const ways = paytable.ways
    ? t('page.ways', { count: paytable.ways })
    : t('page.lines', { count: (paytable.paylines ?? []).length });
  translateSubtitle('SLOT', ways);
  byId('controls').replaceChildren(
    bet.node,
    spinButton,
    ...(buy ? [buy.node] : []),
    screen.skipButton,
    el('span', {
      class: 'rules',
      text: t('slot.betStep', { pays: ways, step: formatMinorAmount(betUnitOf(paytable), scale) }),
    }),
  );
  const pool = mountPool(game, () => !spinButton.disabled);
  const setBusy = (busy: boolean) => {
    spinButton.disabled = busy;
    bet.setDisabled(busy);
    buy?.setDisabled(busy);
  };

  async function play(buyFeature: boolean) {
    setBusy(true);
    counter.classList.remove('big-win');
    counter.textContent = '…';
    sound.play('spinStart');
    const stopWaiting = spinWhileWaiting(board);
    try {
      const request = { bet: fromMinor(betMinor, scale), ...(buyFeature ? { buyFeature: true } : {}) };
      const played = await game.play(request);
      stopWaiting();
      if (played) {
        lastShown = played.round.outcome;
        await showRound(screen, planRound(context, played.round.outcome), played.round);
      } else {
        // Refused (funds, session, maintenance): put the reels back where they were.
        showLast(screen, context, lastShown);
        counter.textContent = '';
      }
    } finally {
      stopWaiting();
      setBusy(false);
      // The pool after this round (its share, or a fresh seed after a win) and everyone else's stakes since.
      void pool?.refresh();
    }
  }
  spinButton.addEventListener('click', () => void play(false));
  return {
    replay: async (round: Round<AnySlotOutcome>) => {
      if (!round.outcome) return;
      setBusy(true);
      try {
        lastShown = round.outcome;
        await showRound(screen, planRound(context, round.outcome), round);
      } finally {
        setBusy(false);
      }
    },
  };
}

/** A still board of one frame, with its words under it. */
function stillOf(paytable: SlotPaytable, frame: ReturnType<typeof planRound>['frames'][number], title: string) {
  const board = createBoard(paytable, rowsOf(paytable));
  showGrid(board, frame.grid);
  // No banner on a still picture: it would hide the cells; its words go in the list under it.
  drawOverlay(board, { ...frame, banner: null });
  const words = [frame.banner, frame.info, ...frame.texts].filter(Boolean).map((text) => el('li', { text }));
  return el('figure', { class: 'slot-still' }, [
    el('figcaption', { text: title }),
    board.root,
    el('ul', { class: 'wins' }, words),
  ]);
}

/** Verify page: the recomputed round's first and last pictures, and every step of it as a list. */
function drawStatic(container: HTMLElement, paytable: SlotPaytable, outcome: AnySlotOutcome, scale: number) {
  installSymbols(
    paytable.titleId,
    paytable.symbols.map((symbol) => symbol.id),
  );
  const plan = planRound({ paytable, scale }, outcome);
  const first = plan.frames[0];
  const last = plan.frames[plan.frames.length - 1];
  const pictures = [stillOf(paytable, first, t('slot.stillLanded'))];
  if (plan.frames.length > 1) pictures.push(stillOf(paytable, last, t('slot.stillEnded')));
  const steps = plan.frames.map((frame) =>
    el('li', {
      text: `${[frame.banner, frame.info, ...frame.texts].filter(Boolean).join(' · ') || t('slot.stepNoWin')}${frame.win ? ` (+${formatMinorAmount(frame.win, scale)})` : ''}`,
    }),
  );
  container.replaceChildren(
    el('div', { class: 'slot-stills' }, pictures),
    el('ol', { class: 'slot-steps', 'aria-label': t('slot.steps') }, steps),
    el('div', { class: 'counter', text: t('slot.totalWin', { amount: formatMinorAmount(plan.totalWin, scale) }) }),
  );
}

export const slotGame: GameModule<SlotPaytable, AnySlotOutcome> = { mount, drawStatic };
