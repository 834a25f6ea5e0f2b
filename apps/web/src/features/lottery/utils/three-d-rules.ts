import { pad, type RandomInt } from './random.ts';

/** 3-digit (server: engine/three-digit.ts): STRAIGHT and BOX take a number "000"–"999", SUM a digit sum 0–27. */
export const THREE_D_SUMS: readonly number[] = Array.from({ length: 28 }, (_, sum) => sum);

export const isThreeDNumber = (value: string): boolean => /^\d{3}$/.test(value);

/** 1 for 777, 3 for 778, 6 for 789: a box covers this many orders; a triple cannot be boxed. */
export const countOrders = (number: string): number => {
  const distinct = new Set(number).size;
  return distinct === 1 ? 1 : distinct === 2 ? 3 : 6;
};

export const isBoxable = (number: string): boolean => isThreeDNumber(number) && countOrders(number) > 1;

/** Results (of 1000) with this digit sum: 1 for 0 and 27, 75 for 13 and 14. */
export function countSumWays(sum: number): number {
  let ways = 0;
  for (let n = 0; n < 1000; n += 1) if (Math.floor(n / 100) + (Math.floor(n / 10) % 10) + (n % 10) === sum) ways += 1;
  return ways;
}

export function quickPickThreeD(betType: string, randomInt: RandomInt): string {
  if (betType === 'SUM') return String(randomInt(28));
  for (;;) {
    const number = pad(randomInt(1000), 3);
    if (betType !== 'BOX' || isBoxable(number)) return number;
  }
}
