import type { BodyOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { amountUnits, bpToPercent, isAmount, percentToBp } from './contract-format.ts';
import { DIVIDEND_PERIODS, MAX_TIERS, type ContractKind, type ContractTerms } from './contract-kinds.ts';

/*
 * The offer form's state as typed text, and its checks before sending: every number readable,
 * tiers climbing, and nothing above the agent's own contract of the kind. The server checks
 * all of it again (contract.terms.invalid, contract.rate.above.upline); these checks only
 * spare the agent a round trip and point at the row to fix. Mirrors `fitsUnder` in
 * apps/server/src/modules/agent-contracts/contract-terms.ts.
 */

export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];
export type TermsInput = BodyOf<(typeof ENDPOINTS)['contractOffer']>['terms'];

/** One tier row: `threshold` is the minimum bet (wages) or minimum valid bet (dividend); `members` only for dividends. */
export type TierDraft = { key: number; threshold: string; members: string; rate: string };
export type OfferDraft = {
  kind: ContractKind;
  period: DividendPeriod;
  tiers: TierDraft[];
  profitRate: string;
  lossRate: string;
  minSingleBet: string;
};

/** A problem to show: a key of the `contracts` namespace with its values. */
export type Problem = { key: string; values?: Record<string, string | number> };

let nextKey = 1;
export const emptyTier = (): TierDraft => ({ key: nextKey++, threshold: '', members: '0', rate: '' });

/** The form starts from the agent's own terms of the kind: the most it may give, easy to lower. */
export function draftFrom(kind: ContractKind, own: ContractTerms | undefined): OfferDraft {
  const draft: OfferDraft = {
    kind,
    period: 'WEEKLY',
    tiers: [emptyTier()],
    profitRate: '',
    lossRate: '',
    minSingleBet: '0',
  };
  if (!own || own.kind !== kind) return draft;
  switch (own.kind) {
    case 'DIVIDEND':
      return {
        ...draft,
        period: own.period,
        tiers: own.tiers.map((tier) => ({
          key: nextKey++,
          threshold: tier.minValidBet,
          members: String(tier.minActiveMembers),
          rate: bpToPercent(tier.rateBp),
        })),
      };
    case 'DAILY_WAGE':
    case 'HOURLY':
      return {
        ...draft,
        tiers: own.tiers.map((tier) => ({
          key: nextKey++,
          threshold: tier.minBet,
          members: '0',
          rate: bpToPercent(tier.rateBp),
        })),
      };
    case 'REALTIME':
      return {
        ...draft,
        profitRate: bpToPercent(own.profitRateBp),
        lossRate: bpToPercent(own.lossRateBp),
        minSingleBet: own.minSingleBet,
      };
  }
}

type Tier = { thresholds: bigint[]; rateBp: number; minBet: string; members: number };

function readTiers(draft: OfferDraft, scale: number, problems: Problem[]): Tier[] {
  if (draft.tiers.length === 0) problems.push({ key: 'offer.error.noTiers' });
  if (draft.tiers.length > MAX_TIERS) problems.push({ key: 'offer.error.tooManyTiers', values: { max: MAX_TIERS } });
  const isDividend = draft.kind === 'DIVIDEND';
  return draft.tiers.map((row, index) => {
    const tier = index + 1;
    if (!isAmount(row.threshold, scale)) problems.push({ key: 'offer.error.threshold', values: { tier } });
    const members = Number(row.members.trim());
    if (isDividend && !(/^\d{1,7}$/.test(row.members.trim()) && members <= 1_000_000))
      problems.push({ key: 'offer.error.members', values: { tier } });
    const rateBp = percentToBp(row.rate);
    if (rateBp === null) problems.push({ key: 'offer.error.rate', values: { tier } });
    const threshold = isAmount(row.threshold, scale) ? amountUnits(row.threshold) : 0n;
    return {
      thresholds: isDividend ? [threshold, BigInt(members || 0)] : [threshold],
      rateBp: rateBp ?? 0,
      minBet: row.threshold.trim(),
      members: members || 0,
    };
  });
}

