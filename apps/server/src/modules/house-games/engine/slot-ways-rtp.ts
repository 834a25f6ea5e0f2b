import { WAYS_REEL_COUNT, compileWaysGame, type CompiledWaysGame, type WaysGameDefinition } from './slot-ways.ts';

/** Expected returns per paid round, as fractions of the total bet. */
export type WaysRtpBreakdown = {
  baseWaysReturn: number;
  baseScatterReturn: number;
  triggerProbability: number;
  expectedFreeSpinsPerRound: number;
  /** What one free spin returns (ways + scatter, times the free-spin multiplier). */
  freeSpinReturn: number;
  freeSpinsReturn: number;
  totalRtp: number;
};

/**
 * The ways part of one spin, exactly. On reel r let c_r(s) be the cells matching symbol s, a wild with multiplier
 * m counting m. A symbol pays for k adjacent reels with weighted ways c_1·…·c_k when c_{k+1} = 0 (or k = 5), so its
 * expectation is pay_k · E[c_1]·…·E[c_k] · P(c_{k+1} = 0): the reels are independent, and the cells of one reel
 * (which are correlated) enter only through that reel's own averages over its stops.
 */
export function computeWaysReturn(game: CompiledWaysGame, strips: readonly Uint8Array[]): number {
  const { rows, pays, wildMultipliers } = game;
  const symbolCount = game.symbolIds.length;
  let credits = 0;
  for (let symbol = 0; symbol < symbolCount; symbol += 1) {
    const means: number[] = [];
    const zeroProbabilities: number[] = [];
    for (const strip of strips) {
      let sum = 0;
      let zeros = 0;
      for (let stop = 0; stop < strip.length; stop += 1) {
        let weighted = 0;
        for (let row = 0; row < rows; row += 1) {
          const cell = strip[(stop + row) % strip.length];
          if (cell === symbol) weighted += 1;
          else weighted += wildMultipliers[cell];
        }
        sum += weighted;
        if (weighted === 0) zeros += 1;
      }
      means.push(sum / strip.length);
      zeroProbabilities.push(zeros / strip.length);
    }
    let product = 1;
    for (let count = 1; count <= WAYS_REEL_COUNT; count += 1) {
      product *= means[count - 1];
      const ends = count === WAYS_REEL_COUNT ? 1 : zeroProbabilities[count];
      credits += pays[symbol * 6 + count] * product * ends;
    }
  }
  return credits / game.definition.betUnit;
}

/** P(n scatters anywhere): each reel's distribution over its stops, convolved across the independent reels. */
export function computeScatterDistribution(scatter: number, rows: number, strips: readonly Uint8Array[]): number[] {
  let distribution = [1];
  for (const strip of strips) {
    const perReel = new Array<number>(rows + 1).fill(0);
    for (let stop = 0; stop < strip.length; stop += 1) {
      let visible = 0;
      for (let row = 0; row < rows; row += 1) if (strip[(stop + row) % strip.length] === scatter) visible += 1;
      perReel[visible] += 1 / strip.length;
    }
    const next = new Array<number>(distribution.length + rows).fill(0);
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
 * Expected free spins played from an initial award, with retriggers and the round's cap, by dynamic programming
 * over (spins awarded so far, spins played): the cap makes the closed form N / (1 − p·N) inexact.
 * `awards[n]` is the award for n scatters; `scatterProbabilities[n]` the chance of n scatters on one free spin.
 */
export function expectedFreeSpinsFrom({
  cap,
  awards,
  scatterProbabilities,
}: {
  cap: number;
  awards: ArrayLike<number>;
  scatterProbabilities: readonly number[];
}): (initial: number) => number {
  const finalAwarded = Array.from({ length: cap + 1 }, (_, awarded) => new Float64Array(awarded + 1));
  for (let awarded = cap; awarded >= 0; awarded -= 1) {
    finalAwarded[awarded][awarded] = awarded;
    for (let played = awarded - 1; played >= 0; played -= 1) {
      let expected = 0;
      scatterProbabilities.forEach((p, count) => {
        if (p === 0) return;
        expected += p * finalAwarded[Math.min(cap, awarded + (awards[count] ?? 0))][played + 1];
      });
      finalAwarded[awarded][played] = expected;
    }
  }
  return (initial) => finalAwarded[Math.min(cap, initial)][0];
}

/** The whole RTP of a ways game: the paid spin, plus by Wald's identity E[free spins] × one free spin's return. */
export function computeWaysRtp(definition: WaysGameDefinition): WaysRtpBreakdown {
  const game = compileWaysGame(definition);
  const scatterReturnOf = (distribution: number[]): number =>
    distribution.reduce((sum, p, count) => sum + p * (game.scatterPays[count] ?? 0), 0);
  const baseScatters = computeScatterDistribution(game.scatter, game.rows, game.baseStrips);
  const freeScatters = computeScatterDistribution(game.scatter, game.rows, game.freeSpinStrips);
  const baseWaysReturn = computeWaysReturn(game, game.baseStrips);
  const baseScatterReturn = scatterReturnOf(baseScatters);
  const expectedFrom = expectedFreeSpinsFrom({
    cap: definition.freeSpins.maxPerRound,
    awards: game.freeSpinAwards,
    scatterProbabilities: freeScatters,
  });
  let triggerProbability = 0;
  let expectedFreeSpinsPerRound = 0;
  baseScatters.forEach((p, count) => {
    const award = game.freeSpinAwards[count] ?? 0;
    if (award === 0) return;
    triggerProbability += p;
    expectedFreeSpinsPerRound += p * expectedFrom(award);
  });
  const freeSpinReturn =
    definition.freeSpins.winMultiplier * (computeWaysReturn(game, game.freeSpinStrips) + scatterReturnOf(freeScatters));
  const freeSpinsReturn = expectedFreeSpinsPerRound * freeSpinReturn;
  return {
    baseWaysReturn,
    baseScatterReturn,
    triggerProbability,
    expectedFreeSpinsPerRound,
    freeSpinReturn,
    freeSpinsReturn,
    totalRtp: baseWaysReturn + baseScatterReturn + freeSpinsReturn,
  };
}
