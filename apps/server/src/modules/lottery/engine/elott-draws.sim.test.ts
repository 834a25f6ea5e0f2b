import { describe, expect, it } from 'vitest';
import { createRandomStream } from '../../../lib/fair-rng.ts';
import { createDrawStream } from './draw-stream.ts';
import { drawFiveDigit } from './five-digit.ts';
import { drawFourD } from './four-d.ts';
import { drawKeno } from './keno.ts';
import { drawThreeDigit } from './three-digit.ts';

// Upper 1% points of the chi-square law (exact, from the inverse CDF): a fair source exceeds one in a hundred seeds.
// The seeds are fixed, so each test is deterministic; they were not chosen after looking at the outcome.
const CHI_SQUARE_99 = { 9: 21.666, 79: 111.144 } as const;

function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

const tally = (size: number): number[] => new Array<number>(size).fill(0);

/** Per-position digit tallies over draws of a digit game until at least `minimum` digits are drawn in all. */
function tallyDigits(draw: (drawId: string) => readonly number[], minimum: number, seedLabel: string): number[][] {
  const byPosition: number[][] = [];
  let digits = 0;
  for (let n = 0; digits < minimum; n += 1) {
    draw(`${seedLabel}-${n}`).forEach((digit, position) => {
      byPosition[position] ??= tally(10);
      byPosition[position][digit] += 1;
      digits += 1;
    });
  }
  return byPosition;
}

describe('fast lottery draw statistics (chi-square at 99%, over 10^6 drawn numbers per game)', () => {
  it('Keno draws each of 1..80 equally often', () => {
    const counts = tally(80);
    for (let n = 0; n < 50_000; n += 1) {
      for (const number of drawKeno(createDrawStream({ seed: 'sim-keno', drawId: `k-${n}` })).numbers)
        counts[number - 1] += 1;
    }
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1_000_000);
    expect(chiSquare(counts)).toBeLessThan(CHI_SQUARE_99[79]);
  });

  it('has the power to see a modulo bias: the same test fails Keno drawn from one byte modulo the pool size', () => {
    // 256 = 3 × 80 + 16, so the low numbers come 4/3 as often: the bias rejection sampling exists to remove.
    const counts = tally(80);
    for (let n = 0; n < 50_000; n += 1) {
      const fair = createDrawStream({ seed: 'sim-keno-biased', drawId: `k-${n}` });
      const biased = {
        ...createRandomStream(() => fair.nextUint32()),
        nextInt: (max: number) => (fair.nextUint32() >>> 24) % max,
      };
      for (const number of drawKeno(biased).numbers) counts[number - 1] += 1;
    }
    expect(chiSquare(counts)).toBeGreaterThan(CHI_SQUARE_99[79]);
  });

  it('the 5-digit game draws each digit uniformly in every position', () => {
    const byPosition = tallyDigits(
      (drawId) => drawFiveDigit(createDrawStream({ seed: 'sim-5d', drawId })),
      1_000_000,
      '5d',
    );
    expect(byPosition).toHaveLength(5);
    for (const counts of byPosition) expect(chiSquare(counts)).toBeLessThan(CHI_SQUARE_99[9]);
  });

  it('the 3-digit game draws each digit uniformly in every position', () => {
    const byPosition = tallyDigits(
      (drawId) => drawThreeDigit(createDrawStream({ seed: 'sim-3d', drawId })),
      1_000_000,
      '3d',
    );
    expect(byPosition).toHaveLength(3);
    for (const counts of byPosition) expect(chiSquare(counts)).toBeLessThan(CHI_SQUARE_99[9]);
  });

  it('4D draws each digit uniformly in every place of the 23 numbers', () => {
    const toDigits = (drawId: string): number[] => {
      const result = drawFourD(createDrawStream({ seed: 'sim-4d', drawId }));
      // Flattened as 92 positions would spread the tallies thin; fold them onto the four places of a number.
      return [result.first, result.second, result.third, ...result.starter, ...result.consolation].flatMap((number) =>
        [...number].map(Number),
      );
    };
    const byPosition = tallyDigits(toDigits, 1_000_000, '4d');
    const byPlace = [0, 1, 2, 3].map((place) => {
      const counts = tally(10);
      byPosition.forEach((row, position) => {
        if (position % 4 === place)
          row.forEach((count, digit) => {
            counts[digit] += count;
          });
      });
      return counts;
    });
    for (const counts of byPlace) expect(chiSquare(counts)).toBeLessThan(CHI_SQUARE_99[9]);
    // The first prize alone (positions 0..3) must not lean either: it is the number Big and Small pay most on.
    const firstPrize = tally(10);
    byPosition.slice(0, 4).forEach((row) =>
      row.forEach((count, digit) => {
        firstPrize[digit] += count;
      }),
    );
    expect(chiSquare(firstPrize)).toBeLessThan(CHI_SQUARE_99[9]);
  });
});
