import { describe, expect, it } from 'vitest';
import { createDrawStream } from './draw-stream.ts';
import {
  checkThreeDigitBet,
  countPermutations,
  maxThreeDigitPayout,
  countSumWays,
  drawThreeDigit,
  evaluateThreeDigitBet,
  sumOdds,
  type ThreeDigitBet,
  type ThreeDigitResult,
} from './three-digit.ts';

const settle = (bet: ThreeDigitBet, result: ThreeDigitResult) => evaluateThreeDigitBet({ bet, result });

describe('3-digit game', () => {
  it('draws three digits, a pure function of (seed, drawId)', () => {
    const a = drawThreeDigit(createDrawStream({ seed: 's', drawId: '20261124-0100' }));
    expect(a).toEqual(drawThreeDigit(createDrawStream({ seed: 's', drawId: '20261124-0100' })));
    expect(a.every((d) => d >= 0 && d <= 9)).toBe(true);
  });

  it('pays a straight 980× only in the exact order', () => {
    expect(settle({ type: 'STRAIGHT', number: '071', stake: 10n }, [0, 7, 1])).toEqual({
      outcome: 'WIN',
      payout: 9800n,
    });
    expect(settle({ type: 'STRAIGHT', number: '170', stake: 10n }, [0, 7, 1]).outcome).toBe('LOSE');
  });

  it('pays a 6-way box 163× and a 3-way box 326×, by the permutation count', () => {
    expect(countPermutations('123')).toBe(6);
    expect(countPermutations('121')).toBe(3);
    expect(countPermutations('111')).toBe(1);
    expect(settle({ type: 'BOX', number: '123', stake: 10n }, [3, 1, 2]).payout).toBe(1630n);
    expect(settle({ type: 'BOX', number: '123', stake: 10n }, [1, 2, 3]).payout).toBe(1630n);
    expect(settle({ type: 'BOX', number: '211', stake: 10n }, [1, 1, 2]).payout).toBe(3260n);
    expect(settle({ type: 'BOX', number: '211', stake: 10n }, [1, 2, 2]).outcome).toBe('LOSE');
    expect(settle({ type: 'BOX', number: '123', stake: 10n }, [1, 2, 4]).outcome).toBe('LOSE');
    expect(checkThreeDigitBet({ type: 'BOX', number: '555', stake: 1n })).toMatch(/straight/);
  });

  it('counts the ways to make each sum and pays by them', () => {
    const ways = Array.from({ length: 28 }, (_, s) => countSumWays(s));
    expect(ways.slice(0, 14)).toEqual([1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 63, 69, 73, 75]);
    expect(ways.reduce((a, b) => a + b, 0)).toBe(1000);
    expect(ways[27 - 5]).toBe(ways[5]);
    expect(sumOdds(0)).toBe(980_000);
    expect(sumOdds(1)).toBe(326_666);
    expect(sumOdds(13)).toBe(13_066);
    expect(settle({ type: 'SUM', sum: 27, stake: 10n }, [9, 9, 9]).payout).toBe(9800n);
    // 10 × 13.066 = 130.66, rounded down.
    expect(settle({ type: 'SUM', sum: 14, stake: 10n }, [5, 0, 9]).payout).toBe(130n);
    expect(settle({ type: 'SUM', sum: 13, stake: 10n }, [5, 0, 9]).outcome).toBe('LOSE');
    expect(checkThreeDigitBet({ type: 'SUM', sum: 28, stake: 1n })).toMatch(/0 to 27/);
    expect(checkThreeDigitBet({ type: 'STRAIGHT', number: '12', stake: 1n })).toMatch(/three digits/);
  });
});

describe('3-digit returns, exact over all 1000 results', () => {
  const returnOf = (bet: ThreeDigitBet): number => {
    let paid = 0n;
    for (let n = 0; n < 1000; n += 1) {
      paid += evaluateThreeDigitBet({ bet, result: [Math.floor(n / 100), Math.floor(n / 10) % 10, n % 10] }).payout;
    }
    return Number(paid) / (1000 * Number(bet.stake));
  };
  it('returns 97.8% to 98% on straight, both boxes and every sum', () => {
    const bets: ThreeDigitBet[] = [
      { type: 'STRAIGHT', number: '409', stake: 1000n },
      { type: 'BOX', number: '409', stake: 1000n },
      { type: 'BOX', number: '440', stake: 1000n },
      ...Array.from({ length: 28 }, (_, sum): ThreeDigitBet => ({ type: 'SUM', sum, stake: 1000n })),
    ];
    for (const bet of bets) {
      expect(
        returnOf(bet),
        JSON.stringify(bet, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v)),
      ).toBeGreaterThanOrEqual(0.978);
      expect(returnOf(bet)).toBeLessThanOrEqual(0.98);
    }
  });
});

describe('3-digit worst case', () => {
  it('bounds each bet by its own odds', () => {
    expect(maxThreeDigitPayout({ type: 'STRAIGHT', number: '123', stake: 10n })).toBe(9800n);
    expect(maxThreeDigitPayout({ type: 'BOX', number: '122', stake: 10n })).toBe(3260n);
    expect(maxThreeDigitPayout({ type: 'SUM', sum: 13, stake: 10n })).toBe(130n);
  });
});
