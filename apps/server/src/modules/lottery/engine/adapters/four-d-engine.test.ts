import { describe, expect, it } from 'vitest';
import { createDrawStream } from '../draw-stream.ts';
import { drawFourD, evaluateFourDBet, type FourDBet, type FourDResult } from '../four-d.ts';
import { expectRefusal, jsonRoundTrip, pick, placeAndSettle, seededRandomInt } from './adapter-test-support.ts';
import { fourDEngine } from './four-d-engine.ts';

const series = (prefix: string): string[] => Array.from({ length: 9 }, (_, i) => `${prefix}00${i + 1}`);
const RESULT: FourDResult = {
  first: '1234',
  second: '5678',
  third: '9012',
  starter: ['4321', ...series('2')], // 4321 is an order of the first prize; 2001..2009
  consolation: ['0007', ...series('3')], // 3001..3009
};
const play = (betType: string, number: string) =>
  placeAndSettle({ engine: fourDEngine, selection: pick(betType, [[number]]), result: RESULT });
const price = (selection: ReturnType<typeof pick>) =>
  fourDEngine.price({ selection, odds: fourDEngine.defaultOdds(null), variant: null });

describe('4D adapter: payouts from a fixed result (stake 100 per unit)', () => {
  const tiers: [string, string, bigint, bigint][] = [
    ['1st', '1234', 250_000n, 350_000n], // Big 2500, Small 3500 per unit
    ['2nd', '5678', 100_000n, 200_000n],
    ['3rd', '9012', 50_000n, 100_000n],
    ['starter', '2005', 18_000n, 0n], // Small pays nothing below 3rd
    ['consolation', '3009', 6_000n, 0n],
    ['no prize', '9999', 0n, 0n],
  ];
  it.each(tiers)('Big vs Small on the %s tier (%s)', (_tier, number, big, small) => {
    expect(play('BIG_STRAIGHT', number).settled).toEqual({ outcome: big > 0n ? 'WIN' : 'LOSE', payout: big });
    expect(play('SMALL_STRAIGHT', number).settled).toEqual({ outcome: small > 0n ? 'WIN' : 'LOSE', payout: small });
  });

  it('pays each covered number of a box, an i-Box share and a roll', () => {
    // 1234 is 1st and 4321 a starter: both orders win.
    expect(play('BIG_BOX', '1234')).toMatchObject({
      priced: { combinations: 24, cost: 2_400n },
      settled: { payout: 268_000n },
    });
    expect(play('SMALL_BOX', '1234').settled.payout).toBe(350_000n);
    // One stake of 100 over 24 orders: 100 × 2500 / 24 = 10,416 (down) + 100 × 180 / 24 = 750.
    expect(play('BIG_IBOX', '1234')).toMatchObject({
      priced: { combinations: 24, cost: 100n },
      settled: { payout: 11_166n },
    });
    // 200R: 2000–2009, of which 2001–2009 are starters.
    expect(play('BIG_ROLL', '200R')).toMatchObject({
      priced: { combinations: 10, cost: 1_000n },
      settled: { payout: 162_000n },
    });
    expect(play('SMALL_ROLL', '200R').settled.outcome).toBe('LOSE');
  });

  it('exposes every covered number at its best payout, keyed by bet type', () => {
    const roll = price(pick('BIG_ROLL', [['12R4']]));
    expect(roll.exposures.map((e) => e.key)).toEqual(Array.from({ length: 10 }, (_, d) => `BIG_ROLL:12${d}4`));
    expect(roll.exposures.every((e) => e.amount === 250_000n)).toBe(true);
    expect(roll.stored).toEqual({
      kind: 'ROLL',
      size: 'BIG',
      number: '12R4',
      covered: roll.exposures.map((e) => e.key.slice(9)),
      stake: '100',
    });
    const ibox = price(pick('SMALL_IBOX', [['1123']]));
    expect(ibox.exposures).toHaveLength(12);
    expect(ibox.exposures[0].amount).toBe(29_166n); // 100 × 3500 / 12
    expect(price(pick('BIG_BOX', [['1234']])).maxPayout).toBe(640_000n); // 23 winners: 2500 + 1000 + 500 + 10 × 180 + 10 × 60
  });
});

describe('4D adapter: the settler on stored covered numbers agrees with the engine', () => {
  it('pays what evaluateFourDBet pays for random bets of every type, half of them on winning numbers', () => {
    const randomInt = seededRandomInt('4d-cross');
    let wins = 0;
    for (let draw = 0; draw < 30; draw += 1) {
      const result = drawFourD(createDrawStream({ seed: '4d-cross', drawId: String(draw) }));
      const winners = [result.first, result.second, result.third, ...result.starter, ...result.consolation];
      const settle = fourDEngine.createSettler({ result, odds: {}, variant: null });
      for (const betType of fourDEngine.betTypes(null)) {
        const [[quick]] = fourDEngine.quickPick({ betType, variant: null, randomInt });
        const winner = winners[randomInt(23)];
        // A winning number itself (or an order of it, or it with one digit rolled), unless it is four of a kind.
        const number =
          randomInt(2) === 0 || new Set(winner).size === 1
            ? quick
            : betType.endsWith('ROLL')
              ? `R${winner.slice(1)}`
              : winner;
        const selection = pick(betType, [[number]], BigInt(1 + randomInt(5000)));
        const { stored } = fourDEngine.price({ selection, odds: {}, variant: null });
        const [size, kind] = betType.split('_') as [FourDBet['size'], FourDBet['kind']];
        const expected = evaluateFourDBet({ bet: { kind, size, number, stake: selection.unitStake }, result });
        expect(settle(jsonRoundTrip(stored))).toEqual(expected);
        if (expected.payout > 0n) wins += 1;
      }
    }
    expect(wins).toBeGreaterThan(50);
  });
});

