import { describe, expect, it } from 'vitest';
import { expectRefusal, pick, placeAndSettle, seededRandomInt } from './adapter-test-support.ts';
import { threeDigitEngine } from './three-digit-engine.ts';

const play = (betType: string, value: string, result: number[]) =>
  placeAndSettle({ engine: threeDigitEngine, selection: pick(betType, [[value]]), result });
const price = (selection: ReturnType<typeof pick>) =>
  threeDigitEngine.price({ selection, odds: threeDigitEngine.defaultOdds(null), variant: null });

describe('3D adapter: payouts from fixed results (stake 100)', () => {
  it('pays a straight only in order', () => {
    expect(play('STRAIGHT', '407', [4, 0, 7])).toMatchObject({
      priced: { cost: 100n, combinations: 1 },
      settled: { outcome: 'WIN', payout: 98_000n },
    });
    expect(play('STRAIGHT', '047', [4, 0, 7]).settled).toEqual({ outcome: 'LOSE', payout: 0n });
  });

  it('pays a box by its permutations: 6-way 163×, 3-way 326×', () => {
    expect(play('BOX', '047', [4, 0, 7]).settled.payout).toBe(16_300n);
    expect(play('BOX', '740', [4, 0, 7]).settled.payout).toBe(16_300n);
    expect(play('BOX', '477', [7, 4, 7]).settled.payout).toBe(32_600n);
    expect(play('BOX', '477', [4, 0, 7]).settled.outcome).toBe('LOSE');
  });

  it('pays a sum floor(980 / ways): 11 has 69 ways, 7 has 36, 0 has one', () => {
    expect(play('SUM', '11', [4, 0, 7]).settled.payout).toBe(1_420n); // 100 × 14.202
    expect(play('SUM', '07', [4, 0, 3]).settled.payout).toBe(2_722n); // 100 × 27.222
    expect(play('SUM', '0', [0, 0, 0]).settled.payout).toBe(98_000n);
    expect(play('SUM', '12', [4, 0, 7]).settled.outcome).toBe('LOSE');
    expect(price(pick('SUM', [['07']])).stored).toEqual({ type: 'SUM', sum: 7, stake: '100' });
  });

  it('exposes a straight on its number, a box on its sorted digits, a sum on its sum', () => {
    expect(price(pick('STRAIGHT', [['407']])).exposures).toEqual([{ key: 'STRAIGHT:407', amount: 98_000n }]);
    expect(price(pick('BOX', [['740']])).exposures).toEqual([{ key: 'BOX:047', amount: 16_300n }]);
    expect(price(pick('SUM', [['11']])).exposures).toEqual([{ key: 'SUM:11', amount: 1_420n }]);
  });
});

describe('3D adapter: refusals', () => {
  it('refuses bad types, numbers, sums and stakes with their codes', () => {
    expectRefusal(() => price(pick('PERM', [['123']])), 'BAD_BET_TYPE');
    for (const bad of ['47', '0477', 'abc', '4 7'])
      expectRefusal(() => price(pick('STRAIGHT', [[bad]])), 'BAD_PICK', /three-digit/);
    expectRefusal(() => price(pick('BOX', [['777']])), 'BAD_PICK', /bet it straight/);
    expectRefusal(() => price(pick('STRAIGHT', [['123', '456']])), 'BAD_PICK', /one number/);
    expectRefusal(() => price(pick('STRAIGHT', [])), 'BAD_PICK', /one group/);
    expectRefusal(() => price(pick('SUM', [['28']])), 'BAD_PICK', /0 to 27/);
    for (const bad of ['-1', '100', 'x']) expectRefusal(() => price(pick('SUM', [[bad]])), 'BAD_PICK', /0 to 27/);
    expectRefusal(() => price(pick('SUM', [['1']], 0n)), 'BAD_STAKE');
    expectRefusal(() => price(pick('SUM', [['1']], 100n, { points: 0 })), 'BAD_STAKE');
  });
});

describe('3D adapter: results, odds and quick picks', () => {
  it('checks and describes results', () => {
    for (const result of [null, [1, 2], [1, 2, 10], ['1', 2, 3], [1, 2, 3, 4], { 0: 1, 1: 2, 2: 3 }]) {
      expect(threeDigitEngine.isWellFormedResult({ result, variant: null })).toBe(false);
      expect(() => threeDigitEngine.createSettler({ result, odds: {}, variant: null })).toThrow(RangeError);
    }
    expect(threeDigitEngine.describeResult({ result: [4, 0, 7], variant: null })).toEqual({
      numbers: ['4', '0', '7'],
      facts: { sum: 11 },
    });
  });

  it('merges odds and refuses bad keys by name', () => {
    const merged = threeDigitEngine.parseOdds(null, { sumBase: 990_000 });
    expect(
      placeAndSettle({ engine: threeDigitEngine, selection: pick('SUM', [['0']]), result: [0, 0, 0], odds: merged })
        .settled.payout,
    ).toBe(99_000n);
    expect(() => threeDigitEngine.parseOdds(null, { box2Way: 1 })).toThrow(/box2Way/);
    expect(() => threeDigitEngine.parseOdds(null, { straight: 0 })).toThrow(/straight/);
    expect(() => threeDigitEngine.parseOdds(null, 'x')).toThrow(RangeError);
  });

  it('quick-picks valid numbers and sums, never a triple box', () => {
    const randomInt = seededRandomInt('3d-quick');
    const sums = new Set<string>();
    for (const betType of ['STRAIGHT', 'BOX', 'SUM']) {
      for (let i = 0; i < 300; i += 1) {
        const picks = threeDigitEngine.quickPick({ betType, variant: null, randomInt });
        expect(() => price(pick(betType, picks))).not.toThrow();
        if (betType === 'SUM') sums.add(picks[0][0]);
      }
    }
    expect(sums.size).toBe(28);
    expectRefusal(() => threeDigitEngine.quickPick({ betType: 'PERM', variant: null, randomInt }), 'BAD_BET_TYPE');
  });
});
