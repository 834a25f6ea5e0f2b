import { compileSlotGame, evaluateLine, type CompiledSlotGame, type LineOutcome } from './slot-compile.ts';
import { SLOT_REEL_COUNT, SLOT_ROW_COUNT, type SlotGameDefinition } from './slot-types.ts';

/** Expected returns per paid round, as fractions of the total bet. */
export type SlotRtpBreakdown = {
  lineReturn: number;
  scatterReturn: number;
  /** lineReturn + scatterReturn: what one spin returns before any free spins. */
  baseSpinReturn: number;
  /** P(n scatters anywhere) for n = 0..15. */
  scatterCountProbabilities: number[];
  triggerProbability: number;
  expectedFreeSpinsPerRound: number;
  freeSpinsReturn: number;
  totalRtp: number;
};

/**
 * Each payline crosses one cell per reel, each cell shows symbol s with probability (copies of s on the strip) /
 * (strip length) whatever its row, and reels are independent; so every line has the same expected pay, and the
 * line part of the RTP is that expectation, found by weighting every tuple of distinct symbols by its copy counts.
 * The sums are integers below 2^53, so this part is exact.
 */
export function computeLineReturn(game: SlotGameDefinition): number {
  const compiled = compileSlotGame(game);
  const reels = compiled.strips.map((strip) => {
    const counts = new Map<number, number>();
    for (const symbol of strip) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    return [...counts.entries()];
  });
  const tuple = new Uint8Array(SLOT_REEL_COUNT);
  const out: LineOutcome = { symbol: 0, count: 0 };
  let weightedPay = 0;
  const visit = (reel: number, weight: number): void => {
    if (reel === SLOT_REEL_COUNT) {
      weightedPay += weight * evaluateLine(compiled, tuple, out);
      return;
    }
    for (const [symbol, copies] of reels[reel]) {
      tuple[reel] = symbol;
      visit(reel + 1, weight * copies);
    }
  };
  visit(0, 1);
  const combinations = compiled.strips.reduce((product, strip) => product * strip.length, 1);
  return weightedPay / combinations;
}

/** Scatters are counted over the whole grid, so each reel contributes its distribution of visible scatters by stop. */
export function computeScatterCountProbabilities(compiled: CompiledSlotGame): number[] {
  let distribution = [1];
  for (const strip of compiled.strips) {
    const perReel = new Array<number>(SLOT_ROW_COUNT + 1).fill(0);
    for (let stop = 0; stop < strip.length; stop += 1) {
      let visible = 0;
      for (let row = 0; row < SLOT_ROW_COUNT; row += 1)
        if (strip[(stop + row) % strip.length] === compiled.scatter) visible += 1;
      perReel[visible] += 1 / strip.length;
    }
    const next = new Array<number>(distribution.length + SLOT_ROW_COUNT).fill(0);
    distribution.forEach((p, have) =>
      perReel.forEach((q, add) => {
        next[have + add] += p * q;
      }),
    );
    distribution = next;
  }
  return distribution;
}

/**
 * Expected number of free spins played in a round whose paid spin awarded `initial`, by dynamic programming over
 * (spins awarded so far, spins played) — the cap makes the closed form N / (1 − p·N) inexact.
 */
function expectedFreeSpinsFrom(
  compiled: CompiledSlotGame,
  scatterProbabilities: number[],
): (initial: number) => number {
  const cap = compiled.definition.freeSpins.maxPerRound;
  const awards = compiled.freeSpinAwards;
  // finalAwarded[awarded][played] = expected spins awarded (= played) by the end of the round.
  const finalAwarded = Array.from({ length: cap + 1 }, (_, awarded) => new Float64Array(awarded + 1));
  for (let awarded = cap; awarded >= 0; awarded -= 1) {
    finalAwarded[awarded][awarded] = awarded;
    for (let played = awarded - 1; played >= 0; played -= 1) {
      let expected = 0;
      scatterProbabilities.forEach((p, count) => {
        if (p === 0) return;
        expected += p * finalAwarded[Math.min(cap, awarded + awards[count])][played + 1];
      });
      finalAwarded[awarded][played] = expected;
    }
  }
  return (initial) => finalAwarded[Math.min(cap, initial)][0];
}

export function computeSlotRtp(game: SlotGameDefinition): SlotRtpBreakdown {
  const compiled = compileSlotGame(game);
  const lineReturn = computeLineReturn(game);
  const scatterCountProbabilities = computeScatterCountProbabilities(compiled);
  let scatterReturn = 0;
  let triggerProbability = 0;
  scatterCountProbabilities.forEach((p, count) => {
    scatterReturn += p * compiled.scatterPays[count];
    if (compiled.freeSpinAwards[count] > 0) triggerProbability += p;
  });
  const expectedFrom = expectedFreeSpinsFrom(compiled, scatterCountProbabilities);
  let expectedFreeSpinsPerRound = 0;
  scatterCountProbabilities.forEach((p, count) => {
    if (compiled.freeSpinAwards[count] > 0)
      expectedFreeSpinsPerRound += p * expectedFrom(compiled.freeSpinAwards[count]);
  });
  const baseSpinReturn = lineReturn + scatterReturn;
  // Wald's identity: whether free spin k is played depends only on earlier spins, so each played spin returns the
  // same expectation however many there are.
  const freeSpinsReturn = expectedFreeSpinsPerRound * game.freeSpins.winMultiplier * baseSpinReturn;
  return {
    lineReturn,
    scatterReturn,
    baseSpinReturn,
    scatterCountProbabilities,
    triggerProbability,
    expectedFreeSpinsPerRound,
    freeSpinsReturn,
    totalRtp: baseSpinReturn + freeSpinsReturn,
  };
}
