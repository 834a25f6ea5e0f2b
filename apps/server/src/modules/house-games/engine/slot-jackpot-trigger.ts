import type { RandomStream } from '../../../lib/fair-rng.ts';

/**
 * The progressive pool's trigger, shared by every title that feeds the site's pool. A paid spin with bet `b` minor
 * units hits with probability min(b, maxCountedBet) / stakeUnitsPerHit, drawn as one
 * `nextInt(stakeUnitsPerHit) < min(b, maxCountedBet)`: each minor unit staked buys the same chance, so ten small
 * spins and one spin ten times larger have the same odds, and the chance per unit staked matches the contribution
 * per unit staked. Bets above the cap keep the cap's chance; a title's table limit should stay at or below it.
 */
export type JackpotTriggerRules = {
  /** D: the stake, in minor units, that buys one expected hit. At most 2^32 (one fair-stream draw). */
  stakeUnitsPerHit: number;
  /** The largest bet whose chance still grows with it, so no spin's chance exceeds maxCountedBet / D. */
  maxCountedBet: number;
};

/**
 * The site's pool: D = 10^9 minor units, so a 1.00 bet (100 minor units) hits 1 in 10^7, and at 1% contribution the
 * pool gains c·D = 10^7 minor units between hits on average. Capped at 10^7 minor units (a 1-in-100 chance).
 */
export const SITE_JACKPOT_TRIGGER: JackpotTriggerRules = { stakeUnitsPerHit: 1_000_000_000, maxCountedBet: 10_000_000 };

export type JackpotDraw = {
  hit: boolean;
  /** The value drawn, in [0, stakeUnitsPerHit). */
  draw: number;
  /** The bet as counted for the odds: min(bet, maxCountedBet); the spin hits when draw < countedBet. */
  countedBet: number;
  stakeUnitsPerHit: number;
};

function checkRules({ stakeUnitsPerHit, maxCountedBet }: JackpotTriggerRules): void {
  if (!Number.isSafeInteger(stakeUnitsPerHit) || stakeUnitsPerHit < 1 || stakeUnitsPerHit > 2 ** 32)
    throw new RangeError('stakeUnitsPerHit must be an integer in [1, 2^32]');
  if (!Number.isSafeInteger(maxCountedBet) || maxCountedBet < 1 || maxCountedBet > stakeUnitsPerHit)
    throw new RangeError('maxCountedBet must be an integer in [1, stakeUnitsPerHit]');
}

/** min(bet, cap) as a plain number: the cap is a safe integer, so the comparison is done in bigint first. */
export function countedBetOf(rules: JackpotTriggerRules, bet: bigint): number {
  checkRules(rules);
  if (bet <= 0n) throw new RangeError(`bet must be positive, got ${String(bet)}`);
  return bet >= BigInt(rules.maxCountedBet) ? rules.maxCountedBet : Number(bet);
}

/** One draw from the round's stream: `nextInt(stakeUnitsPerHit) < countedBet`. */
export function drawJackpotTrigger(rules: JackpotTriggerRules, bet: bigint, stream: RandomStream): JackpotDraw {
  const countedBet = countedBetOf(rules, bet);
  const draw = stream.nextInt(rules.stakeUnitsPerHit);
  return { hit: draw < countedBet, draw, countedBet, stakeUnitsPerHit: rules.stakeUnitsPerHit };
}

export function jackpotHitProbability(rules: JackpotTriggerRules, bet: bigint): number {
  return countedBetOf(rules, bet) / rules.stakeUnitsPerHit;
}

export type PoolEconomics = {
  /** c·D: the stake-weighted hazard is 1/D per unit, so E[stake between hits] = D and the pool gains c·D on average. */
  expectedGrowthBetweenHits: number;
  /** S + c·D: the expected pool when it is hit (the hit round's own contribution added before the payout). */
  expectedPoolAtHit: number;
  /** (S + c·D) / D = c + S/D: what the pool pays per unit staked in the long run; S/D is the house-funded seed. */
  longRunReturnPerStake: number;
  /** c·D: the pool size P at which the return per unit staked, P/D, equals the contribution rate c. */
  equilibriumPool: number;
};

/** The pool's long-run maths for a seed amount S (minor units) and a contribution of c percent of each stake. */
export function poolEconomicsOf({
  rules,
  seedAmount,
  contributionPercent,
}: {
  rules: JackpotTriggerRules;
  seedAmount: number;
  contributionPercent: number;
}): PoolEconomics {
  checkRules(rules);
  const rate = contributionPercent / 100;
  const growth = rate * rules.stakeUnitsPerHit;
  return {
    expectedGrowthBetweenHits: growth,
    expectedPoolAtHit: seedAmount + growth,
    longRunReturnPerStake: (seedAmount + growth) / rules.stakeUnitsPerHit,
    equilibriumPool: growth,
  };
}