/** Each tier's thresholds at least the previous ones, one strictly higher, and its rate not lower. */
function checkClimbing(tiers: Tier[], problems: Problem[]): void {
  for (let i = 1; i < tiers.length; i += 1) {
    const before = tiers[i - 1]!;
    const now = tiers[i]!;
    const isLower = now.thresholds.some((value, j) => value < before.thresholds[j]!);
    const isSame = now.thresholds.every((value, j) => value === before.thresholds[j]);
    if (isLower || isSame) problems.push({ key: 'offer.error.notAscending', values: { tier: i + 1, previous: i } });
    if (now.rateBp < before.rateBp)
      problems.push({ key: 'offer.error.rateFalls', values: { tier: i + 1, previous: i } });
  }
}

/** The rate the own tiers give at some figures: the last tier met, 0 below the first. */
function ownRateAt(own: ContractTerms, thresholds: bigint[]): number {
  if (own.kind === 'REALTIME') return 0;
  let rate = 0;
  for (const tier of own.tiers) {
    const ownThresholds =
      'minValidBet' in tier
        ? [amountUnits(tier.minValidBet), BigInt(tier.minActiveMembers)]
        : [amountUnits(tier.minBet)];
    if (ownThresholds.every((value, j) => (thresholds[j] ?? 0n) >= value)) rate = tier.rateBp;
  }
  return rate;
}

/** Checks the draft; the terms to send, or the problems to show. `own` is the agent's live contract of the kind. */
export function checkDraft(
  draft: OfferDraft,
  own: ContractTerms | undefined,
  scale: number,
): { terms: TermsInput } | { problems: Problem[] } {
  const problems: Problem[] = [];
  if (!own || own.kind !== draft.kind) return { problems: [{ key: 'offer.error.notHeld' }] };

  if (draft.kind === 'REALTIME' && own.kind === 'REALTIME') {
    const profitRateBp = percentToBp(draft.profitRate);
    const lossRateBp = percentToBp(draft.lossRate);
    if (profitRateBp === null) problems.push({ key: 'offer.error.profitRate' });
    if (lossRateBp === null) problems.push({ key: 'offer.error.lossRate' });
    if (!isAmount(draft.minSingleBet, scale)) problems.push({ key: 'offer.error.minSingleBet' });
    if (problems.length > 0) return { problems };
    const isNothing = profitRateBp === 0 && lossRateBp === 0;
    if (!isNothing && profitRateBp! > own.profitRateBp)
      problems.push({ key: 'offer.error.profitAboveOwn', values: { rate: `${bpToPercent(own.profitRateBp)}%` } });
    if (!isNothing && lossRateBp! > own.lossRateBp)
      problems.push({ key: 'offer.error.lossAboveOwn', values: { rate: `${bpToPercent(own.lossRateBp)}%` } });
    if (!isNothing && amountUnits(draft.minSingleBet) < amountUnits(own.minSingleBet))
      problems.push({ key: 'offer.error.minSingleBetBelowOwn', values: { amount: own.minSingleBet } });
    return problems.length > 0
      ? { problems }
      : {
          terms: {
            kind: 'REALTIME',
            profitRateBp: profitRateBp!,
            lossRateBp: lossRateBp!,
            minSingleBet: draft.minSingleBet.trim(),
          },
        };
  }

  const tiers = readTiers(draft, scale, problems);
  if (problems.length > 0) return { problems };
  checkClimbing(tiers, problems);
  if (own.kind === 'DIVIDEND' && draft.period !== own.period)
    problems.push({ key: 'offer.error.period', values: { period: own.period } });
  tiers.forEach((tier, index) => {
    const ownRate = ownRateAt(own, tier.thresholds);
    if (tier.rateBp > ownRate)
      problems.push({ key: 'offer.error.aboveOwn', values: { tier: index + 1, rate: `${bpToPercent(ownRate)}%` } });
  });
  if (problems.length > 0) return { problems };
  if (draft.kind === 'DIVIDEND') {
    return {
      terms: {
        kind: 'DIVIDEND',
        period: draft.period,
        tiers: tiers.map((tier) => ({ minValidBet: tier.minBet, minActiveMembers: tier.members, rateBp: tier.rateBp })),
      },
    };
  }
  return {
    terms: {
      kind: draft.kind as 'DAILY_WAGE' | 'HOURLY',
      tiers: tiers.map((tier) => ({ minBet: tier.minBet, rateBp: tier.rateBp })),
    },
  };
}
