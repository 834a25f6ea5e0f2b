import type { MemberPromotionStatus, PromotionKind } from '@lucky/contracts/promotions/promotion-schemas';
import type { ErrorCode } from '@lucky/contracts/common/errors';

/*
 * The promotion state machine, pure: what a member's participation may become on each event,
 * and which of the spec's statuses (Join, Joined, Process, Claim, Claimed, Applying, Rejected,
 * Issued, Close, coming soon) the member sees. Services ask it before writing anything.
 */

/** What is stored per member and period; "no row yet" is null. */
export type ParticipationState = 'JOINED' | 'CLAIMED' | 'APPLYING' | 'REJECTED' | 'ISSUED';
export type PromotionEvent = 'JOIN' | 'CLAIM' | 'APPLY' | 'APPROVE' | 'REJECT' | 'DRAW';
export type Transition = { ok: true; state: ParticipationState } | { ok: false; code: ErrorCode };

type Table = Partial<Record<ParticipationState | 'NONE', Partial<Record<PromotionEvent, ParticipationState>>>>;

/** The only moves there are, per kind; anything else is refused with the code of refusedCode. */
const TRANSITIONS: Record<PromotionKind, Table> = {
  // Join first, deposit, then claim: the bonus is paid once, at the claim.
  DEPOSIT_BONUS: { NONE: { JOIN: 'JOINED' }, JOINED: { CLAIM: 'CLAIMED' } },
  // One row per bet day, written when that day's rebate is paid (claimed, or issued by the daily job).
  REBATE: { NONE: { CLAIM: 'CLAIMED', APPROVE: 'ISSUED' } },
  APPLICATION: { NONE: { APPLY: 'APPLYING' }, APPLYING: { APPROVE: 'ISSUED', REJECT: 'REJECTED' } },
  RAFFLE: { NONE: { DRAW: 'CLAIMED' } },
};

const KIND_EVENTS: Record<PromotionKind, PromotionEvent[]> = {
  DEPOSIT_BONUS: ['JOIN', 'CLAIM'],
  REBATE: ['CLAIM', 'APPROVE'],
  APPLICATION: ['APPLY', 'APPROVE', 'REJECT'],
  RAFFLE: ['DRAW'],
};

function refusedCode(kind: PromotionKind, from: ParticipationState | null, event: PromotionEvent): ErrorCode {
  if (!KIND_EVENTS[kind].includes(event)) return 'promotion.kind.mismatch';
  if (event === 'JOIN') return 'promotion.already.joined';
  if (event === 'APPLY') return 'promotion.already.applied';
  if (event === 'APPROVE' || event === 'REJECT')
    return from === null ? 'promotion.application.not.found' : 'promotion.application.reviewed';
  if (event === 'CLAIM' && from === null) return 'promotion.not.joined';
  return 'promotion.already.claimed';
}

export function transition(kind: PromotionKind, from: ParticipationState | null, event: PromotionEvent): Transition {
  const next = TRANSITIONS[kind][from ?? 'NONE']?.[event];
  return next ? { ok: true, state: next } : { ok: false, code: refusedCode(kind, from, event) };
}

export type PromotionWindow = { status: 'DRAFT' | 'ACTIVE' | 'CLOSED'; startsAt: Date; endsAt: Date };

/** Why a promotion refuses every member action now, or null when it is open. */
export function windowRefusal(promotion: PromotionWindow, now: Date): ErrorCode | null {
  if (promotion.status === 'DRAFT') return 'promotion.not.found';
  if (promotion.status === 'CLOSED' || now >= promotion.endsAt) return 'promotion.closed';
  if (now < promotion.startsAt) return 'promotion.not.started';
  return null;
}

/** What the status computation needs to know besides the stored state. */
export type MemberFacts = {
  state: ParticipationState | null;
  /** DEPOSIT_BONUS: a deposit after joining qualifies. REBATE: unclaimed rebate waits. RAFFLE: the period's deposits reach the minimum. */
  canClaim: boolean;
  /** DEPOSIT_BONUS: its turnover requirement is still open. REBATE: something was paid already in the recent days. */
  requirementOpen: boolean;
  paidRecently: boolean;
};

/** The status a member sees for a promotion in the current period. */
export function memberStatus(
  kind: PromotionKind,
  promotion: PromotionWindow,
  now: Date,
  facts: MemberFacts,
): MemberPromotionStatus {
  if (promotion.status === 'ACTIVE' && now < promotion.startsAt) return 'COMING_SOON';
  if (windowRefusal(promotion, now)) return 'CLOSE';
  switch (kind) {
    case 'DEPOSIT_BONUS':
      if (facts.state === null) return 'JOIN';
      if (facts.state === 'JOINED') return facts.canClaim ? 'CLAIM' : 'JOINED';
      return facts.requirementOpen ? 'PROCESS' : 'CLAIMED';
    case 'APPLICATION':
      return facts.state === null ? 'JOIN' : (facts.state as 'APPLYING' | 'REJECTED' | 'ISSUED');
    case 'RAFFLE':
      if (facts.state !== null) return 'CLAIMED';
      return facts.canClaim ? 'CLAIM' : 'PROCESS';
    case 'REBATE':
      if (facts.canClaim) return 'CLAIM';
      return facts.paidRecently ? 'CLAIMED' : 'PROCESS';
  }
}
