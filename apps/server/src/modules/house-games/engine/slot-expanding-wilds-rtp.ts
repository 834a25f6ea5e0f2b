import {
  compileExpandingWildsGame,
  evaluateBothWays,
  showsWild,
  type BothWaysOutcome,
  type CompiledExpandingWildsGame,
  type ExpandingWildsGame,
} from './slot-expanding-wilds.ts';
import { SLOT_REEL_COUNT, SLOT_ROW_COUNT } from './slot-types.ts';

const REELS = SLOT_REEL_COUNT;
const ROWS = SLOT_ROW_COUNT;

export type ExpandingWildsRtp = {
  /** E[win of one spin] in total bets, by the set of reels held wild when it starts (bitmask over reels). */
  spinReturnByHeld: Map<number, number>;
  /** P(an expanding reel, not held, shows a wild) by reel. */
  wildChanceByReel: number[];
  paidSpinReturn: number;
  respinReturn: number;
  expectedRespins: number;
  totalRtp: number;
};

/** Distribution of the symbol a reel puts in one row after expansion: [symbol, probability] pairs. */
function rowDistribution(compiled: CompiledExpandingWildsGame, reel: number, row: number, isHeld: boolean) {
  if (isHeld) return [[compiled.wild, 1]] as [number, number][];
  const strip = compiled.strips[reel];
  const counts = new Map<number, number>();
  for (let stop = 0; stop < strip.length; stop += 1) {
    const expands = compiled.isExpanding[reel] && showsWild(compiled, reel, stop);
    const symbol = expands ? compiled.wild : strip[(stop + row) % strip.length];
    counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  }
  return [...counts.entries()].map(([symbol, copies]) => [symbol, copies / strip.length] as [number, number]);
}

/**
 * Expected pay in coins of one spin with the given reels held: a line takes one cell per reel and the reels
 * are independent, so each line's expectation is a sum over tuples of per-reel, per-row distributions.
 */
function spinReturnInCoins(compiled: CompiledExpandingWildsGame, heldMask: number): number {
  const tuple = new Uint8Array(REELS);
  const out: BothWaysOutcome = { leftSymbol: 0, leftCount: 0, leftPay: 0, rightSymbol: 0, rightCount: 0, rightPay: 0 };
  const distributions = Array.from({ length: REELS }, (_, reel) =>
    Array.from({ length: ROWS }, (_unused, row) =>
      rowDistribution(compiled, reel, row, (heldMask >> reel) & 1 ? true : false),
    ),
  );
  let total = 0;
  for (let line = 0; line < compiled.lineCount; line += 1) {
    const visit = (reel: number, probability: number): void => {
      if (reel === REELS) {
        total += probability * evaluateBothWays(compiled, tuple, out);
        return;
      }
      for (const [symbol, p] of distributions[reel][compiled.paylineRows[line * REELS + reel]]) {
        tuple[reel] = symbol;
        visit(reel + 1, probability * p);
      }
    };
    visit(0, 1);
  }
  return total;
}

/**
 * Exact RTP: V(held, respins) = E[spin | held] + Σ over the set of new wilds of P(set) × V(held ∪ set, respins − 1 +
 * |set|), played while respins remain. A spin's expected pay depends only on which reels are held when it starts,
 * so by linearity the round's expectation is the sum of each spin's, weighted by the chance it is played.
 */
export function computeExpandingWildsRtp(game: ExpandingWildsGame): ExpandingWildsRtp {
  const compiled = compileExpandingWildsGame(game);
  const expanding = game.expandingReels;
  const wildChanceByReel = Array.from({ length: REELS }, (_, reel) => {
    if (!compiled.isExpanding[reel]) return 0;
    const strip = compiled.strips[reel];
    let stops = 0;
    for (let stop = 0; stop < strip.length; stop += 1) if (showsWild(compiled, reel, stop)) stops += 1;
    return stops / strip.length;
  });
  const spinReturnByHeld = new Map<number, number>();
  const spinReturn = (heldMask: number): number => {
    if (!spinReturnByHeld.has(heldMask))
      spinReturnByHeld.set(heldMask, spinReturnInCoins(compiled, heldMask) / compiled.coinsPerBet);
    return spinReturnByHeld.get(heldMask)!;
  };
  let expectedRespins = 0;
  // Walks every path of new-wild sets with its probability; the tree is tiny (at most 3 expanding reels).
  const play = (heldMask: number, respinsAfter: number, probability: number, isRespin: boolean): number => {
    if (isRespin) expectedRespins += probability;
    let value = spinReturn(heldMask);
    const free = expanding.filter((reel) => !((heldMask >> reel) & 1));
    for (let subset = 0; subset < 1 << free.length; subset += 1) {
      let chance = 1;
      let newMask = heldMask;
      let added = 0;
      free.forEach((reel, index) => {
        const lands = (subset >> index) & 1;
        chance *= lands ? wildChanceByReel[reel] : 1 - wildChanceByReel[reel];
        if (lands) {
          newMask |= 1 << reel;
          added += 1;
        }
      });
      const left = respinsAfter + added;
      if (left > 0 && chance > 0) value += chance * play(newMask, left - 1, probability * chance, true);
    }
    return value;
  };
  const totalRtp = play(0, 0, 1, false);
  const paidSpinReturn = spinReturn(0);
  return {
    spinReturnByHeld,
    wildChanceByReel,
    paidSpinReturn,
    respinReturn: totalRtp - paidSpinReturn,
    expectedRespins,
    totalRtp,
  };
}
