import { compileSlotGame } from './slot-compile.ts';
import { computeScatterCountProbabilities, computeSlotRtp } from './slot-rtp.ts';
import { SLOT_REEL_COUNT, SLOT_ROW_COUNT } from './slot-types.ts';
import { minimumPayingCount, type ExpandingSymbolGameDefinition } from './slot-expanding.ts';
import { expectedFreeSpinsFrom } from './slot-ways-rtp.ts';

export type ExpandingRtpBreakdown = {
  /** The line game's own RTP: paid spin plus free spins without the expansion (computeSlotRtp). */
  lineGameRtp: number;
  /** What the expansion adds to one free spin, averaged over the drawn symbol, in total bets. */
  expansionReturnPerFreeSpin: number;
  /** One free spin: ordinary lines and scatter plus the expansion, times the free-spin multiplier. */
  freeSpinReturn: number;
  expectedFreeSpinsPerRound: number;
  totalRtp: number;
  /** A bought round: E[free spins from the bought award] × one free spin's return, over the price. */
  featureBuyRtp: number | null;
};

/**
 * P(the symbol shows on exactly k reels): on each reel it shows when the stop's window holds it, a chance taken over
 * the strip's stops; reels are independent, so the count is a sum of independent Bernoulli draws.
 */
export function reelCountDistribution(definition: ExpandingSymbolGameDefinition, symbol: string): number[] {
  let distribution = [1];
  for (const strip of definition.reels) {
    let showing = 0;
    for (let stop = 0; stop < strip.length; stop += 1) {
      let shows = false;
      for (let row = 0; row < SLOT_ROW_COUNT; row += 1) if (strip[(stop + row) % strip.length] === symbol) shows = true;
      if (shows) showing += 1;
    }
    const q = showing / strip.length;
    const next = new Array<number>(distribution.length + 1).fill(0);
    distribution.forEach((p, count) => {
      next[count] += p * (1 - q);
      next[count + 1] += p * q;
    });
    distribution = next;
  }
  return distribution;
}

/** The expansion pays bet × pay(k) when the symbol shows on k ≥ its smallest paying count of reels. */
export function computeExpansionReturn(definition: ExpandingSymbolGameDefinition, symbol: string): number {
  const minimum = minimumPayingCount(definition, symbol);
  const pays = definition.linePays[symbol] ?? {};
  return reelCountDistribution(definition, symbol).reduce(
    (sum, p, count) => (count >= minimum && count <= SLOT_REEL_COUNT ? sum + p * (pays[count as 2] ?? 0) : sum),
    0,
  );
}

/**
 * Exact, by Wald's identity: the number of free spins does not depend on the drawn symbol, and every free spin
 * returns the line game's spin plus the expansion's mean over the drawn symbol.
 */
export function computeExpandingRtp(definition: ExpandingSymbolGameDefinition): ExpandingRtpBreakdown {
  const line = computeSlotRtp(definition);
  const multiplier = definition.freeSpins.winMultiplier;
  const expansionReturnPerFreeSpin =
    definition.expandingSymbols.reduce((sum, symbol) => sum + computeExpansionReturn(definition, symbol), 0) /
    definition.expandingSymbols.length;
  const freeSpinReturn = multiplier * (line.baseSpinReturn + expansionReturnPerFreeSpin);
  const compiled = compileSlotGame(definition);
  const expectedFrom = expectedFreeSpinsFrom({
    cap: definition.freeSpins.maxPerRound,
    awards: compiled.freeSpinAwards,
    scatterProbabilities: computeScatterCountProbabilities(compiled),
  });
  const buy = definition.featureBuy;
  return {
    lineGameRtp: line.totalRtp,
    expansionReturnPerFreeSpin,
    freeSpinReturn,
    expectedFreeSpinsPerRound: line.expectedFreeSpinsPerRound,
    totalRtp: line.baseSpinReturn + line.expectedFreeSpinsPerRound * freeSpinReturn,
    featureBuyRtp: buy ? (expectedFrom(buy.freeSpins) * freeSpinReturn) / buy.priceInBets : null,
  };
}
