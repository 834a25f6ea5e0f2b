import { describe, expect, it } from 'vitest';
import { firstPeriodFrom, nextPeriod, periodContaining } from './contract-periods.ts';
import { applyRate, dividendRate, fitsUnder, parseTerms, tierRate, type Terms } from './contract-terms.ts';

const USD = { code: 'USD', symbol: '$', scale: 2 } as Parameters<typeof parseTerms>[1];
const wage = (...tiers: [bigint, number][]): Terms => ({
  kind: 'DAILY_WAGE',
  tiers: tiers.map(([minBet, rateBp]) => ({ minBet, rateBp })),
});
const iso = (period: { start: Date; end: Date }) => [period.start.toISOString(), period.end.toISOString()];

describe('contract terms', () => {
  it('parses money to minor units and refuses tiers that do not climb', () => {
    expect(
      parseTerms(
        {
          kind: 'HOURLY',
          tiers: [
            { minBet: '10', rateBp: 5 },
            { minBet: '10.50', rateBp: 5 },
          ],
        },
        USD,
      ),
    ).toEqual({
      kind: 'HOURLY',
      tiers: [
        { minBet: 1000n, rateBp: 5 },
        { minBet: 1050n, rateBp: 5 },
      ],
    });
    expect(() =>
      parseTerms(
        {
          kind: 'HOURLY',
          tiers: [
            { minBet: '10', rateBp: 5 },
            { minBet: '10', rateBp: 6 },
          ],
        },
        USD,
      ),
    ).toThrow(/higher thresholds/);
    expect(() =>
      parseTerms(
        {
          kind: 'HOURLY',
          tiers: [
            { minBet: '10', rateBp: 5 },
            { minBet: '20', rateBp: 4 },
          ],
        },
        USD,
      ),
    ).toThrow(/below the rate/);
    // Dividend tiers climb in both thresholds: more bet with fewer members is no higher tier.
    expect(() =>
      parseTerms(
        {
          kind: 'DIVIDEND',
          period: 'WEEKLY',
          tiers: [
            { minValidBet: '10', minActiveMembers: 5, rateBp: 5 },
            { minValidBet: '20', minActiveMembers: 4, rateBp: 6 },
          ],
        },
        USD,
      ),
    ).toThrow(/higher thresholds/);
  });

  it('takes the last tier met, and rounds payouts down', () => {
    const tiers = [
      { minBet: 100n, rateBp: 10 },
      { minBet: 1000n, rateBp: 20 },
    ];
    expect([tierRate(tiers, 99n), tierRate(tiers, 100n), tierRate(tiers, 999n), tierRate(tiers, 1000n)]).toEqual([
      0, 10, 10, 20,
    ]);
    const dividend = [
      { minValidBet: 0n, minActiveMembers: 1, rateBp: 1000 },
      { minValidBet: 5000n, minActiveMembers: 3, rateBp: 2000 },
    ];
    expect([
      dividendRate(dividend, 9000n, 0),
      dividendRate(dividend, 9000n, 2),
      dividendRate(dividend, 4999n, 9),
      dividendRate(dividend, 5000n, 3),
    ]).toEqual([0, 1000, 1000, 2000]);
    expect([applyRate(999n, 1), applyRate(10_000n, 1), applyRate(-5n, 100), applyRate(180_183n, 150)]).toEqual([
      0n,
      1n,
      0n,
      2702n,
    ]);
  });

  it('compares rate tables at every tier: a downline never earns where or more than its upline does', () => {
    const upline = wage([100n, 50], [1000n, 100]);
    expect(fitsUnder(wage([100n, 50]), upline)).toBe(true);
    expect(fitsUnder(wage([500n, 50], [2000n, 100]), upline)).toBe(true);
    expect(fitsUnder(wage([50n, 10]), upline)).toBe(false);
    expect(fitsUnder(wage([100n, 60]), upline)).toBe(false);
    expect(fitsUnder(wage([100n, 50], [900n, 80]), upline)).toBe(false);
    const rt = (profitRateBp: number, lossRateBp: number, minSingleBet: bigint): Terms => ({
      kind: 'REALTIME',
      profitRateBp,
      lossRateBp,
      minSingleBet,
    });
    expect(fitsUnder(rt(10, 20, 100n), rt(10, 20, 100n))).toBe(true);
    expect(fitsUnder(rt(10, 20, 50n), rt(10, 20, 100n))).toBe(false);
    expect(fitsUnder(rt(11, 20, 100n), rt(10, 20, 100n))).toBe(false);
    expect(fitsUnder(rt(0, 0, 0n), rt(10, 20, 100n))).toBe(true);
    const daily: Terms = {
      kind: 'DIVIDEND',
      period: 'DAILY',
      tiers: [{ minValidBet: 0n, minActiveMembers: 1, rateBp: 100 }],
    };
    expect(fitsUnder(daily, { ...daily, period: 'WEEKLY' })).toBe(false);
    expect(fitsUnder(wage([0n, 1]), { kind: 'HOURLY', tiers: [{ minBet: 0n, rateBp: 100 }] })).toBe(false);
  });
});

