import { describe, expect, it } from 'vitest';
import { createDrawStream } from './draw-stream.ts';
import {
  checkFiveDigitBet,
  classifyThreeDigits,
  maxFiveDigitPayout,
  costFiveDigitBet,
  countFiveDigitCombinations,
  drawFiveDigit,
  evaluateFiveDigitBet,
  type FiveDigitBet,
  type FiveDigitResult,
} from './five-digit.ts';

const settle = (bet: FiveDigitBet, result: FiveDigitResult) => evaluateFiveDigitBet({ bet, result });

describe('5-digit draw', () => {
  it('draws five digits 0..9, a pure function of (seed, drawId)', () => {
    const a = drawFiveDigit(createDrawStream({ seed: 's', drawId: '20261124-0001' }));
    expect(a).toEqual(drawFiveDigit(createDrawStream({ seed: 's', drawId: '20261124-0001' })));
    expect(a).toHaveLength(5);
    expect(a.every((d) => Number.isInteger(d) && d >= 0 && d <= 9)).toBe(true);
  });
});

describe('5-digit position bets', () => {
  const result = [1, 2, 3, 4, 5];
  it('pays 9.8× on the digit of a position, the stake being per digit picked', () => {
    expect(settle({ type: 'POSITION_DIGIT', position: 4, digits: [5], stake: 100n }, result)).toEqual({
      outcome: 'WIN',
      payout: 980n,
    });
    const spread: FiveDigitBet = { type: 'POSITION_DIGIT', position: 0, digits: [0, 1, 2], stake: 100n };
    expect(costFiveDigitBet(spread)).toBe(300n);
    expect(settle(spread, result).payout).toBe(980n);
    expect(settle({ type: 'POSITION_DIGIT', position: 0, digits: [2], stake: 100n }, result).outcome).toBe('LOSE');
  });
  it('settles big (5–9), small (0–4), odd and even per position', () => {
    expect(settle({ type: 'POSITION_BIG', position: 4, stake: 100n }, result).payout).toBe(198n);
    expect(settle({ type: 'POSITION_SMALL', position: 3, stake: 100n }, result).payout).toBe(198n);
    expect(settle({ type: 'POSITION_BIG', position: 3, stake: 100n }, result).payout).toBe(0n);
    expect(settle({ type: 'POSITION_ODD', position: 0, stake: 100n }, result).payout).toBe(198n);
    expect(settle({ type: 'POSITION_EVEN', position: 0, stake: 100n }, result).payout).toBe(0n);
  });
});

describe('5-digit sum bets', () => {
  it('splits big ≥ 23 from small ≤ 22 exactly at the boundary', () => {
    const sum22 = [9, 9, 4, 0, 0];
    const sum23 = [9, 9, 5, 0, 0];
    expect(settle({ type: 'SUM_SMALL', stake: 100n }, sum22).payout).toBe(198n);
    expect(settle({ type: 'SUM_BIG', stake: 100n }, sum22).payout).toBe(0n);
    expect(settle({ type: 'SUM_EVEN', stake: 100n }, sum22).payout).toBe(198n);
    expect(settle({ type: 'SUM_BIG', stake: 100n }, sum23).payout).toBe(198n);
    expect(settle({ type: 'SUM_ODD', stake: 100n }, sum23).payout).toBe(198n);
    expect(settle({ type: 'SUM_SMALL', stake: 100n }, [0, 0, 0, 0, 0]).payout).toBe(198n);
    expect(settle({ type: 'SUM_BIG', stake: 100n }, [9, 9, 9, 9, 9]).payout).toBe(198n);
  });
});

