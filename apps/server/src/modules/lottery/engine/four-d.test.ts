import { describe, expect, it } from 'vitest';
import { createDrawStream } from './draw-stream.ts';
import {
  checkFourDBet,
  costFourDBet,
  maxFourDPayout,
  drawFourD,
  evaluateFourDBet,
  expandFourDBet,
  permuteFourD,
  tierOf,
  type FourDBet,
  type FourDResult,
} from './four-d.ts';

const series = (prefix: string): string[] => Array.from({ length: 9 }, (_, i) => `${prefix}00${i + 1}`);
const RESULT: FourDResult = {
  first: '1234',
  second: '5678',
  third: '9012',
  starter: ['4321', ...series('2')], // 4321 is an order of the first prize; 2001..2009
  consolation: ['0007', ...series('3')], // 3001..3009
};
const settle = (bet: FourDBet) => evaluateFourDBet({ bet, result: RESULT });

describe('4D draw', () => {
  it('draws 23 distinct four-digit numbers, a pure function of (seed, drawId)', () => {
    const a = drawFourD(createDrawStream({ seed: 's', drawId: '4D-20261125' }));
    expect(a).toEqual(drawFourD(createDrawStream({ seed: 's', drawId: '4D-20261125' })));
    const all = [a.first, a.second, a.third, ...a.starter, ...a.consolation];
    expect(all).toHaveLength(23);
    expect(new Set(all).size).toBe(23);
    expect(all.every((n) => /^\d{4}$/.test(n))).toBe(true);
    expect(tierOf(a, a.starter[4])).toBe('STARTER');
  });
});

describe('4D Big and Small on each tier', () => {
  const cases: [string, bigint, bigint][] = [
    ['1234', 250_000n, 350_000n], // 1st: Big 2500, Small 3500 per unit
    ['5678', 100_000n, 200_000n], // 2nd: 1000 / 2000
    ['9012', 50_000n, 100_000n], // 3rd: 500 / 1000
    ['2005', 18_000n, 0n], // starter: Big 180, Small nothing
    ['3009', 6_000n, 0n], // consolation: Big 60, Small nothing
    ['9999', 0n, 0n],
  ];
  it.each(cases)('%s pays Big %d and Small %d on a stake of 100', (number, big, small) => {
    expect(settle({ kind: 'STRAIGHT', size: 'BIG', number, stake: 100n }).payout).toBe(big);
    expect(settle({ kind: 'STRAIGHT', size: 'SMALL', number, stake: 100n })).toEqual({
      outcome: small > 0n ? 'WIN' : 'LOSE',
      payout: small,
    });
  });
});

describe('4D box, i-Box and roll', () => {
  it('counts 24, 12, 6, 4 orders', () => {
    expect(permuteFourD('1234')).toHaveLength(24);
    expect(permuteFourD('1123')).toHaveLength(12);
    expect(permuteFourD('1122')).toHaveLength(6);
    expect(permuteFourD('7000')).toHaveLength(4);
    expect(permuteFourD('7777')).toHaveLength(1);
    expect(checkFourDBet({ kind: 'IBOX', size: 'BIG', number: '7777', stake: 1n })).toMatch(/straight/);
  });

  it('divides the i-Box stake across the orders; a box pays each order at the full stake and costs 24 stakes', () => {
    const ibox: FourDBet = { kind: 'IBOX', size: 'BIG', number: '1234', stake: 240n };
    expect(costFourDBet(ibox)).toBe(240n);
    // 1234 is 1st and 4321 a starter: 240 × 2500 / 24 + 240 × 180 / 24.
    expect(settle(ibox)).toEqual({ outcome: 'WIN', payout: 25_000n + 1_800n });
    const box: FourDBet = { kind: 'BOX', size: 'BIG', number: '1234', stake: 10n };
    expect(costFourDBet(box)).toBe(240n);
    expect(settle(box).payout).toBe(26_800n);
    // Small pays the 1st order only.
    expect(settle({ ...ibox, size: 'SMALL' }).payout).toBe(35_000n);
    // A 4-way i-Box hit on a consolation: 100 × 60 / 4.
    expect(settle({ kind: 'IBOX', size: 'BIG', number: '7000', stake: 100n }).payout).toBe(1_500n);
    // One rounding down over the whole share: 7 × 2500 / 24 = 729.17.
    expect(settle({ kind: 'IBOX', size: 'BIG', number: '4312', stake: 7n }).payout).toBe(729n + 52n);
  });

  it('expands a roll into its ten numbers, each at the full stake', () => {
    const roll: FourDBet = { kind: 'ROLL', size: 'BIG', number: '12R4', stake: 10n };
    expect(expandFourDBet(roll)).toEqual([
      '1204',
      '1214',
      '1224',
      '1234',
      '1244',
      '1254',
      '1264',
      '1274',
      '1284',
      '1294',
    ]);
    expect(costFourDBet(roll)).toBe(100n);
    expect(settle(roll).payout).toBe(25_000n);
    // R001 covers 2001 (starter) and 3001 (consolation).
    expect(settle({ kind: 'ROLL', size: 'BIG', number: 'R001', stake: 10n }).payout).toBe(1_800n + 600n);
    expect(settle({ kind: 'ROLL', size: 'SMALL', number: 'R001', stake: 10n }).outcome).toBe('LOSE');
    expect(checkFourDBet({ kind: 'ROLL', size: 'BIG', number: 'RR01', stake: 1n })).toMatch(/exactly one R/);
    expect(checkFourDBet({ kind: 'STRAIGHT', size: 'BIG', number: '12R4', stake: 1n })).toMatch(/four digits/);
  });
});

describe('4D worst case', () => {
  it('adds the best tiers, one per covered number', () => {
    expect(maxFourDPayout({ kind: 'STRAIGHT', size: 'BIG', number: '1234', stake: 1n })).toBe(2500n);
    // Ten roll numbers: 1st, 2nd, 3rd and seven starters.
    expect(maxFourDPayout({ kind: 'ROLL', size: 'BIG', number: '12R4', stake: 1n })).toBe(
      2500n + 1000n + 500n + 7n * 180n,
    );
    // 24 orders cover all 23 prizes: 2500 + 1000 + 500 + 10 × 180 + 10 × 60, divided by 24 for an i-Box.
    expect(maxFourDPayout({ kind: 'BOX', size: 'BIG', number: '1234', stake: 1n })).toBe(6400n);
    expect(maxFourDPayout({ kind: 'IBOX', size: 'SMALL', number: '1234', stake: 24n })).toBe(3500n + 2000n + 1000n);
  });
});
