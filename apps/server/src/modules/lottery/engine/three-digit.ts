import type { RandomStream } from '../../../lib/fair-rng.ts';
import { applyOdds, LOSE, settleWin, type BetSettlement } from './elott-settlement.ts';

/** Three digits 0–9 (hundreds, tens, units), each an independent nextInt(10). */
export type ThreeDigitResult = readonly number[];

export function drawThreeDigit(stream: RandomStream): ThreeDigitResult {
  return Array.from({ length: 3 }, () => stream.nextInt(10));
}

export type ThreeDigitBet =
  | { type: 'STRAIGHT'; number: string; stake: bigint }
  /** Any order of the number: 3 ways when a digit repeats, 6 when all differ; a triple has one way and is a straight. */
  | { type: 'BOX'; number: string; stake: bigint }
  | { type: 'SUM'; sum: number; stake: bigint };

export type ThreeDigitOdds = {
  straight: number;
  box3Way: number;
  box6Way: number;
  /** A sum bet pays sumBase / (ways to make the sum), rounded down to a whole thousandth. */
  sumBase: number;
};

/** 98% return on every bet: straight 1/1000; box by its permutations (980/3, 980/6, rounded down); sums likewise. */
export const DEFAULT_THREE_DIGIT_ODDS: ThreeDigitOdds = {
  straight: 980_000,
  box3Way: 326_000,
  box6Way: 163_000,
  sumBase: 980_000,
};

const NUMBER_PATTERN = /^\d{3}$/;

export function digitsOf(number: string): number[] {
  return [...number].map(Number);
}

/** The number of distinct orders of the digits: 1 for 777, 3 for 778, 6 for 789. */
export function countPermutations(number: string): number {
  const distinct = new Set(number).size;
  return distinct === 1 ? 1 : distinct === 2 ? 3 : 6;
}

const SUM_WAYS: readonly number[] = (() => {
  const ways = new Array<number>(28).fill(0);
  for (let n = 0; n < 1000; n += 1) ways[Math.floor(n / 100) + (Math.floor(n / 10) % 10) + (n % 10)] += 1;
  return ways;
})();

/** How many of the 1000 results have this digit sum: 1 for 0 and 27, up to 75 for 13 and 14. */
export function countSumWays(sum: number): number {
  return SUM_WAYS[sum] ?? 0;
}

export function sumOdds(sum: number, odds: ThreeDigitOdds = DEFAULT_THREE_DIGIT_ODDS): number {
  return Math.floor(odds.sumBase / countSumWays(sum));
}

export function checkThreeDigitBet(bet: ThreeDigitBet): string | null {
  if (typeof bet.stake !== 'bigint' || bet.stake <= 0n) return 'stake must be a positive integer amount';
  switch (bet.type) {
    case 'STRAIGHT':
      return NUMBER_PATTERN.test(bet.number) ? null : 'number must be three digits';
    case 'BOX':
      if (!NUMBER_PATTERN.test(bet.number)) return 'number must be three digits';
      return countPermutations(bet.number) > 1 ? null : 'a triple has one order: bet it straight';
    case 'SUM':
      return Number.isInteger(bet.sum) && bet.sum >= 0 && bet.sum <= 27 ? null : 'sum must be 0 to 27';
    default:
      return 'unknown bet type';
  }
}

const sortDigits = (digits: readonly number[]): string => [...digits].sort((a, b) => a - b).join('');

export function evaluateThreeDigitBet({
  bet,
  result,
  odds = DEFAULT_THREE_DIGIT_ODDS,
}: {
  bet: ThreeDigitBet;
  result: ThreeDigitResult;
  odds?: ThreeDigitOdds;
}): BetSettlement {
  const problem = checkThreeDigitBet(bet);
  if (problem) throw new RangeError(problem);
  switch (bet.type) {
    case 'STRAIGHT':
      return bet.number === result.join('') ? settleWin(applyOdds(bet.stake, odds.straight)) : LOSE;
    case 'BOX': {
      if (sortDigits(digitsOf(bet.number)) !== sortDigits(result)) return LOSE;
      return settleWin(applyOdds(bet.stake, countPermutations(bet.number) === 3 ? odds.box3Way : odds.box6Way));
    }
    case 'SUM':
      return result[0] + result[1] + result[2] === bet.sum
        ? settleWin(applyOdds(bet.stake, sumOdds(bet.sum, odds)))
        : LOSE;
  }
}

/** The most a bet can pay, for the liability cap. */
export function maxThreeDigitPayout(bet: ThreeDigitBet, odds: ThreeDigitOdds = DEFAULT_THREE_DIGIT_ODDS): bigint {
  if (bet.type === 'SUM') return applyOdds(bet.stake, sumOdds(bet.sum, odds));
  if (bet.type === 'BOX')
    return applyOdds(bet.stake, countPermutations(bet.number) === 3 ? odds.box3Way : odds.box6Way);
  return applyOdds(bet.stake, odds.straight);
}