describe('5-digit combinations', () => {
  // Front 3 is 3-3-5 (group 3), middle 3 is 3-5-0 (group 6), back 3 is 5-0-0 (group 3); front 2 a pair, back 2 0-0.
  const result = [3, 3, 5, 0, 0];
  it('pays straights in order only, compound sets priced as their product', () => {
    expect(settle({ type: 'STRAIGHT', segment: 'FRONT_3', digits: [[3], [3], [5]], stake: 10n }, result).payout).toBe(
      9800n,
    );
    expect(settle({ type: 'STRAIGHT', segment: 'FRONT_3', digits: [[3], [5], [3]], stake: 10n }, result).outcome).toBe(
      'LOSE',
    );
    expect(settle({ type: 'STRAIGHT', segment: 'BACK_2', digits: [[0], [0]], stake: 10n }, result).payout).toBe(980n);
    const compound: FiveDigitBet = {
      type: 'STRAIGHT',
      segment: 'MIDDLE_3',
      digits: [
        [1, 3],
        [5, 6],
        [0, 7, 8],
      ],
      stake: 10n,
    };
    expect(countFiveDigitCombinations(compound)).toBe(12);
    expect(costFiveDigitBet(compound)).toBe(120n);
    expect(settle(compound, result).payout).toBe(9800n);
  });
  it('group 3 wins on a pair pattern with both digits picked, n × (n − 1) combinations', () => {
    const bet: FiveDigitBet = { type: 'GROUP_3', segment: 'FRONT_3', digits: [3, 5], stake: 10n };
    expect(countFiveDigitCombinations(bet)).toBe(2);
    expect(settle(bet, result)).toEqual({ outcome: 'WIN', payout: 3260n });
    expect(countFiveDigitCombinations({ ...bet, digits: [3, 5, 7] })).toBe(6);
    expect(settle({ ...bet, segment: 'BACK_3', digits: [0, 5, 9] }, result).payout).toBe(3260n);
    // The middle 3-5-0 is all different: a group 3 bet loses there even with every digit picked.
    expect(settle({ ...bet, segment: 'MIDDLE_3', digits: [0, 3, 5] }, result).outcome).toBe('LOSE');
    expect(settle({ ...bet, digits: [3, 6] }, result).outcome).toBe('LOSE');
  });
  it('group 6 wins on three different digits all picked, C(n, 3) combinations', () => {
    const bet: FiveDigitBet = { type: 'GROUP_6', segment: 'MIDDLE_3', digits: [0, 3, 5, 9], stake: 10n };
    expect(countFiveDigitCombinations(bet)).toBe(4);
    expect(costFiveDigitBet(bet)).toBe(40n);
    expect(settle(bet, result)).toEqual({ outcome: 'WIN', payout: 1630n });
    expect(settle({ ...bet, segment: 'FRONT_3' }, result).outcome).toBe('LOSE');
    expect(settle({ ...bet, digits: [0, 3, 9] }, result).outcome).toBe('LOSE');
  });
  it('group 2 pays 49× on two different digits in any order, never on a pair', () => {
    expect(settle({ type: 'GROUP_2', segment: 'FRONT_2', digits: [3, 4], stake: 10n }, result).outcome).toBe('LOSE');
    const bet: FiveDigitBet = { type: 'GROUP_2', segment: 'BACK_2', digits: [5, 4, 6], stake: 10n };
    expect(countFiveDigitCombinations(bet)).toBe(3);
    expect(settle(bet, [1, 2, 3, 4, 5]).payout).toBe(490n);
    expect(settle(bet, [1, 2, 3, 5, 4]).payout).toBe(490n);
  });
  it('classifies three digits', () => {
    expect(classifyThreeDigits([7, 7, 7])).toBe('TRIPLE');
    expect(classifyThreeDigits([7, 1, 7])).toBe('GROUP_3');
    expect(classifyThreeDigits([7, 1, 2])).toBe('GROUP_6');
  });
  it('refuses malformed bets', () => {
    expect(checkFiveDigitBet({ type: 'GROUP_6', segment: 'BACK_3', digits: [1, 2], stake: 1n })).toMatch(/at least 3/);
    expect(checkFiveDigitBet({ type: 'GROUP_3', segment: 'BACK_3', digits: [1, 1], stake: 1n })).toMatch(/distinct/);
    expect(checkFiveDigitBet({ type: 'GROUP_2', segment: 'BACK_3' as 'BACK_2', digits: [1, 2], stake: 1n })).toMatch(
      /does not apply/,
    );
    expect(checkFiveDigitBet({ type: 'STRAIGHT', segment: 'BACK_2', digits: [[1]], stake: 1n })).toMatch(
      /2 digit sets/,
    );
    expect(checkFiveDigitBet({ type: 'POSITION_BIG', position: 5, stake: 1n })).toMatch(/position/);
    expect(checkFiveDigitBet({ type: 'POSITION_DIGIT', position: 1, digits: [10], stake: 1n })).toMatch(/digits/);
    expect(checkFiveDigitBet({ type: 'SUM_ODD', stake: -1n })).toMatch(/stake/);
  });
});

describe('5-digit returns, exact by enumeration', () => {
  const returnOver = (bet: FiveDigitBet, results: FiveDigitResult[]): number => {
    const paid = results.reduce((total, result) => total + evaluateFiveDigitBet({ bet, result }).payout, 0n);
    return Number(paid) / (results.length * Number(costFiveDigitBet(bet)));
  };
  // Every back-3 outcome with the front two fixed, and every 5-digit result for the sums.
  const back3 = Array.from({ length: 1000 }, (_, n) => [0, 0, Math.floor(n / 100), Math.floor(n / 10) % 10, n % 10]);
  const all = Array.from({ length: 100_000 }, (_, n) => String(n).padStart(5, '0').split('').map(Number));
  it('returns about 98% on the combinations and 99% on the sides', () => {
    expect(returnOver({ type: 'GROUP_3', segment: 'BACK_3', digits: [1, 2, 3], stake: 1000n }, back3)).toBeCloseTo(
      0.978,
      6,
    );
    expect(returnOver({ type: 'GROUP_6', segment: 'BACK_3', digits: [1, 2, 3, 4], stake: 1000n }, back3)).toBeCloseTo(
      0.978,
      6,
    );
    expect(
      returnOver({ type: 'STRAIGHT', segment: 'BACK_3', digits: [[1], [2], [3]], stake: 1000n }, back3),
    ).toBeCloseTo(0.98, 6);
    expect(returnOver({ type: 'GROUP_2', segment: 'BACK_2', digits: [1, 2, 3], stake: 1000n }, back3)).toBeCloseTo(
      0.98,
      6,
    );
    for (const type of ['SUM_BIG', 'SUM_SMALL', 'SUM_ODD', 'SUM_EVEN'] as const)
      expect(returnOver({ type, stake: 1000n }, all)).toBeCloseTo(0.99, 6);
  });
});

describe('5-digit worst case', () => {
  it('bounds the payout by the odds of its one winning combination', () => {
    expect(maxFiveDigitPayout({ type: 'STRAIGHT', segment: 'BACK_2', digits: [[1, 2], [3]], stake: 10n })).toBe(980n);
    expect(maxFiveDigitPayout({ type: 'STRAIGHT', segment: 'BACK_3', digits: [[1], [2], [3]], stake: 10n })).toBe(
      9800n,
    );
    expect(maxFiveDigitPayout({ type: 'GROUP_6', segment: 'BACK_3', digits: [1, 2, 3, 4], stake: 10n })).toBe(1630n);
    expect(maxFiveDigitPayout({ type: 'SUM_BIG', stake: 10n })).toBe(19n);
  });
});
