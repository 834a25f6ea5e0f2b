import { describe, expect, it } from 'vitest';
import type { KenoResult } from '../keno.ts';
import { expectRefusal, pick, placeAndSettle, seededRandomInt, sumByKey } from './adapter-test-support.ts';
import { kenoEngine } from './keno-engine.ts';

const board = (drawOrder: number[]): KenoResult => ({ drawOrder, numbers: [...drawOrder].sort((a, b) => a - b) });
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
// 1–10 and 71–80: sum 55 + 755 = 810 exactly, 10 in 1–40 and 10 odd.
const TIE_BOARD = board([...range(71, 80), ...range(1, 10)].reverse());
// 61–80: sum 1410, none in 1–40, 10 odd.
const HIGH_BOARD = board(range(61, 80));

const play = (betType: string, picks: string[][] = [], result: KenoResult = TIE_BOARD) =>
  placeAndSettle({ engine: kenoEngine, selection: pick(betType, picks, 100n), result });
const price = (selection: ReturnType<typeof pick>) =>
  kenoEngine.price({ selection, odds: kenoEngine.defaultOdds(null), variant: null });

describe('Keno adapter: payouts from fixed results', () => {
  it('refunds big and small when the sum is exactly 810 and settles the other sides', () => {
    expect(play('SUM_BIG').settled).toEqual({ outcome: 'REFUND', payout: 100n });
    expect(play('SUM_SMALL').settled).toEqual({ outcome: 'REFUND', payout: 100n });
    expect(play('SUM_EVEN').settled).toEqual({ outcome: 'WIN', payout: 195n });
    expect(play('SUM_ODD').settled).toEqual({ outcome: 'LOSE', payout: 0n });
    expect(play('HALF_TIE').settled).toEqual({ outcome: 'WIN', payout: 430n });
    expect(play('UPPER').settled.outcome).toBe('LOSE');
    expect(play('ODD_EVEN_TIE').settled.payout).toBe(430n);
    expect(play('SUM_BIG', [], HIGH_BOARD).settled).toEqual({ outcome: 'WIN', payout: 195n });
    expect(play('SUM_SMALL', [], HIGH_BOARD).settled.outcome).toBe('LOSE');
    expect(play('LOWER', [], HIGH_BOARD).settled.payout).toBe(230n);
  });

  it('pays picks by spots and hits, numbers written "7" or "07" alike', () => {
    expect(play('PICK', [['3', '05', '72']])).toMatchObject({
      priced: { cost: 100n },
      settled: { outcome: 'WIN', payout: 4_000n },
    }); // 3 of 3: 40×
    expect(play('PICK', [['2', '9', '50']]).settled.payout).toBe(250n); // 2 of 3: 2.5×
    expect(play('PICK', [['3', '17', '44']]).settled.outcome).toBe('LOSE'); // 1 of 3 pays nothing
    expect(play('PICK', [range(11, 20).map(String)]).settled.payout).toBe(200n); // 10 spots, none drawn: 2×
    expect(play('PICK', [['07']]).settled.payout).toBe(380n);
  });

  it('stores picks as sorted numbers and exposes them on their sorted set, side bets on their side', () => {
    const priced = price(pick('PICK', [['44', '3', '17']]));
    expect(priced.stored).toEqual({ type: 'PICK', numbers: [3, 17, 44], stake: '100' });
    expect(priced.exposures).toEqual([{ key: 'PICK:3-17-44', amount: 4_000n }]);
    expect(priced.maxPayout).toBe(4_000n);
    const side = price(pick('SUM_BIG', []));
    expect(side.exposures).toEqual([{ key: 'SUM_BIG', amount: 195n }]);
    expect(sumByKey([priced, price(pick('PICK', [['17', '03', '44']])), side]).get('PICK:3-17-44')).toBe(8_000n);
  });
});

describe('Keno adapter: refusals', () => {
  it('refuses bad types, picks and stakes with their codes', () => {
    expectRefusal(() => price(pick('PICK_11', [['1']])), 'BAD_BET_TYPE');
    expectRefusal(() => price(pick('PICK', [range(1, 11).map(String)])), 'BAD_PICK', /1 to 10 numbers, got 11/);
    expectRefusal(() => price(pick('PICK', [[]])), 'BAD_PICK', /got 0/);
    expectRefusal(() => price(pick('PICK', [])), 'BAD_PICK', /one group/);
    for (const bad of ['81', '0', '00', '007', '7a', ' 7', '-1', '7.0'])
      expectRefusal(() => price(pick('PICK', [[bad]])), 'BAD_PICK', /1 to 80/);
    expectRefusal(() => price(pick('PICK', [['7', '07']])), 'BAD_PICK', /twice/);
    expectRefusal(() => price(pick('SUM_BIG', [['7']])), 'BAD_PICK', /no picks/);
    expectRefusal(() => price(pick('SUM_BIG', [], 100n, { segment: 'FRONT_2' })), 'BAD_PICK', /segment/);
    expectRefusal(() => price(pick('SUM_BIG', [], 0n)), 'BAD_STAKE');
    expectRefusal(() => price(pick('SUM_BIG', [], 100n, { points: 2 })), 'BAD_STAKE', /send 1/);
    expect(() => kenoEngine.price({ selection: pick('SUM_BIG', []), odds: {}, variant: 'MB' })).toThrow(RangeError);
  });
});

