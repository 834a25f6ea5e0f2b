import { describe, expect, it } from 'vitest';
import type { LotterySelection } from '../lottery-engine.ts';
import { expectRefusal, pick, placeAndSettle, seededRandomInt } from './adapter-test-support.ts';
import { fiveDigitEngine } from './five-digit-engine.ts';

const play = (selection: LotterySelection, result: number[]) =>
  placeAndSettle({ engine: fiveDigitEngine, selection, result });
const price = (selection: LotterySelection) =>
  fiveDigitEngine.price({ selection, odds: fiveDigitEngine.defaultOdds(null), variant: null });
const at = (betType: string, position: number, picks: string[][] = []) => pick(betType, picks, 100n, { position });
const on = (betType: string, segment: string, picks: string[][]) => pick(betType, picks, 100n, { segment });

describe('5D adapter: payouts from fixed results (stake 100 per combination)', () => {
  it('settles the sums: big from 23, small to 22, odd and even', () => {
    expect(play(pick('SUM_SMALL', []), [1, 2, 3, 4, 5]).settled).toEqual({ outcome: 'WIN', payout: 198n }); // 15
    expect(play(pick('SUM_ODD', []), [1, 2, 3, 4, 5]).settled.payout).toBe(198n);
    expect(play(pick('SUM_BIG', []), [1, 2, 3, 4, 5]).settled.outcome).toBe('LOSE');
    expect(play(pick('SUM_BIG', []), [9, 9, 5, 0, 0]).settled.payout).toBe(198n); // exactly 23
    expect(play(pick('SUM_SMALL', []), [9, 9, 5, 0, 0]).settled.outcome).toBe('LOSE');
    expect(play(pick('SUM_SMALL', []), [9, 9, 4, 0, 0]).settled.payout).toBe(198n); // exactly 22
    expect(play(pick('SUM_EVEN', []), [9, 9, 4, 0, 0]).settled.payout).toBe(198n);
  });

  it('settles positional bets', () => {
    expect(play(at('POSITION_DIGIT', 0, [['7', '1']]), [1, 2, 3, 4, 5])).toMatchObject({
      priced: { combinations: 2, cost: 200n },
      settled: { payout: 980n },
    });
    expect(play(at('POSITION_DIGIT', 1, [['7', '1']]), [1, 2, 3, 4, 5]).settled.outcome).toBe('LOSE');
    expect(play(at('POSITION_BIG', 4), [1, 2, 3, 4, 5]).settled.payout).toBe(198n);
    expect(play(at('POSITION_SMALL', 4), [1, 2, 3, 4, 5]).settled.outcome).toBe('LOSE');
    expect(play(at('POSITION_EVEN', 1), [1, 2, 3, 4, 5]).settled.payout).toBe(198n);
    expect(play(at('POSITION_ODD', 1), [1, 2, 3, 4, 5]).settled.outcome).toBe('LOSE');
  });

  it('settles compound straights and the groups', () => {
    expect(play(on('STRAIGHT', 'FRONT_3', [['2', '1'], ['2'], ['3', '9']]), [1, 2, 3, 4, 5])).toMatchObject({
      priced: { combinations: 4, cost: 400n },
      settled: { outcome: 'WIN', payout: 98_000n },
    });
    expect(play(on('STRAIGHT', 'BACK_2', [['4'], ['5']]), [1, 2, 3, 4, 5]).settled.payout).toBe(9_800n);
    expect(play(on('STRAIGHT', 'MIDDLE_3', [['2'], ['3'], ['5']]), [1, 2, 3, 4, 5]).settled.outcome).toBe('LOSE');
    expect(play(on('GROUP_6', 'BACK_3', [['3', '4', '5', '7']]), [1, 2, 3, 4, 5])).toMatchObject({
      priced: { combinations: 4, cost: 400n },
      settled: { payout: 16_300n },
    });
    expect(play(on('GROUP_3', 'FRONT_3', [['1', '2']]), [1, 2, 2, 4, 5])).toMatchObject({
      priced: { combinations: 2, cost: 200n },
      settled: { payout: 32_600n },
    });
    expect(play(on('GROUP_6', 'FRONT_3', [['1', '2', '3']]), [1, 2, 2, 4, 5]).settled.outcome).toBe('LOSE'); // a pair is group 3
    expect(play(on('GROUP_2', 'BACK_2', [['4', '5', '8']]), [1, 2, 3, 5, 4])).toMatchObject({
      priced: { combinations: 3 },
      settled: { payout: 4_900n },
    });
    expect(play(on('GROUP_2', 'BACK_2', [['4', '5']]), [1, 2, 3, 4, 4]).settled.outcome).toBe('LOSE');
  });

  it('exposes every covered combination once, at the single-combination payout', () => {
    const keys = (selection: LotterySelection) => price(selection).exposures.map((e) => e.key);
    const straight = price(on('STRAIGHT', 'FRONT_3', [['1', '2'], ['2'], ['3', '9']]));
    expect(straight.exposures.map((e) => e.key)).toEqual([
      'STRAIGHT:FRONT_3:123',
      'STRAIGHT:FRONT_3:129',
      'STRAIGHT:FRONT_3:223',
      'STRAIGHT:FRONT_3:229',
    ]);
    expect(straight.exposures.every((e) => e.amount === 98_000n && e.amount === straight.maxPayout)).toBe(true);
    expect(keys(on('GROUP_3', 'MIDDLE_3', [['6', '2']]))).toEqual(['GROUP_3:MIDDLE_3:226', 'GROUP_3:MIDDLE_3:266']);
    expect(keys(on('GROUP_2', 'BACK_2', [['1', '5', '8']]))).toEqual([
      'GROUP_2:BACK_2:15',
      'GROUP_2:BACK_2:18',
      'GROUP_2:BACK_2:58',
    ]);
    expect(keys(on('GROUP_6', 'BACK_3', [['1', '3', '5', '7']]))).toHaveLength(4);
    expect(keys(at('POSITION_DIGIT', 0, [['3', '7']]))).toEqual(['POSITION_DIGIT:0:3', 'POSITION_DIGIT:0:7']);
    expect(keys(at('POSITION_BIG', 4))).toEqual(['POSITION_BIG:4']);
    expect(keys(pick('SUM_BIG', []))).toEqual(['SUM_BIG']);
    const full = Array.from({ length: 3 }, () => ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(new Set(keys(on('STRAIGHT', 'BACK_3', full))).size).toBe(1000);
  });
});

describe('5D adapter: refusals', () => {
  it('refuses bad types, placements, digits and stakes with their codes', () => {
    expectRefusal(() => price(pick('GROUP_4', [['1']])), 'BAD_BET_TYPE');
    expectRefusal(() => price(pick('POSITION_DIGIT', [['1']])), 'BAD_PICK', /position 0/);
    for (const position of [5, -1, 1.5])
      expectRefusal(() => price(at('POSITION_BIG', position)), 'BAD_PICK', /position/);
    expectRefusal(() => price(at('POSITION_DIGIT', 0, [['10']])), 'BAD_PICK', /single digits/);
    expectRefusal(() => price(at('POSITION_DIGIT', 0, [['1', '1']])), 'BAD_PICK', /twice/);
    expectRefusal(() => price(at('POSITION_DIGIT', 0, [[]])), 'BAD_PICK', /at least 1/);
    expectRefusal(() => price(at('POSITION_BIG', 0, [['1']])), 'BAD_PICK', /no picks/);
    expectRefusal(() => price(at('SUM_BIG', 0)), 'BAD_PICK', /no position/);
    expectRefusal(() => price(on('STRAIGHT', 'FRONT_3', [['1'], ['2']])), 'BAD_PICK', /3 groups/);
    expectRefusal(() => price(on('STRAIGHT', 'FRONT_4', [['1'], ['2']])), 'BAD_PICK', /segment/);
    expectRefusal(() => price(on('STRAIGHT', 'constructor', [['1']])), 'BAD_PICK', /segment/);
    expectRefusal(() => price(pick('STRAIGHT', [['1'], ['2']])), 'BAD_PICK', /segment/);
    expectRefusal(() => price(on('GROUP_2', 'FRONT_3', [['1', '2']])), 'BAD_PICK', /does not apply/);
    expectRefusal(() => price(on('GROUP_6', 'FRONT_3', [['1', '2']])), 'BAD_PICK', /at least 3/);
    expectRefusal(() => price({ ...on('GROUP_3', 'FRONT_3', [['1', '2']]), position: 0 }), 'BAD_PICK', /no position/);
    expectRefusal(() => price(pick('SUM_BIG', [], -1n)), 'BAD_STAKE');
    expectRefusal(() => price(pick('SUM_BIG', [], 100n, { points: 3 })), 'BAD_STAKE');
  });
});

describe('5D adapter: results, odds and quick picks', () => {
  it('checks and describes results', () => {
    for (const result of [
      null,
      {},
      [1, 2, 3, 4],
      [1, 2, 3, 4, 10],
      [1, 2, 3, 4, '5'],
      [1, 2, 3, 4, 5.5],
      [1, 2, 3, 4, -1],
    ]) {
      expect(fiveDigitEngine.isWellFormedResult({ result, variant: null })).toBe(false);
      expect(() => fiveDigitEngine.createSettler({ result, odds: {}, variant: null })).toThrow(RangeError);
    }
    expect(fiveDigitEngine.describeResult({ result: [9, 9, 5, 0, 0], variant: null })).toEqual({
      numbers: ['9', '9', '5', '0', '0'],
      facts: { sum: 23, sumBigSmall: 'BIG', sumOddEven: 'ODD' },
    });
    expect(fiveDigitEngine.describeResult({ result: [9, 9, 4, 0, 0], variant: null }).facts).toEqual({
      sum: 22,
      sumBigSmall: 'SMALL',
      sumOddEven: 'EVEN',
    });
  });

  it('merges odds over the defaults and refuses bad keys by name', () => {
    const merged = fiveDigitEngine.parseOdds(null, { straight3: '990000' });
    expect(merged).toMatchObject({ straight3: 990_000, straight2: 98_000 });
    expect(
      placeAndSettle({
        engine: fiveDigitEngine,
        selection: on('STRAIGHT', 'FRONT_3', [['1'], ['2'], ['3']]),
        result: [1, 2, 3, 4, 5],
        odds: merged,
      }).settled.payout,
    ).toBe(99_000n);
    expect(() => fiveDigitEngine.parseOdds(null, { straight4: 1 })).toThrow(/straight4/);
    for (const bad of [0, -1, 1.5, ''])
      expect(() => fiveDigitEngine.parseOdds(null, { group6: bad })).toThrow(/group6/);
  });

  it('quick-picks the smallest valid selection of every bet type', () => {
    const randomInt = seededRandomInt('5d-quick');
    const placement: Record<string, Partial<LotterySelection>[]> = {
      POSITION_DIGIT: [0, 1, 2, 3, 4].map((position) => ({ position })),
      STRAIGHT: ['FRONT_3', 'MIDDLE_3', 'BACK_3'].map((segment) => ({ segment })),
      GROUP_2: [{ segment: 'FRONT_2' }, { segment: 'BACK_2' }],
      GROUP_3: [{ segment: 'MIDDLE_3' }],
      GROUP_6: [{ segment: 'FRONT_3' }],
    };
    for (const betType of fiveDigitEngine.betTypes(null)) {
      for (let i = 0; i < 100; i += 1) {
        const picks = fiveDigitEngine.quickPick({ betType, variant: null, randomInt });
        const options = placement[betType] ?? [betType.startsWith('POSITION') ? { position: i % 5 } : {}];
        const selection = pick(betType, picks, 100n, options[i % options.length]);
        expect(price(selection).combinations).toBe(betType === 'GROUP_3' ? 2 : 1); // two digits: 112 and 122
      }
    }
  });
});
