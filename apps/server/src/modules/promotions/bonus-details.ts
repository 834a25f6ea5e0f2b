import { and, count, desc, eq, gte, lt, sum, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { promotionBonuses, promotionParticipations, promotions } from '../../db/schema/promotions.ts';
import { formatMoney } from '../../lib/money.ts';
import { offsetOf, parseDateRange, toPage, type PageRequest } from '../../lib/paging.ts';

/** Bonus details of the member centre: every payout, newest first, with the total of the range. */
export async function listBonusDetails(db: Db, input: { memberId: number; page: PageRequest; scale: number }) {
  const range = parseDateRange(input.page);
  const conditions: SQL[] = [eq(promotionBonuses.memberId, input.memberId)];
  if (range.from) conditions.push(gte(promotionBonuses.createdAt, range.from));
  if (range.until) conditions.push(lt(promotionBonuses.createdAt, range.until));
  const where = and(...conditions);
  const rows = await db
    .select({
      bonus: promotionBonuses,
      title: promotions.title,
      kind: promotions.kind,
      periodKey: promotionParticipations.periodKey,
    })
    .from(promotionBonuses)
    .innerJoin(promotions, eq(promotions.id, promotionBonuses.promotionId))
    .innerJoin(promotionParticipations, eq(promotionParticipations.id, promotionBonuses.participationId))
    .where(where)
    .orderBy(desc(promotionBonuses.createdAt), desc(promotionBonuses.id))
    .limit(input.page.pageSize)
    .offset(offsetOf(input.page));
  const [totals] = await db
    .select({ count: count(), total: sum(promotionBonuses.amount) })
    .from(promotionBonuses)
    .where(where);
  const money = (value: bigint) => formatMoney(value, input.scale);
  const list = rows.map(({ bonus, title, kind, periodKey }) => ({
    id: bonus.id,
    time: bonus.createdAt.toISOString(),
    promotionId: bonus.promotionId,
    title,
    kind,
    periodKey,
    amount: money(bonus.amount),
    base: typeof bonus.detail.base === 'string' ? money(BigInt(bonus.detail.base)) : null,
    prize: (bonus.detail.prize as typeof title | undefined) ?? null,
  }));
  return { ...toPage(list, totals?.count ?? 0, input.page), total: money(BigInt(totals?.total ?? '0')) };
}
