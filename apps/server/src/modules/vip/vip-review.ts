import type { AppContext } from '../../app-context.ts';
import { postInboxMessage } from '../inbox/member-inbox.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { inTransaction } from '../wallet/ledger.service.ts';
import { dayOf, monthStart, periodOf, previousMonthStart } from './vip-levels.ts';
import { listLevels, lockMembersDueReview, sumDeposits, sumValidBets, updateMemberVip } from './vip.repository.ts';

const BATCH = 100;

/**
 * The keep rule, once per member and calendar month (UTC): a member whose deposits and valid
 * bets of last month were both below the level's keep requirement drops one level. A member
 * who reached the level during last month is not reviewed for it. After a drop, deposits and
 * bets count toward upgrades again from the start of this month, so the level is earned again
 * (its upgrade bonus is never paid a second time). Rows are taken with SKIP LOCKED, so every
 * instance may run it; lastReviewPeriod makes it once per month.
 */
export async function runVipReview(
  ctx: AppContext,
  config: MerchantConfig,
): Promise<{ reviewed: number; downgraded: number }> {
  const now = ctx.now();
  const reviewed = periodOf(previousMonthStart(now));
  const [from, until] = [previousMonthStart(now), monthStart(now)];
  const levels = await listLevels(ctx.database.db);
  let total = 0;
  let downgraded = 0;
  for (let batch = BATCH; batch === BATCH;) {
    batch = await inTransaction(ctx.database.db, async (tx) => {
      const rows = await lockMembersDueReview(tx, reviewed, BATCH);
      for (const row of rows) {
        const level = levels.find((candidate) => candidate.level === row.level);
        const isNew = row.reachedAt >= from;
        let isKept = true;
        if (level && !isNew) {
          const deposit = await sumDeposits(tx, row.memberId, { from, until });
          const validBet = await sumValidBets(tx, row.memberId, { fromDay: dayOf(from), untilDay: dayOf(until) });
          isKept = deposit >= level.keepDeposit || validBet >= level.keepValidBet;
        }
        if (isKept) {
          await updateMemberVip(tx, row.memberId, { lastReviewPeriod: reviewed, lastReviewAt: now });
          continue;
        }
        const lower = [...levels].reverse().find((candidate) => candidate.level < row.level)?.level ?? 0;
        await updateMemberVip(tx, row.memberId, {
          level: lower,
          reachedAt: now,
          countFrom: until,
          lastReviewPeriod: reviewed,
          lastReviewAt: now,
        });
        await postInboxMessage(tx, {
          memberId: row.memberId,
          kind: 'VIP_DOWNGRADE',
          params: { site: config.siteName, currency: config.currency.code, status: `VIP ${lower}` },
        });
        downgraded += 1;
      }
      return rows.length;
    });
    total += batch;
  }
  return { reviewed: total, downgraded };
}
