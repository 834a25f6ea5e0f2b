import type { BodyOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { CONTRACT_KINDS, DIVIDEND_PERIODS } from '@lucky/contracts/agent/contract-endpoints';

/*
 * The desk's grant form as typed text, and its reading into the terms the server takes. The
 * server checks everything again (contract.terms.invalid: climbing tiers, amounts of the
 * currency's scale); this only turns percentages into basis points and says which field is not
 * a number, so the operator fixes it before the confirmation.
 */

export type GrantTerms = BodyOf<(typeof ENDPOINTS)['opsContractGrant']>['terms'];
export type GrantKind = (typeof CONTRACT_KINDS)[number];
export type GrantPeriod = (typeof DIVIDEND_PERIODS)[number];
export type GrantTier = { threshold: string; members: string; rate: string };
export type GrantDraft = {
  username: string;
  kind: GrantKind;
  period: GrantPeriod;
  tiers: GrantTier[];
  profitRate: string;
  lossRate: string;
  minSingleBet: string;
};

export const EMPTY_TIER: GrantTier = { threshold: '0', members: '0', rate: '' };
export const EMPTY_GRANT: GrantDraft = {
  username: '',
  kind: 'DIVIDEND',
  period: 'WEEKLY',
  tiers: [EMPTY_TIER],
  profitRate: '',
  lossRate: '',
  minSingleBet: '0',
};

const PERCENT = /^(\d{1,3})(?:\.(\d{1,2}))?$/;
const AMOUNT = /^\d{1,15}(?:\.\d{1,8})?$/;

/** "1.25" (percent) → 125 bp; null when not a percentage with at most two decimals, or above 100 %. */
export function percentToBp(text: string): number | null {
  const match = PERCENT.exec(text.trim());
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= 10_000 ? bp : null;
}

/** A problem as a key of the `agentNet` namespace with the row it is about. */
export type GrantProblem = { key: string; row?: number };

function readTiers(draft: GrantDraft, problems: GrantProblem[]) {
  return draft.tiers.map((tier, index) => {
    const row = index + 1;
    if (!AMOUNT.test(tier.threshold.trim())) problems.push({ key: 'grant.problem.threshold', row });
    const members = tier.members.trim();
    if (draft.kind === 'DIVIDEND' && !/^\d{1,7}$/.test(members)) problems.push({ key: 'grant.problem.members', row });
    const rateBp = percentToBp(tier.rate);
    if (rateBp === null) problems.push({ key: 'grant.problem.rate', row });
    return { threshold: tier.threshold.trim(), members: Number(members) || 0, rateBp: rateBp ?? 0 };
  });
}

/** The terms to send, or the problems to show first. */
export function readGrant(draft: GrantDraft): { terms: GrantTerms } | { problems: GrantProblem[] } {
  const problems: GrantProblem[] = [];
  if (!/^[a-zA-Z0-9_]{1,64}$/.test(draft.username.trim())) problems.push({ key: 'grant.problem.username' });
  if (draft.kind === 'REALTIME') {
    const profitRateBp = percentToBp(draft.profitRate);
    const lossRateBp = percentToBp(draft.lossRate);
    if (profitRateBp === null) problems.push({ key: 'grant.problem.profitRate' });
    if (lossRateBp === null) problems.push({ key: 'grant.problem.lossRate' });
    if (!AMOUNT.test(draft.minSingleBet.trim())) problems.push({ key: 'grant.problem.minSingleBet' });
    if (problems.length > 0) return { problems };
    const minSingleBet = draft.minSingleBet.trim();
    return { terms: { kind: 'REALTIME', profitRateBp: profitRateBp!, lossRateBp: lossRateBp!, minSingleBet } };
  }
  const tiers = readTiers(draft, problems);
  if (problems.length > 0) return { problems };
  if (draft.kind === 'DIVIDEND') {
    const dividendTiers = tiers.map((tier) => ({
      minValidBet: tier.threshold,
      minActiveMembers: tier.members,
      rateBp: tier.rateBp,
    }));
    return { terms: { kind: 'DIVIDEND', period: draft.period, tiers: dividendTiers } };
  }
  return { terms: { kind: draft.kind, tiers: tiers.map((tier) => ({ minBet: tier.threshold, rateBp: tier.rateBp })) } };
}
