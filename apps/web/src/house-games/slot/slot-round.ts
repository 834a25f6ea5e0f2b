// Plays a slot round out on screen from its frames (slot-plan.ts): spins, tumbles, respins, expansions and
// banners in order, a running win, chips for the feature spins, and a celebration for a big win.
import { el } from '../dom.ts';
import type { Round } from '../house-api-types.ts';
import { formatMinorAmount } from '../i18n/format.ts';
import { t } from '../i18n/translate.ts';
import { toMinor } from '../money.ts';
import { countUp, sleep } from '../motion.ts';
import { sound } from '../sound/sound.ts';
import { respin, showGrid, spinTo, tumble, type SlotBoard } from './slot-board.ts';
import type { BoardFrame, RoundPlan } from './slot-frames.ts';
import { banner, drawOverlay } from './slot-overlay.ts';
import { celebrateJackpot } from './slot-jackpot.ts';
import { jackpotWonMinor } from './slot-jackpot-text.ts';

/** The slot's stage: the reels and what is written under them. */
export type SlotScreen = {
  board: SlotBoard;
  scale: number;
  counter: HTMLElement;
  freeInfo: HTMLElement;
  wins: HTMLElement;
  /** The feature spins of a round (free spins, respins), one chip each, filled in as they play. */
  sequence: HTMLElement;
  skipButton: HTMLButtonElement;
  /** Set by "Skip": the rest of the round's feature spins show at once. */
  skip: boolean;
};

/** Wins of at least this many bets get the celebration; 50 bets a bigger one. */
export const BIG_WIN_IN_BETS = 20;
const MEGA_WIN_IN_BETS = 50;

/** The celebration's words for a win of `win` on a bet of `bet` (minor units), or null below the threshold. */
export function bigWinTitle(win: number, bet: number): string | null {
  if (bet <= 0 || win < BIG_WIN_IN_BETS * bet) return null;
  return t(win >= MEGA_WIN_IN_BETS * bet ? 'slot.megaWin' : 'slot.bigWin');
}

/** Moves the board to a frame's grid the way the frame says. */
async function enter(screen: SlotScreen, frame: BoardFrame, previous: BoardFrame | null, fast: boolean) {
  const { board } = screen;
  if (fast || frame.transition === 'STILL') showGrid(board, frame.grid);
  else if (frame.transition === 'SPIN')
    await spinTo(
      board,
      frame.grid,
      frame.spinningReels,
      previous ? { baseMs: 350, stepMs: 80 } : { baseMs: 450, stepMs: 130 },
    );
  else if (frame.transition === 'TUMBLE') await tumble(board, previous ? previous.removed : [], frame.grid, 380);
  else await respin(board, frame.grid, previous ? previous.locked : frame.locked, 480);
}

function showTexts(screen: SlotScreen, frame: BoardFrame) {
  screen.wins.replaceChildren(...frame.texts.map((text) => el('li', { text })));
  screen.freeInfo.textContent = frame.info;
}

/** Animates a whole round and ends on its win. */
export async function showRound(screen: SlotScreen, plan: RoundPlan, round: Round): Promise<void> {
  const { scale, counter } = screen;
  screen.skip = false;
  counter.classList.remove('big-win');
  counter.textContent = '…';
  screen.wins.replaceChildren();
  screen.freeInfo.textContent = '';
  const chips = Array.from({ length: plan.featureCount }, (_, index) => el('li', { text: `${index + 1}` }));
  screen.sequence.replaceChildren(...chips);
  screen.sequence.setAttribute(
    'aria-label',
    t(plan.featureName === 'Respin' ? 'slot.respinSpins' : 'slot.featureSpins'),
  );
  screen.skipButton.hidden = plan.featureCount === 0;
  let running = 0;
  let previous: BoardFrame | null = null;
  for (const frame of plan.frames) {
    const fast = screen.skip && frame.feature !== null;
    await enter(screen, frame, previous, fast);
    drawOverlay(screen.board, frame);
    showTexts(screen, frame);
    if (frame.feature) chips.forEach((chip, at) => chip.classList.toggle('current', at === frame.feature?.index));
    if (frame.banner && !fast) {
      sound.play('freeSpins');
      await sleep(1200);
    }
    running += frame.win;
    if (frame.feature && frame.win > 0) {
      const chip = chips[frame.feature.index];
      chip.classList.add('hit');
      chip.textContent = `${frame.feature.index + 1}: +${formatMinorAmount(frame.win, scale)}`;
    }
    if (frame.win > 0 && !fast) {
      sound.play(previous ? 'smallWin' : 'coinCount', { count: 6 });
      await countUp(counter, running, scale, 400);
    } else counter.textContent = formatMinorAmount(running, scale);
    if (!fast) await sleep(frame.win > 0 || frame.removed.length ? 700 : 200);
    previous = frame;
  }
  screen.skipButton.hidden = true;
  chips.forEach((chip) => chip.classList.remove('current'));
  // A round that won the progressive pool celebrates it first; the win that follows includes it.
  const jackpot = jackpotWonMinor(round, scale);
  if (jackpot > 0) await celebrateJackpot(screen.board, counter, formatMinorAmount(jackpot, scale));
  finish(screen, plan, Number(toMinor(round.win, scale)), previous);
}

function finish(screen: SlotScreen, plan: RoundPlan, won: number, last: BoardFrame | null) {
  const { counter, scale } = screen;
  counter.textContent = won > 0 ? t('slot.win', { amount: formatMinorAmount(won, scale) }) : t('slot.noWin');
  const title = bigWinTitle(won, plan.bet);
  counter.classList.toggle('big-win', Boolean(title));
  screen.board.root.classList.toggle('slot-celebrate', Boolean(title));
  if (title) {
    // The celebration replaces the last frame's own banner rather than drawing over it.
    if (last) drawOverlay(screen.board, { ...last, banner: null });
    banner(screen.board, `${title} ${formatMinorAmount(won, scale)}`);
  }
  if (won > 0) sound.play(title ? 'bigWin' : 'smallWin');
}
