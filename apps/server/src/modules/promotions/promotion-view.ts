import type { Db } from '../../db/client.ts';
import { formatMoney } from '../../lib/money.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { findApplicationsOf } from './kinds/application.repository.ts';
import { qualifyingDeposit } from './kinds/deposit-bonus.ts';
import { raffleProgress } from './kinds/raffle.ts';
import { recentRebateKeys, unclaimedRebateDays } from './kinds/rebate.ts';
import { periodAt } from './promotion-period.ts';
import { memberStatus, type MemberFacts } from './promotion-state.ts';
import { depositBonus, termsView } from './promotion-terms.ts';
import {
  findBonusesOf,
  findParticipations,
  type ParticipationRow,
  type PromotionRow,
} from './promotions.repository.ts';
import { readTurnover } from './turnover.service.ts';

type Member = { memberId: number; config: MerchantConfig; now: Date };
type MemberView = {
  status: ReturnType<typeof memberStatus>;
  periodKey: string;
  claimable: string | null;
  paid: string | null;
  progress: { current: string; target: string } | null;
  rejectReason: string | null;
  prize: PromotionRow['title'] | null;
};

/** Where one member stands in one promotion now: the facts the state machine needs, and the numbers shown. */
async function describeMember(
  db: Db,
  promotion: PromotionRow,
  rows: ParticipationRow[],
  turnover: Awaited<ReturnType<typeof readTurnover>>,
  member: Member,
): Promise<MemberView> {
  const scale = member.config.currency.scale;
  const money = (value: bigint | null) => (value === null ? null : formatMoney(value, scale));
  const periodKey = periodAt(promotion.period, member.now, promotion).key;
  const current = rows.find((row) => row.periodKey === periodKey) ?? null;
  const bonuses = await findBonusesOf(
    db,
    (promotion.kind === 'REBATE' ? rows : current ? [current] : []).map((row) => row.id),
  );
  const paid = bonuses.length === 0 ? null : bonuses.reduce((total, bonus) => total + bonus.amount, 0n);
  const facts: MemberFacts = {
    state: current?.state ?? null,
    canClaim: false,
    requirementOpen: false,
    paidRecently: bonuses.length > 0,
  };
  const view: MemberView = {
    status: 'JOIN',
    periodKey,
    claimable: null,
    paid: money(paid),
    progress: null,
    rejectReason: null,
    prize: null,
  };

  if (promotion.kind === 'DEPOSIT_BONUS' && current?.state === 'JOINED') {
    const deposit = await qualifyingDeposit(db, promotion, current);
    facts.canClaim = deposit !== null;
    if (deposit) view.claimable = money(depositBonus(promotion.terms, deposit.amount));
  } else if (promotion.kind === 'DEPOSIT_BONUS' && bonuses[0]) {
    const open = turnover.open.find((row) => row.requirement.bonusId === bonuses[0]!.id);
    facts.requirementOpen = open !== undefined;
    if (open) view.progress = { current: money(open.progress)!, target: money(open.requirement.required)! };
  } else if (promotion.kind === 'REBATE') {
    const days = await unclaimedRebateDays(db, promotion, member.memberId, member.now);
    const total = days.reduce((sum, day) => sum + day.amount, 0n);
    facts.canClaim = total > 0n && member.config.modules.MANPLAYREB3 === true;
    view.claimable = total > 0n ? money(total) : null;
  } else if (promotion.kind === 'RAFFLE') {
    const progress = await raffleProgress(db, promotion, member.memberId, member.now);
    facts.canClaim = progress.deposited >= progress.target;
    view.progress = { current: money(progress.deposited)!, target: money(progress.target)! };
    view.prize = (bonuses[0]?.detail.prize as PromotionRow['title'] | undefined) ?? null;
  } else if (promotion.kind === 'APPLICATION' && current) {
    view.rejectReason = (await findApplicationsOf(db, [current.id]))[0]?.reason ?? null;
  }
  view.status = memberStatus(promotion.kind, promotion, member.now, facts);
  return view;
}

function baseView(promotion: PromotionRow, config: MerchantConfig) {
  return {
    id: promotion.id,
    kind: promotion.kind,
    type: promotion.type,
    period: promotion.period,
    title: promotion.title,
    summary: promotion.summary,
    image: promotion.image,
    startsAt: promotion.startsAt.toISOString(),
    endsAt: promotion.endsAt.toISOString(),
    terms: termsView(promotion.terms, config.currency),
  };
}

/** The member-facing views of promotions, with the member's status when someone is logged in. */
export async function describePromotions(
  db: Db,
  promotions: PromotionRow[],
  input: { memberId: number | null; config: MerchantConfig; now: Date },
) {
  if (input.memberId === null)
    return promotions.map((promotion) => ({ ...baseView(promotion, input.config), member: null }));
  const member = { memberId: input.memberId, config: input.config, now: input.now };
  const keys = new Set(recentRebateKeys(input.now));
  for (const promotion of promotions) keys.add(periodAt(promotion.period, input.now, promotion).key);
  const rows = await findParticipations(db, {
    memberId: input.memberId,
    promotionIds: promotions.map((promotion) => promotion.id),
    periodKeys: [...keys],
  });
  const turnover = await readTurnover(db, input.memberId, input.now);
  return Promise.all(
    promotions.map(async (promotion) => ({
      ...baseView(promotion, input.config),
      member: await describeMember(
        db,
        promotion,
        rows.filter((row) => row.promotionId === promotion.id),
        turnover,
        member,
      ),
    })),
  );
}
