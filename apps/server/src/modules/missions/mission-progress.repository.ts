import type { GameCategory } from '@lucky/contracts/common/constants';
import type { MissionMetric } from '@lucky/contracts/missions/mission-constants';
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { dayOf, type Period } from './mission-periods.ts';

/** What a member did in one period: the sums every mission metric is read from. */
export type PeriodActivity = {
  validBet: bigint;
  rounds: bigint;
  deposit: bigint;
  /** Valid bet and rounds per game category, only for the categories asked for. */
  byCategory: Map<string, { validBet: bigint; rounds: bigint }>;
};

/**
 * Reads a member's activity in a period from real data: settled rounds from the daily roll-up
 * (kept by the settlement trigger, refunds never count), successful deposits by the time they
 * completed, and for category-filtered missions the round log joined to the catalogue.
 */
export async function readPeriodActivity(
  db: Db | Tx,
  input: { memberId: number; period: Period; categories: GameCategory[] },
): Promise<PeriodActivity> {
  const { memberId, period } = input;
  const [bets] = await queryRows<{ valid_bet: string | null; rounds: string | null }>(
    db,
    sql`
    select sum(valid_bet)::text as valid_bet, sum(rounds)::text as rounds from member_bet_days
    where member_id = ${memberId} and day >= ${dayOf(period.start)}::date and day < ${dayOf(period.end)}::date`,
  );
  const [deposits] = await queryRows<{ amount: string | null }>(
    db,
    sql`
    select sum(amount)::text as amount from deposits
    where member_id = ${memberId} and status = 'SUCCESS' and completed_at >= ${period.start.toISOString()}::timestamptz and completed_at < ${period.end.toISOString()}::timestamptz`,
  );
  const byCategory = new Map<string, { validBet: bigint; rounds: bigint }>();
  if (input.categories.length > 0) {
    // Rounds count by when they settled, like the daily roll-up; the member's rounds are reached through game_rounds_member_idx.
    const rows = await queryRows<{ category: string; valid_bet: string; rounds: string }>(
      db,
      sql`
      select g.category, sum(r.valid_bet)::text as valid_bet, count(*)::text as rounds
      from game_rounds r join games g on g.id = r.game_id
      where r.member_id = ${memberId} and r.status = 'SETTLED'
        and r.settled_at >= ${period.start.toISOString()}::timestamptz and r.settled_at < ${period.end.toISOString()}::timestamptz
        and g.category in (${sql.join(
          input.categories.map((category) => sql`${category}`),
          sql`, `,
        )})
      group by g.category`,
    );
    for (const row of rows)
      byCategory.set(row.category, { validBet: BigInt(row.valid_bet ?? '0'), rounds: BigInt(row.rounds) });
  }
  return {
    validBet: BigInt(bets?.valid_bet ?? '0'),
    rounds: BigInt(bets?.rounds ?? '0'),
    deposit: BigInt(deposits?.amount ?? '0'),
    byCategory,
  };
}

/** A mission's progress out of the period's activity. */
export function progressOf(
  activity: PeriodActivity,
  mission: { metric: MissionMetric; gameCategory: string | null },
): bigint {
  if (mission.metric === 'DEPOSIT') return activity.deposit;
  const source = mission.gameCategory
    ? (activity.byCategory.get(mission.gameCategory) ?? { validBet: 0n, rounds: 0n })
    : activity;
  return mission.metric === 'VALID_BET' ? source.validBet : source.rounds;
}
