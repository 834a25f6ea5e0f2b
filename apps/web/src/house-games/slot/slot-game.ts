// Video slot: a 5×3 reel window drawn in SVG from the title's strips, the bet and spin controls, and the verify
// page's still picture of a recomputed spin.
import { byId, el } from '../dom.ts';
import { stepper } from '../controls.ts';
import type { GameMount, GameModule } from '../game-module.ts';
import type { Round, SlotOutcome, SlotPaytable } from '../house-api-types.ts';
import { betLevels, fromMinor } from '../money.ts';
import { installSymbols } from '../art/slot-symbols.ts';
import { slotTrack } from '../sound/music-tracks.ts';
import { sound } from '../sound/sound.ts';
import { createBoard, highlight, showStill, spinWhileWaiting } from './slot-board.ts';
import { showRound, type SlotScreen } from './slot-round.ts';
import { paytablePanel, winLines } from './slot-text.ts';

const FIRST_STOPS = [0, 0, 0, 0, 0];

function createScreen(paytable: SlotPaytable, scale: number): SlotScreen {
  installSymbols(
    paytable.titleId,
    paytable.symbols.map((symbol) => symbol.id),
  );
  const screen: SlotScreen = {
    board: createBoard(paytable),
    paytable,
    scale,
    counter: el('div', { class: 'counter', 'aria-live': 'polite', text: 'Good luck!' }),
    freeInfo: el('div', { class: 'freespins' }),
    wins: el('ul', { class: 'wins' }),
    sequence: el('ol', { class: 'sequence', 'aria-label': 'Free spins of this round' }),
    skipButton: el('button', {
      class: 'ghost',
      type: 'button',
      text: 'Skip free spins',
      hidden: true,
      onclick: () => {
        screen.skip = true;
      },
    }),
    skip: false,
  };
  return screen;
}

function mount(game: GameMount<SlotPaytable, SlotOutcome>) {
  const { paytable, scale } = game;
  window.document.body.classList.add(`theme-${paytable.titleId}`);
  sound.music(slotTrack(paytable.titleId));
  const screen = createScreen(paytable, scale);
  const { board, counter } = screen;
  byId('stage').replaceChildren(board.root, counter, screen.freeInfo, screen.sequence, screen.wins);
  byId('paytable').replaceChildren(...paytablePanel(paytable));
  const last = game.lastRound && game.lastRound.outcome;
  showStill(board, last ? last.baseSpin.stops : FIRST_STOPS);
  if (last) highlight(board, last.baseSpin);

  let betMinor = 0;
  let lastShown: SlotOutcome | null = null;
  const lines = paytable.paylines.length;
  const bet = stepper('BET', betLevels(game.minBet, lines), game.minBet, scale, (value) => {
    betMinor = value;
  });
  const spinButton = el('button', { class: 'big', type: 'button', text: 'SPIN' });
  byId('controls').replaceChildren(
    bet.node,
    spinButton,
    screen.skipButton,
    el('span', { class: 'rules', text: `${lines} lines · min bet ${fromMinor(game.minBet, scale)}` }),
  );

  async function spin() {
    spinButton.disabled = true;
    bet.setDisabled(true);
    counter.classList.remove('big-win');
    counter.textContent = '…';
    sound.play('spinStart');
    const stopWaiting = spinWhileWaiting(board);
    try {
      const played = await game.play({ bet: fromMinor(betMinor, scale) });
      stopWaiting();
      if (played) {
        lastShown = played.round.outcome;
        await showRound(screen, played.round.outcome, played.round);
      } else {
        // Refused (funds, session, maintenance): put the reels back where they were.
        const before = lastShown || (game.lastRound && game.lastRound.outcome);
        showStill(board, before ? before.baseSpin.stops : FIRST_STOPS);
        counter.textContent = '';
      }
    } finally {
      stopWaiting();
      spinButton.disabled = false;
      bet.setDisabled(false);
    }
  }
  spinButton.addEventListener('click', spin);
  return {
    replay: async (round: Round<SlotOutcome>) => {
      if (!round.outcome) return;
      spinButton.disabled = true;
      try {
        lastShown = round.outcome;
        await showRound(screen, round.outcome, round);
      } finally {
        spinButton.disabled = false;
      }
    },
  };
}

/** Verify page: the recomputed base spin on a still board, the free spins as a list. */
function drawStatic(container: HTMLElement, paytable: SlotPaytable, outcome: SlotOutcome, scale: number) {
  installSymbols(
    paytable.titleId,
    paytable.symbols.map((symbol) => symbol.id),
  );
  const board = createBoard(paytable);
  showStill(board, outcome.baseSpin.stops);
  highlight(board, outcome.baseSpin);
  const list = el(
    'ul',
    { class: 'wins' },
    winLines(paytable, outcome.baseSpin, scale).map((text) => el('li', { text })),
  );
  const free = outcome.freeSpins.map((spin, index) =>
    el('li', {
      text: `Free spin ${index + 1}: stops ${spin.stops.join(', ')} → ${fromMinor(Number(spin.totalWin), scale)}`,
    }),
  );
  container.replaceChildren(board.root, list, el('ul', { class: 'wins' }, free));
}

export const slotGame: GameModule<SlotPaytable, SlotOutcome> = { mount, drawStatic };
