import { describe, expect, it } from 'vitest';
import { createScriptedStream } from './scripted-stream.ts';
import { compileSlotGame } from './slot-compile.ts';
import { spinSlot } from './slot-engine.ts';
import { computeScatterCountProbabilities, computeSlotRtp } from './slot-rtp.ts';
import { createGridGame } from './slot-test-game.ts';
import { LUCKY_DRAGON } from './slot-titles.ts';
import type { SlotGameDefinition } from './slot-types.ts';

// Short strips, so every one of the 7·6·7·6·7 = 12,348 stop combinations can be spun; reel 3 can show two scatters.
const smallGame: SlotGameDefinition = {
  ...createGridGame([['X X X X X', 'X X X X X', 'X X X X X']]),
  id: 'small-brute-force-game',
  reels: [
    'A B W C S X A'.split(' '),
    'B A C W X S'.split(' '),
    'S S A W B C X'.split(' '),
    'C A B X W S'.split(' '),
    'A W S B C X C'.split(' '),
  ],
};

function forEachStopCombination(game: SlotGameDefinition, visit: (stops: number[]) => void): number {
  let combinations = 0;
  const walk = (stops: number[]): void => {
    if (stops.length === game.reels.length) {
      combinations += 1;
      visit(stops);
      return;
    }
    for (let stop = 0; stop < game.reels[stops.length].length; stop += 1) walk([...stops, stop]);
  };
  walk([]);
  return combinations;
}

describe('exact slot RTP', () => {
  it('matches a brute-force spin of every stop combination for the base game', () => {
    const bet = 20n;
    let totalWin = 0n;
    const scatterCounts = new Array<number>(16).fill(0);
    const combinations = forEachStopCombination(smallGame, (stops) => {
      const spin = spinSlot({ game: smallGame, bet, stream: createScriptedStream(stops) });
      totalWin += spin.totalWin;
      scatterCounts[spin.scatterCount] += 1;
    });
    const rtp = computeSlotRtp(smallGame);
    expect(rtp.baseSpinReturn).toBeCloseTo(Number(totalWin) / Number(bet) / combinations, 12);
    rtp.scatterCountProbabilities.forEach((p, count) => expect(p).toBeCloseTo(scatterCounts[count] / combinations, 12));
    expect(rtp.scatterCountProbabilities.slice(4).some((p) => p > 0)).toBe(true);
  });

  it('counts free spins exactly when the cap stops every retrigger', () => {
    const game = { ...smallGame, freeSpins: { awards: { 3: 10 }, maxPerRound: 10, winMultiplier: 2 } };
    const rtp = computeSlotRtp(game);
    expect(rtp.expectedFreeSpinsPerRound).toBeCloseTo(10 * rtp.triggerProbability, 12);
    expect(rtp.freeSpinsReturn).toBeCloseTo(rtp.expectedFreeSpinsPerRound * 2 * rtp.baseSpinReturn, 12);
    expect(rtp.totalRtp).toBeCloseTo(rtp.baseSpinReturn + rtp.freeSpinsReturn, 12);
  });

  it('counts a capped retrigger exactly: 10 spins, and 5 more if any of them retriggers', () => {
    const game = { ...smallGame, freeSpins: { awards: { 3: 10 }, maxPerRound: 15, winMultiplier: 1 } };
    const rtp = computeSlotRtp(game);
    const q = rtp.triggerProbability;
    expect(rtp.expectedFreeSpinsPerRound).toBeCloseTo(q * (10 + 5 * (1 - (1 - q) ** 10)), 12);
  });

  it('approaches the uncapped closed form N / (1 − p·N) when the cap is far away', () => {
    const game = { ...LUCKY_DRAGON, freeSpins: { awards: { 3: 10 }, maxPerRound: 1000, winMultiplier: 1 } };
    const rtp = computeSlotRtp(game);
    const q = rtp.triggerProbability;
    expect(rtp.expectedFreeSpinsPerRound).toBeCloseTo(q * (10 / (1 - q * 10)), 12);
  });

  it('gives a scatter-count distribution that sums to 1', () => {
    const distribution = computeScatterCountProbabilities(compileSlotGame(smallGame));
    expect(distribution.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 12);
  });
});
