// Plays a slot round out on screen: the paid spin, then each free spin, with a running win total.
import { el } from '../dom.ts';
import type { Round, SlotOutcome, SlotPaytable, SlotSpin } from '../house-api-types.ts';
import { fromMinor, toMinor } from '../money.ts';
import { countUp, sleep } from '../motion.ts';
import { sound } from '../sound/sound.ts';
import { banner, highlight, showStill, spinTo, type SlotBoard } from './slot-board.ts';
import { winLines } from './slot-text.ts';

/** The slot's stage: the reels and what is written under them. */
export type SlotScreen = {
  board: SlotBoard;
  paytable: SlotPaytable;
  scale: number;
  counter: HTMLElement;
  freeInfo: HTMLElement;
  wins: HTMLElement;
  /** The free spins of a round, one chip each, filled in as they play. */
  sequence: HTMLElement;
  skipButton: HTMLButtonElement;
  /** Set by "Skip free spins": the rest of the round's free spins show at once. */
  skip: boolean;
};

const showWins = (screen: SlotScreen, spin: SlotSpin) =>
  screen.wins.replaceChildren(...winLines(screen.paytable, spin, screen.scale).map((text) => el('li', { text })));

/** The free spins one after another, the counter running on from the paid spin's win (minor units). */
async function playFreeSpins(screen: SlotScreen, freeSpins: SlotSpin[], baseWin: number): Promise<void> {
  const { board, scale, counter, freeInfo } = screen;
  let total = 0;
  screen.skipButton.hidden = false;
  banner(board, `${freeSpins.length} FREE SPINS!`);
  sound.play('freeSpins');
  await sleep(screen.skip ? 0 : 1200);
  const chips = freeSpins.map((_, index) => el('li', { text: `${index + 1}` }));
  screen.sequence.replaceChildren(...chips);
  for (const [index, spin] of freeSpins.entries()) {
    chips.forEach((chip, at) => chip.classList.toggle('current', at === index));
    freeInfo.textContent = `Free spin ${index + 1} / ${freeSpins.length}${spin.winMultiplier > 1 ? ` · wins ×${spin.winMultiplier}` : ''}`;
    if (screen.skip) showStill(board, spin.stops);
    else await spinTo(board, spin.stops, 350, 80);
    highlight(board, spin);
    showWins(screen, spin);
    chips[index].textContent = `${index + 1}: ${fromMinor(Number(spin.totalWin), scale)}`;
    chips[index].classList.toggle('hit', Number(spin.totalWin) > 0);
    if (Number(spin.totalWin) > 0 && !screen.skip) sound.play('smallWin');
    total += Number(spin.totalWin);
    counter.textContent = fromMinor(baseWin + total, scale);
    if (!screen.skip) await sleep(Number(spin.totalWin) > 0 ? 700 : 250);
  }
  screen.skipButton.hidden = true;
  chips.forEach((chip) => chip.classList.remove('current'));
  freeInfo.textContent = `${freeSpins.length} free spins won ${fromMinor(total, scale)}`;
}

/** Animates a whole round and ends on its win. */
export async function showRound(screen: SlotScreen, outcome: SlotOutcome, round: Round<SlotOutcome>): Promise<void> {
  const { board, scale, counter } = screen;
  screen.skip = false;
  counter.classList.remove('big-win');
  counter.textContent = '…';
  screen.wins.replaceChildren();
  screen.sequence.replaceChildren();
  screen.freeInfo.textContent = '';
  await spinTo(board, outcome.baseSpin.stops, 450, 130);
  highlight(board, outcome.baseSpin);
  showWins(screen, outcome.baseSpin);
  const baseWin = Number(outcome.baseSpin.totalWin);
  if (baseWin > 0) sound.play('coinCount', { count: 8 });
  await countUp(counter, baseWin, scale, baseWin ? 500 : 0);
  if (outcome.freeSpins.length) await playFreeSpins(screen, outcome.freeSpins, baseWin);
  const won = Number(toMinor(round.win, scale));
  counter.textContent = won > 0 ? `WIN ${fromMinor(won, scale)}` : 'No win';
  const big = won >= 10 * Number(outcome.bet);
  counter.classList.toggle('big-win', big);
  if (won > 0) sound.play(big ? 'bigWin' : 'smallWin');
}
