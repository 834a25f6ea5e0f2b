import type { RandomStream } from '../../../lib/fair-rng.ts';
import { applyOdds, LOSE, settleWin, type BetSettlement } from './elott-settlement.ts';

export type FourDTier = 'FIRST' | 'SECOND' | 'THIRD' | 'STARTER' | 'CONSOLATION';
export type FourDResult = {
  first: string;
  second: string;
  third: string;
  starter: readonly string[];
  consolation: readonly string[];
};

export const FOUR_D_WINNING_NUMBERS = 23;

/**
 * 23 distinct numbers 0000–9999, each nextInt(10000), a repeat drawn again: that is sampling without replacement,
 * so every number (hence every digit of every slot) stays uniform. Order of drawing: 1st, 2nd, 3rd, 10 starter,
 * 10 consolation.
 */
export function drawFourD(stream: RandomStream): FourDResult {
  const seen = new Set<number>();
  const drawn: string[] = [];
  while (drawn.length < FOUR_D_WINNING_NUMBERS) {
    const value = stream.nextInt(10_000);
    if (seen.has(value)) continue;
    seen.add(value);
    drawn.push(String(value).padStart(4, '0'));
  }
  return {
    first: drawn[0],
    second: drawn[1],
    third: drawn[2],
    starter: drawn.slice(3, 13),
    consolation: drawn.slice(13, 23),
  };
}

export function tierOf(result: FourDResult, number: string): FourDTier | null {
  if (number === result.first) return 'FIRST';
  if (number === result.second) return 'SECOND';
  if (number === result.third) return 'THIRD';
  if (result.starter.includes(number)) return 'STARTER';
  if (result.consolation.includes(number)) return 'CONSOLATION';
  return null;
}

/**
 * STRAIGHT one number; BOX every distinct order, each at the full stake; IBOX every order with the one stake divided
 * among them (so a 24-way i-Box wins 1/24 of the straight prize); ROLL one position written R, its 10 digits each at
 * the full stake. BIG pays on all five tiers, SMALL on the top three only, at higher odds.
 */
export type FourDBet = {
  kind: 'STRAIGHT' | 'BOX' | 'IBOX' | 'ROLL';
  size: 'BIG' | 'SMALL';
  number: string;
  stake: bigint;
};

export type FourDOdds = { BIG: Readonly<Record<FourDTier, number>>; SMALL: Readonly<Record<FourDTier, number>> };

/** The Malaysian per-unit prizes (Magnum / Da Ma Cai): Big 2500/1000/500/180/60, Small 3500/2000/1000. */
export const DEFAULT_FOUR_D_ODDS: FourDOdds = {
  BIG: { FIRST: 2_500_000, SECOND: 1_000_000, THIRD: 500_000, STARTER: 180_000, CONSOLATION: 60_000 },
  SMALL: { FIRST: 3_500_000, SECOND: 2_000_000, THIRD: 1_000_000, STARTER: 0, CONSOLATION: 0 },
};

/** Every distinct order of the digits: 24, 12, 6 or 4 of them (1 for 7777). */
export function permuteFourD(number: string): string[] {
  const orders = new Set<string>();
  const walk = (prefix: string, rest: string): void => {
    if (rest.length === 0) orders.add(prefix);
    for (let i = 0; i < rest.length; i += 1) walk(prefix + rest[i], rest.slice(0, i) + rest.slice(i + 1));
  };
  walk('', number);
  return [...orders].sort();
}

export function checkFourDBet(bet: FourDBet): string | null {
  if (typeof bet.stake !== 'bigint' || bet.stake <= 0n) return 'stake must be a positive integer amount';
  if (bet.size !== 'BIG' && bet.size !== 'SMALL') return 'size must be BIG or SMALL';
  if (bet.kind === 'ROLL')
    return /^[\dR]{4}$/.test(bet.number) && bet.number.split('R').length === 2
      ? null
      : 'a roll is four characters with exactly one R';
  if (!/^\d{4}$/.test(bet.number)) return 'number must be four digits';
  if ((bet.kind === 'BOX' || bet.kind === 'IBOX') && permuteFourD(bet.number).length === 1)
    return 'a number of four equal digits has one order: bet it straight';
  return bet.kind === 'STRAIGHT' || bet.kind === 'BOX' || bet.kind === 'IBOX' ? null : 'unknown bet kind';
}

/** The numbers a bet covers, so a slip can show and price them before confirming. */
export function expandFourDBet(bet: FourDBet): string[] {
  switch (bet.kind) {
    case 'STRAIGHT':
      return [bet.number];
    case 'BOX':
    case 'IBOX':
      return permuteFourD(bet.number);
    case 'ROLL':
      return Array.from({ length: 10 }, (_, digit) => bet.number.replace('R', String(digit)));
  }
}

/** What the player pays: the stake per covered number, except i-Box whose one stake is spread over the orders. */
export function costFourDBet(bet: FourDBet): bigint {
  return bet.kind === 'IBOX' ? bet.stake : bet.stake * BigInt(expandFourDBet(bet).length);
}

export function evaluateFourDBet({
  bet,
  result,
  odds = DEFAULT_FOUR_D_ODDS,
}: {
  bet: FourDBet;
  result: FourDResult;
  odds?: FourDOdds;
}): BetSettlement {
  const problem = checkFourDBet(bet);
  if (problem) throw new RangeError(problem);
  const covered = expandFourDBet(bet);
  // All 23 winners differ, so a covered number wins at most one tier; several covered numbers may each win.
  const share = bet.kind === 'IBOX' ? covered.length : 1;
  let payout = 0n;
  for (const number of covered) {
    const tier = tierOf(result, number);
    if (tier) payout += applyOdds(bet.stake, odds[bet.size][tier], share);
  }
  return payout > 0n ? settleWin(payout) : LOSE;
}

const TIER_SLOTS: readonly FourDTier[] = [
  'FIRST',
  'SECOND',
  'THIRD',
  ...new Array<FourDTier>(10).fill('STARTER'),
  ...new Array<FourDTier>(10).fill('CONSOLATION'),
];

/**
 * The most a bet can pay, for the liability cap. Several covered numbers can win at once (a box's orders, a roll's
 * ten), each on a different tier, so the bound is the sum of the best tiers, one per covered number.
 */
export function maxFourDPayout(bet: FourDBet, odds: FourDOdds = DEFAULT_FOUR_D_ODDS): bigint {
  const covered = expandFourDBet(bet).length;
  const share = bet.kind === 'IBOX' ? covered : 1;
  return TIER_SLOTS.slice(0, covered).reduce(
    (total, tier) => total + applyOdds(bet.stake, odds[bet.size][tier], share),
    0n,
  );
}
