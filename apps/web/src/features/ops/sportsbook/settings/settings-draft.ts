import type { FieldMessages } from '../../../../lib/contract-resolver.ts';
import type { SportLimits, SportsSettings, SportsSettingsUpdate } from '../api/settings.ts';
import { fractionOf, percentText } from '../sports-format.ts';

/*
 * The settings forms type percentages and amounts as text; these turn them into the contract's body (margins as
 * fractions, amounts as decimal strings) and back, and add the rule the schema cannot see alone: 0 < min ≤ max ≤
 * maximum payout, which the server checks too.
 */

export type LimitsDraft = {
  margin: string;
  minStake: string;
  maxStake: string;
  maxPayout: string;
  liabilityCap: string;
};
export type BookDraft = { cashOutMargin: string; betDelaySeconds: string; parlayMaxPayout: string };

/** The row being edited: a sport's defaults (marketType null) or one market type of it. */
export type LimitsTarget = { sport: SportsSettingsUpdate['sport'] & string; marketType: string | null };

export const limitsDraftOf = (limits: SportLimits): LimitsDraft => ({
  margin: percentText(limits.margin),
  minStake: limits.minStake,
  maxStake: limits.maxStake,
  maxPayout: limits.maxPayout,
  liabilityCap: limits.liabilityCap,
});

export const limitsBody = (target: LimitsTarget, draft: LimitsDraft) => ({
  sport: target.sport,
  ...(target.marketType ? { marketType: target.marketType } : {}),
  margin: fractionOf(draft.margin),
  minStake: draft.minStake.trim(),
  maxStake: draft.maxStake.trim(),
  maxPayout: draft.maxPayout.trim(),
  liabilityCap: draft.liabilityCap.trim(),
});

export const bookDraftOf = (settings: SportsSettings): BookDraft => ({
  cashOutMargin: percentText(settings.cashOutMargin),
  betDelaySeconds: String(settings.betDelaySeconds),
  parlayMaxPayout: settings.parlayMaxPayout,
});

/** Whole seconds only: "3.5" or "" stays NaN and the contract's integer refuses it. */
const wholeNumber = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

export const bookBody = (draft: BookDraft) => ({
  cashOutMargin: fractionOf(draft.cashOutMargin),
  betDelaySeconds: wholeNumber(draft.betDelaySeconds),
  parlayMaxPayout: draft.parlayMaxPayout.trim(),
});

const AMOUNT = /^\d{1,12}(\.\d{1,4})?$/;

/** The stakes' order, checked only once each amount reads as one (the schema words a malformed amount itself). */
export function stakeOrderIssues(
  draft: LimitsDraft,
  words: { minAboveZero: string; minAboveMax: string; payoutBelowMax: string },
): FieldMessages<LimitsDraft> {
  const amounts = [draft.minStake, draft.maxStake, draft.maxPayout].map((text) => text.trim());
  if (!amounts.every((text) => AMOUNT.test(text))) return {};
  const [min, max, payout] = amounts.map(Number) as [number, number, number];
  if (min <= 0) return { minStake: words.minAboveZero };
  if (min > max) return { minStake: words.minAboveMax };
  if (payout < max) return { maxPayout: words.payoutBelowMax };
  return {};
}
