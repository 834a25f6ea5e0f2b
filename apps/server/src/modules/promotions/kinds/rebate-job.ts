import { and, eq, gt, gte, lt, lte, ne, notExists, sql } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.ts';
import { memberBetDays } from '../../../db/schema/bet-stats.ts';
import { promotionParticipations, promotions } from '../../../db/schema/promotions.ts';
import type { MerchantConfig } from '../../merchant/merchant-config.ts';
import { inTransaction } from '../../wallet/ledger.service.ts';
import { dayKey, startOfUtcDay } from '../promotion-period.ts';
import { findPromotionForClaim } from '../promotions.repository.ts';
import { claimRebate, REBATE_DAYS } from './rebate.ts';

const BATCH = 200;
const DAY_MS = 86_400_000;

/**
 * Without manual rebate (MANPLAYREB3 off), finished bet days are paid by the money jobs. Each
 * member's days are paid in one transaction through the same code as a claim, so the unique
 * participation per day keeps every instance from paying a day twice. Answers the members paid.
 */
export async function payAutomaticRebates(ctx: AppContext, config: MerchantConfig): Promise<number> {
  if (config.modules.MANPLAYREB3 === true) return 0;
  const db = ctx.database.db;
  const now = ctx.now();
  const today = startOfUtcDay(now);
  const live = await db
    .select({ id: promotions.id, startsAt: promotions.startsAt })
    .from(promotions)
    .where(
      and(
        eq(promotions.kind, 'REBATE'),
        eq(promotions.status, 'ACTIVE'),
        lte(promotions.startsAt, now),
        gt(promotions.endsAt, now),
      ),
    );
  let paid = 0;
  for (const promotion of live) {
    const oldest = new Date(
      Math.max(today.getTime() - REBATE_DAYS * DAY_MS, startOfUtcDay(promotion.startsAt).getTime()),
    );
    const unpaid = await db
      .selectDistinct({ memberId: memberBetDays.memberId })
      .from(memberBetDays)
      .where(
        and(
          gte(memberBetDays.day, dayKey(oldest)),
          lt(memberBetDays.day, dayKey(today)),
          ne(memberBetDays.validBet, 0n),
          notExists(
            db
              .select({ one: sql`1` })
              .from(promotionParticipations)
              .where(
                and(
                  eq(promotionParticipations.promotionId, promotion.id),
                  eq(promotionParticipations.memberId, memberBetDays.memberId),
                  eq(promotionParticipations.periodKey, sql`to_char(${memberBetDays.day}, 'YYYY-MM-DD')`),
                ),
              ),
          ),
        ),
      )
      .limit(BATCH);
    for (const { memberId } of unpaid) {
      const amount = await inTransaction(db, async (tx) => {
        const row = await findPromotionForClaim(tx, promotion.id);
        if (!row || row.status !== 'ACTIVE' || row.endsAt <= now) return 0n;
        return claimRebate(tx, { promotion: row, memberId, currency: config.currency.code, now, event: 'APPROVE' });
      });
      if (amount > 0n) paid += 1;
    }
  }
  return paid;
}