describe('Keno adapter: results, odds and quick picks', () => {
  it('checks results: 20 distinct numbers 1–80 in draw order, the same sorted in numbers', () => {
    expect(kenoEngine.isWellFormedResult({ result: TIE_BOARD, variant: null })).toBe(true);
    const broken: unknown[] = [
      null,
      [],
      board(range(1, 19)),
      board([...range(1, 19), 1]),
      board([...range(1, 19), 81]),
      board([...range(0, 19)]),
      { drawOrder: range(1, 20), numbers: range(1, 20).reverse() },
      { drawOrder: range(1, 20), numbers: range(2, 21) },
      { numbers: range(1, 20) },
      board([...range(1, 19), 20.5]),
      { drawOrder: range(1, 20).map(String), numbers: range(1, 20).map(String) },
    ];
    for (const result of broken) {
      expect(kenoEngine.isWellFormedResult({ result, variant: null })).toBe(false);
      expect(() => kenoEngine.createSettler({ result, odds: {}, variant: null })).toThrow(RangeError);
    }
  });

  it('describes a result: the 20 sorted numbers and the side-bet facts', () => {
    expect(kenoEngine.describeResult({ result: TIE_BOARD, variant: null })).toEqual({
      numbers: [...range(1, 10), ...range(71, 80)].map((n) => String(n).padStart(2, '0')),
      facts: {
        sum: 810,
        bigSmall: 'TIE',
        oddEven: 'EVEN',
        upperLower: 'TIE',
        moreOddEven: 'TIE',
        upperCount: 10,
        oddCount: 10,
      },
    });
    expect(kenoEngine.describeResult({ result: HIGH_BOARD, variant: null }).facts).toMatchObject({
      sum: 1410,
      bigSmall: 'BIG',
      upperLower: 'LOWER',
    });
  });

  it('merges pay-table rows and side odds over the defaults, refusing bad keys by name', () => {
    const merged = kenoEngine.parseOdds(null, { pick: { 1: [0, 3900] }, side: { SUM_BIG: '1960' } });
    expect(merged).toMatchObject({
      pick: { 1: [0, 3900], 2: [0, 1000, 9000] },
      side: { SUM_BIG: 1960, SUM_SMALL: 1950 },
    });
    expect(
      placeAndSettle({ engine: kenoEngine, selection: pick('PICK', [['1']]), result: TIE_BOARD, odds: merged }).settled
        .payout,
    ).toBe(390n);
    expect(() => kenoEngine.parseOdds(null, { bonus: 1 })).toThrow(/unknown odds key bonus/);
    expect(() => kenoEngine.parseOdds(null, { pick: { 11: [] } })).toThrow(/pick\.11/);
    expect(() => kenoEngine.parseOdds(null, { pick: { 2: [0, 1000] } })).toThrow(/pick\.2 must list 3 values/);
    expect(() => kenoEngine.parseOdds(null, { pick: { 2: [0, -1, 9000] } })).toThrow(/pick\.2\.1/);
    expect(() => kenoEngine.parseOdds(null, { pick: { 2: [0, 0, 0] } })).toThrow(/pick\.2 pays nothing/);
    expect(() => kenoEngine.parseOdds(null, { side: { SUM_HUGE: 1 } })).toThrow(/side\.SUM_HUGE/);
    expect(() => kenoEngine.parseOdds(null, { side: { UPPER: 0 } })).toThrow(/side\.UPPER/);
    expect(() => kenoEngine.parseOdds(null, { side: { UPPER: 2.5 } })).toThrow(/side\.UPPER/);
  });

  it('quick-picks 10 distinct numbers in random order, any prefix a valid pick; side bets take none', () => {
    const randomInt = seededRandomInt('keno-quick');
    const firsts = new Set<string>();
    for (let i = 0; i < 500; i += 1) {
      const [group] = kenoEngine.quickPick({ betType: 'PICK', variant: null, randomInt });
      expect(new Set(group).size).toBe(10);
      firsts.add(group[0]);
      const spots = 1 + (i % 10);
      expect(price(pick('PICK', [group.slice(0, spots)])).stored).toMatchObject({ type: 'PICK' });
    }
    expect(firsts.size).toBeGreaterThan(70); // 500 draws reach almost every number first
    expect(kenoEngine.quickPick({ betType: 'SUM_ODD', variant: null, randomInt })).toEqual([]);
    expectRefusal(() => kenoEngine.quickPick({ betType: 'BINGO', variant: null, randomInt }), 'BAD_BET_TYPE');
  });
});
