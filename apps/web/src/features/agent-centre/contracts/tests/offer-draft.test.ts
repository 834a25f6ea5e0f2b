import { describe, expect, it } from 'vitest';
import { bpToPercent, percentToBp } from '../utils/contract-format.ts';
import { checkDraft, draftFrom, type OfferDraft } from '../utils/offer-draft.ts';
import { dailyTerms, dividendTerms, realtimeTerms } from './fixtures.ts';

const tiers = (...rows: [string, string, string?][]) =>
  rows.map(([threshold, rate, members], index) => ({ key: index, threshold, rate, members: members ?? '0' }));
const daily = (...rows: [string, string][]): OfferDraft => ({
  ...draftFrom('DAILY_WAGE', dailyTerms),
  tiers: tiers(...rows),
});
const keys = (result: ReturnType<typeof checkDraft>) =>
  'problems' in result ? result.problems.map((problem) => problem.key) : [];

describe('offer draft', () => {
  it('converts percentages and basis points exactly', () => {
    expect(percentToBp('1.25')).toBe(125);
    expect(percentToBp('0.5')).toBe(50);
    expect(percentToBp('100')).toBe(10_000);
    expect(percentToBp('100.01')).toBeNull();
    expect(percentToBp('1.234')).toBeNull();
    expect(percentToBp('-1')).toBeNull();
    expect(bpToPercent(125)).toBe('1.25');
    expect(bpToPercent(200)).toBe('2');
    expect(bpToPercent(50)).toBe('0.5');
  });

  it("starts from the agent's own terms", () => {
    const draft = draftFrom('DIVIDEND', dividendTerms);
    expect(draft.period).toBe('WEEKLY');
    expect(draft.tiers.map((tier) => [tier.threshold, tier.members, tier.rate])).toEqual([
      ['1000.00', '3', '10'],
      ['5000.00', '5', '20'],
    ]);
  });

  it('sends terms equal to or below the own ones', () => {
    expect(checkDraft(daily(['100', '1'], ['1000', '1.5']), dailyTerms, 2)).toEqual({
      terms: {
        kind: 'DAILY_WAGE',
        tiers: [
          { minBet: '100', rateBp: 100 },
          { minBet: '1000', rateBp: 150 },
        ],
      },
    });
    // A higher threshold earns the own rate of that level.
    expect('terms' in checkDraft(daily(['2000', '2']), dailyTerms, 2)).toBe(true);
  });

  it('refuses unreadable rows, falling tiers and rates above the own ones', () => {
    expect(keys(checkDraft(daily(['abc', '1'], ['100', '101']), dailyTerms, 2))).toEqual([
      'offer.error.threshold',
      'offer.error.rate',
    ]);
    expect(keys(checkDraft(daily(['100.001', '1']), dailyTerms, 2))).toEqual(['offer.error.threshold']);
    expect(keys(checkDraft(daily(['1000', '1'], ['100', '0.5']), dailyTerms, 2))).toEqual([
      'offer.error.notAscending',
      'offer.error.rateFalls',
    ]);
    expect(keys(checkDraft(daily(['100', '1'], ['100', '1']), dailyTerms, 2))).toEqual(['offer.error.notAscending']);
    // 1.5 % from 500 is above the own 1 % there; below the own first tier nothing may be paid.
    expect(checkDraft(daily(['500', '1.5']), dailyTerms, 2)).toEqual({
      problems: [{ key: 'offer.error.aboveOwn', values: { tier: 1, rate: '1%' } }],
    });
    expect(keys(checkDraft(daily(['50', '0.5']), dailyTerms, 2))).toEqual(['offer.error.aboveOwn']);
    expect(keys(checkDraft(daily(['100', '1']), undefined, 2))).toEqual(['offer.error.notHeld']);
  });

  it('checks dividend members, period and both thresholds', () => {
    const base = draftFrom('DIVIDEND', dividendTerms);
    expect('terms' in checkDraft(base, dividendTerms, 2)).toBe(true);
    expect(keys(checkDraft({ ...base, period: 'MONTHLY' }, dividendTerms, 2))).toEqual(['offer.error.period']);
    // 20 % needs 5 000 and 5 members under the own terms: with 4 members only 10 % applies.
    expect(keys(checkDraft({ ...base, tiers: tiers(['5000', '20', '4']) }, dividendTerms, 2))).toEqual([
      'offer.error.aboveOwn',
    ]);
    expect(keys(checkDraft({ ...base, tiers: tiers(['5000', '10', 'x']) }, dividendTerms, 2))).toEqual([
      'offer.error.members',
    ]);
  });

  it('checks real-time rates and the single-bet minimum', () => {
    const base = draftFrom('REALTIME', realtimeTerms);
    expect(checkDraft(base, realtimeTerms, 2)).toEqual({
      terms: { kind: 'REALTIME', profitRateBp: 50, lossRateBp: 80, minSingleBet: '1.00' },
    });
    expect(keys(checkDraft({ ...base, profitRate: '0.6', minSingleBet: '0.5' }, realtimeTerms, 2))).toEqual([
      'offer.error.profitAboveOwn',
      'offer.error.minSingleBetBelowOwn',
    ]);
    // Zero rates always fit, whatever the minimum.
    expect(
      'terms' in checkDraft({ ...base, profitRate: '0', lossRate: '0', minSingleBet: '0' }, realtimeTerms, 2),
    ).toBe(true);
  });
});