describe('settlement periods (UTC)', () => {
  const dividend = (period: 'DAILY' | 'WEEKLY' | 'SEMI_MONTHLY' | 'MONTHLY'): Terms => ({
    kind: 'DIVIDEND',
    period,
    tiers: [],
  });

  it('cuts 5-minute, hourly, daily, weekly (Monday), semi-monthly and monthly periods', () => {
    const at = new Date('2026-02-18T13:47:12Z'); // a Wednesday
    expect(iso(periodContaining({ kind: 'REALTIME', profitRateBp: 0, lossRateBp: 0, minSingleBet: 0n }, at))).toEqual([
      '2026-02-18T13:45:00.000Z',
      '2026-02-18T13:50:00.000Z',
    ]);
    expect(iso(periodContaining({ kind: 'HOURLY', tiers: [] }, at))).toEqual([
      '2026-02-18T13:00:00.000Z',
      '2026-02-18T14:00:00.000Z',
    ]);
    expect(iso(periodContaining(wage(), at))).toEqual(['2026-02-18T00:00:00.000Z', '2026-02-19T00:00:00.000Z']);
    expect(iso(periodContaining(dividend('WEEKLY'), at))).toEqual([
      '2026-02-16T00:00:00.000Z',
      '2026-02-23T00:00:00.000Z',
    ]);
    expect(iso(periodContaining(dividend('SEMI_MONTHLY'), at))).toEqual([
      '2026-02-16T00:00:00.000Z',
      '2026-03-01T00:00:00.000Z',
    ]);
    expect(iso(periodContaining(dividend('SEMI_MONTHLY'), new Date('2026-02-15T23:59:59Z')))).toEqual([
      '2026-02-01T00:00:00.000Z',
      '2026-02-16T00:00:00.000Z',
    ]);
    expect(iso(periodContaining(dividend('MONTHLY'), new Date('2026-12-31T23:00:00Z')))).toEqual([
      '2026-12-01T00:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
    ]);
    expect(iso(periodContaining(dividend('WEEKLY'), new Date('2026-02-22T23:59:59Z')))).toEqual([
      '2026-02-16T00:00:00.000Z',
      '2026-02-23T00:00:00.000Z',
    ]);
  });

  it('starts at the first whole period of a contract and walks period after period', () => {
    const weekly = dividend('WEEKLY');
    expect(iso(firstPeriodFrom(weekly, new Date('2026-02-18T13:47:12Z')))).toEqual([
      '2026-02-23T00:00:00.000Z',
      '2026-03-02T00:00:00.000Z',
    ]);
    expect(iso(firstPeriodFrom(weekly, new Date('2026-02-16T00:00:00Z')))).toEqual([
      '2026-02-16T00:00:00.000Z',
      '2026-02-23T00:00:00.000Z',
    ]);
    const semi = dividend('SEMI_MONTHLY');
    const first = firstPeriodFrom(semi, new Date('2026-01-20T00:00:00Z'));
    expect([first, nextPeriod(semi, first), nextPeriod(semi, nextPeriod(semi, first))].map(iso)).toEqual([
      ['2026-02-01T00:00:00.000Z', '2026-02-16T00:00:00.000Z'],
      ['2026-02-16T00:00:00.000Z', '2026-03-01T00:00:00.000Z'],
      ['2026-03-01T00:00:00.000Z', '2026-03-16T00:00:00.000Z'],
    ]);
  });
});
