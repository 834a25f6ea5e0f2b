import type { RandomStream } from '../../../lib/fair-rng.ts';
import { applyOdds, LOSE, settleWin, type BetSettlement } from './elott-settlement.ts';

export const KENO_POOL = 80;
export const KENO_DRAWN = 20;
/** The mean of the sum of 20 of 1..80 (20 × 40.5): exactly on it, big and small are refunded. */
export const KENO_SUM_MIDPOINT = 810;

export type KenoResult = { drawOrder: readonly number[]; numbers: readonly number[] };

/**
 * Partial Fisher–Yates over 1..80: step i swaps slot i with i + nextInt(80 − i), so every ordered 20-subset is
 * equally likely and the draw uses exactly 20 nextInt calls. The draw order is kept for the animation.
 */
export function drawKeno(stream: RandomStream): KenoResult {
  const pool = Array.from({ length: KENO_POOL }, (_, index) => index + 1);
  for (let i = 0; i < KENO_DRAWN; i += 1) {
    const j = i + stream.nextInt(KENO_POOL - i);
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  const drawOrder = pool.slice(0, KENO_DRAWN);
  return { drawOrder, numbers: [...drawOrder].sort((a, b) => a - b) };
}

/**
 * Side bets, as the Chinese "Happy 8" sites offer them. UPPER/LOWER: more of the 20 in 1–40 (upper) or 41–80
 * (lower), HALF_TIE when 10/10; MORE_ODD/MORE_EVEN/ODD_EVEN_TIE likewise on the count of odd numbers.
 */
export type KenoSideBetType =
  | 'SUM_BIG'
  | 'SUM_SMALL'
  | 'SUM_ODD'
  | 'SUM_EVEN'
  | 'UPPER'
  | 'LOWER'
  | 'HALF_TIE'
  | 'MORE_ODD'
  | 'MORE_EVEN'
  | 'ODD_EVEN_TIE';
export const KENO_SIDE_BET_TYPES: readonly KenoSideBetType[] = [
  'SUM_BIG',
  'SUM_SMALL',
  'SUM_ODD',
  'SUM_EVEN',
  'UPPER',
  'LOWER',
  'HALF_TIE',
  'MORE_ODD',
  'MORE_EVEN',
  'ODD_EVEN_TIE',
];

export type KenoBet =
  { type: 'PICK'; numbers: readonly number[]; stake: bigint } | { type: KenoSideBetType; stake: bigint };

export type KenoOdds = {
  /** pick[spots][hits]: thousandths of the stake returned; 0 pays nothing. */
  pick: Readonly<Record<number, readonly number[]>>;
  side: Readonly<Record<KenoSideBetType, number>>;
};

/**
 * Demo odds in the range online Keno sites publish. Exact returns (hypergeometric, checked in keno.test.ts):
 * picks 1–10 between 89.7% and 95%; big/small 97.5% (0.4978 × 1.95 + 0.44% refunds); sum odd/even 97.5%;
 * upper/lower and more odd/even 91.6% (0.3984 × 2.3); the ties 87.4% (0.2032 × 4.3).
 */
export const DEFAULT_KENO_ODDS: KenoOdds = {
  pick: {
    1: [0, 3800],
    2: [0, 1000, 9000],
    3: [0, 0, 2500, 40_000],
    4: [0, 0, 1500, 6000, 120_000],
    5: [0, 0, 0, 3000, 20_000, 700_000],
    6: [0, 0, 0, 2000, 7000, 80_000, 1_500_000],
    7: [0, 0, 0, 1000, 4000, 20_000, 300_000, 5_000_000],
    8: [0, 0, 0, 0, 3000, 12_000, 100_000, 1_000_000, 10_000_000],
    9: [0, 0, 0, 0, 2000, 6000, 30_000, 300_000, 4_000_000, 25_000_000],
    10: [2000, 0, 0, 0, 0, 4000, 20_000, 120_000, 1_000_000, 5_000_000, 100_000_000],
  },
  side: {
    SUM_BIG: 1950,
    SUM_SMALL: 1950,
    SUM_ODD: 1950,
    SUM_EVEN: 1950,
    UPPER: 2300,
    LOWER: 2300,
    HALF_TIE: 4300,
    MORE_ODD: 2300,
    MORE_EVEN: 2300,
    ODD_EVEN_TIE: 4300,
  },
};

/** Why a bet cannot be accepted, or null; the service maps the reason to its error code. */
export function checkKenoBet(bet: KenoBet, odds: KenoOdds = DEFAULT_KENO_ODDS): string | null {
  if (typeof bet.stake !== 'bigint' || bet.stake <= 0n) return 'stake must be a positive integer amount';
  if (bet.type !== 'PICK') return KENO_SIDE_BET_TYPES.includes(bet.type) ? null : 'unknown bet type';
  const { numbers } = bet;
  if (!odds.pick[numbers.length]) return `a pick bet takes 1 to 10 numbers, got ${numbers.length}`;
  if (!numbers.every((n) => Number.isInteger(n) && n >= 1 && n <= KENO_POOL)) return 'numbers must be 1 to 80';
  if (new Set(numbers).size !== numbers.length) return 'numbers must be distinct';
  return null;
}

export function describeKenoResult(result: KenoResult): { sum: number; upperCount: number; oddCount: number } {
  let sum = 0;
  let upperCount = 0;
  let oddCount = 0;
  for (const n of result.numbers) {
    sum += n;
    if (n <= KENO_POOL / 2) upperCount += 1;
    if (n % 2 === 1) oddCount += 1;
  }
  return { sum, upperCount, oddCount };
}

function isSideBetWon(
  type: KenoSideBetType,
  { sum, upperCount, oddCount }: ReturnType<typeof describeKenoResult>,
): boolean {
  const half = KENO_DRAWN / 2;
  switch (type) {
    case 'SUM_BIG':
      return sum > KENO_SUM_MIDPOINT;
    case 'SUM_SMALL':
      return sum < KENO_SUM_MIDPOINT;
    case 'SUM_ODD':
      return sum % 2 === 1;
    case 'SUM_EVEN':
      return sum % 2 === 0;
    case 'UPPER':
      return upperCount > half;
    case 'LOWER':
      return upperCount < half;
    case 'HALF_TIE':
      return upperCount === half;
    case 'MORE_ODD':
      return oddCount > half;
    case 'MORE_EVEN':
      return oddCount < half;
    case 'ODD_EVEN_TIE':
      return oddCount === half;
  }
}

export function evaluateKenoBet({
  bet,
  result,
  odds = DEFAULT_KENO_ODDS,
}: {
  bet: KenoBet;
  result: KenoResult;
  odds?: KenoOdds;
}): BetSettlement {
  const problem = checkKenoBet(bet, odds);
  if (problem) throw new RangeError(problem);
  if (bet.type === 'PICK') {
    const drawn = new Set(result.numbers);
    const hits = bet.numbers.filter((n) => drawn.has(n)).length;
    return settleWin(applyOdds(bet.stake, odds.pick[bet.numbers.length][hits] ?? 0));
  }
  const summary = describeKenoResult(result);
  // Exactly on the midpoint neither big nor small is right, so both are handed back rather than lost.
  if ((bet.type === 'SUM_BIG' || bet.type === 'SUM_SMALL') && summary.sum === KENO_SUM_MIDPOINT)
    return { outcome: 'REFUND', payout: bet.stake };
  return isSideBetWon(bet.type, summary) ? settleWin(applyOdds(bet.stake, odds.side[bet.type])) : LOSE;
}

/** The most a bet can pay, for the per-draw liability cap: the top of its pay table row, or its side odds. */
export function maxKenoPayout(bet: KenoBet, odds: KenoOdds = DEFAULT_KENO_ODDS): bigint {
  if (bet.type !== 'PICK') return applyOdds(bet.stake, odds.side[bet.type]);
  return applyOdds(bet.stake, Math.max(...(odds.pick[bet.numbers.length] ?? [0])));
}