describe('4D adapter: refusals', () => {
  it('refuses bad types, numbers and stakes with their codes', () => {
    for (const betType of ['HUGE_STRAIGHT', 'BIG', 'BIG_PERM', 'STRAIGHT'])
      expectRefusal(() => price(pick(betType, [['1234']])), 'BAD_BET_TYPE');
    for (const bad of ['123', '12345', 'abcd', '12R4'])
      expectRefusal(() => price(pick('BIG_STRAIGHT', [[bad]])), 'BAD_PICK', /four digits/);
    expectRefusal(() => price(pick('BIG_BOX', [['7777']])), 'BAD_PICK', /bet it straight/);
    expectRefusal(() => price(pick('SMALL_IBOX', [['7777']])), 'BAD_PICK', /bet it straight/);
    for (const bad of ['1234', '1RR4', '12r4', 'R23'])
      expectRefusal(() => price(pick('BIG_ROLL', [[bad]])), 'BAD_PICK', /exactly one R/);
    expectRefusal(() => price(pick('BIG_STRAIGHT', [['1234', '5678']])), 'BAD_PICK', /one number/);
    expectRefusal(() => price(pick('BIG_STRAIGHT', [['1234']], 100n, { position: 0 })), 'BAD_PICK', /position/);
    expectRefusal(() => price(pick('BIG_STRAIGHT', [['1234']], 0n)), 'BAD_STAKE');
    expectRefusal(() => price(pick('BIG_STRAIGHT', [['1234']], 100n, { points: 10 })), 'BAD_STAKE');
  });
});

describe('4D adapter: results, odds and quick picks', () => {
  it('checks results: 23 distinct four-digit numbers in their tiers', () => {
    expect(fourDEngine.isWellFormedResult({ result: RESULT, variant: null })).toBe(true);
    const broken: unknown[] = [
      null,
      [],
      { ...RESULT, second: '1234' },
      { ...RESULT, starter: RESULT.starter.slice(1) },
      { ...RESULT, third: '90123' },
      { ...RESULT, first: 1234 },
      { ...RESULT, consolation: [...RESULT.consolation.slice(1), '5678'] },
      { ...RESULT, starter: undefined },
    ];
    for (const result of broken) {
      expect(fourDEngine.isWellFormedResult({ result, variant: null })).toBe(false);
      expect(() => fourDEngine.createSettler({ result, odds: {}, variant: null })).toThrow(RangeError);
    }
  });

  it('describes a result: the 23 numbers and the board tier by tier', () => {
    const view = fourDEngine.describeResult({ result: RESULT, variant: null });
    expect(view.numbers).toHaveLength(23);
    expect(view.numbers.slice(0, 4)).toEqual(['1234', '5678', '9012', '4321']);
    expect(view.board?.map((tier) => [tier.prize, tier.numbers.length])).toEqual([
      ['first', 1],
      ['second', 1],
      ['third', 1],
      ['starter', 10],
      ['consolation', 10],
    ]);
  });

  it('merges odds per size, allows unpaid tiers, and refuses bad keys and inverted tiers by name', () => {
    const merged = fourDEngine.parseOdds(null, { BIG: { FIRST: '2600000' }, SMALL: { STARTER: 10_000 } });
    expect(merged).toMatchObject({
      BIG: { FIRST: 2_600_000, SECOND: 1_000_000 },
      SMALL: { STARTER: 10_000, CONSOLATION: 0 },
    });
    expect(
      placeAndSettle({
        engine: fourDEngine,
        selection: pick('SMALL_STRAIGHT', [['2005']]),
        result: RESULT,
        odds: merged,
      }).settled.payout,
    ).toBe(1_000n);
    expect(() => fourDEngine.parseOdds(null, { MEDIUM: {} })).toThrow(/MEDIUM/);
    expect(() => fourDEngine.parseOdds(null, { BIG: { FOURTH: 1 } })).toThrow(/BIG\.FOURTH/);
    expect(() => fourDEngine.parseOdds(null, { BIG: { STARTER: -1 } })).toThrow(/BIG\.STARTER/);
    expect(() => fourDEngine.parseOdds(null, { BIG: { STARTER: 1.5 } })).toThrow(/BIG\.STARTER/);
    expect(() => fourDEngine.parseOdds(null, { BIG: { FIRST: 0 } })).toThrow(/BIG\.FIRST/);
    expect(() => fourDEngine.parseOdds(null, { BIG: { CONSOLATION: 200_000 } })).toThrow(
      /BIG\.CONSOLATION .* more than BIG\.STARTER/,
    );
  });

  it('quick-picks valid numbers for every bet type, never a four-of-a-kind box', () => {
    const randomInt = seededRandomInt('4d-quick');
    for (const betType of fourDEngine.betTypes(null)) {
      for (let i = 0; i < 200; i += 1) {
        const picks = fourDEngine.quickPick({ betType, variant: null, randomInt });
        expect(() => price(pick(betType, picks))).not.toThrow();
      }
    }
    expectRefusal(() => fourDEngine.quickPick({ betType: 'BIG', variant: null, randomInt }), 'BAD_BET_TYPE');
  });
});
