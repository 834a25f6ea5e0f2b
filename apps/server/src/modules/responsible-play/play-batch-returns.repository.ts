import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryPrepared } from '../../db/client.ts';
import { numberArrayLiteral } from '../../db/array-literals.ts';
import { PERIOD_MS } from './play-windows.ts';

/**
 * Money a batch settlement paid one member: all of it lowers the net loss; `refunded` (stakes given back) lowers the
 * sum wagered too.
 */
export type PlayReturn = { memberId: number; amount: bigint; refunded: bigint };

/** The start of the window of `length` ms running at `at`: `play_window_start` (migration 0044), as the wager's check. */
const windowStartSql = (length: number) => sql.raw(`play_window_start(u.anchor, r.at, ${length})`);

/**
 * The returns of a whole batch (a lottery draw's or a sports event's settlement) in one statement: for every member
 * with limits (a usage row and the wallet's `has_play_limits`), the payouts lower the net loss of the windows
 * running at `at` (a stored window that has ended starts from zero), as `recordPlayReturn` does for one credit.
 * Several returns of one member add up first. The caller's transaction has locked the members' wallets.
 */
export async function countPlayReturns(tx: Tx, returns: PlayReturn[], at: Date): Promise<void> {
  const paid = returns.filter((item) => item.amount > 0n);
  if (paid.length === 0) return;
  await queryPrepared(
    tx,
    'play_batch_returns',
    sql`with r as (
          select t.member_id, sum(t.amount)::bigint as amount, sum(t.refunded)::bigint as refunded,
            ${at.toISOString()}::timestamptz as at
          from unnest(${numberArrayLiteral(paid.map((item) => item.memberId))}::bigint[],
            ${numberArrayLiteral(paid.map((item) => item.amount))}::bigint[],
            ${numberArrayLiteral(paid.map((item) => item.refunded))}::bigint[]) as t(member_id, amount, refunded)
          group by t.member_id
        ), w as (
          select u.member_id, r.amount, r.refunded,
            ${windowStartSql(PERIOD_MS.DAY)} as day, ${windowStartSql(PERIOD_MS.WEEK)} as week,
            ${windowStartSql(PERIOD_MS.MONTH)} as month
          from r join play_usage u on u.member_id = r.member_id
          where exists (select 1 from ledger_accounts a
                        where a.member_id = r.member_id and a.kind = 'MEMBER_WALLET' and a.has_play_limits)
        )
        update play_usage u set
          day_start = w.day,
          day_wagered = (case when u.day_start = w.day then u.day_wagered else 0 end) - w.refunded,
          day_net_loss = (case when u.day_start = w.day then u.day_net_loss else 0 end) - w.amount,
          week_start = w.week,
          week_wagered = (case when u.week_start = w.week then u.week_wagered else 0 end) - w.refunded,
          week_net_loss = (case when u.week_start = w.week then u.week_net_loss else 0 end) - w.amount,
          month_start = w.month,
          month_wagered = (case when u.month_start = w.month then u.month_wagered else 0 end) - w.refunded,
          month_net_loss = (case when u.month_start = w.month then u.month_net_loss else 0 end) - w.amount
        from w where u.member_id = w.member_id`,
  );
}
