import { asc, count, eq, sql, sum } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { referralRewardRules, referralRewards } from '../../db/schema/referral.ts';

export type RuleRow = typeof referralRewardRules.$inferSelect;
export type RewardRow = typeof referralRewards.$inferSelect;
export type RewardKind = RuleRow['kind'];

/** What an invited friend has done: the figures the reward rules are checked against. */
export type FriendStats = {
  id: number;
  username: string;
  joinedAt: Date;
  firstDeposit: bigint | null;
  validBet: bigint;
};

type FriendStatsRow = {
  id: string;
  username: string;
  created_at: Date | string;
  first_deposit: string | null;
  valid_bet: string | null;
};

/**
 * The member's invited friends, newest first, each with the amount of its first successful
 * deposit and its valid bets since joining (from the daily roll-up). With `friendId` only that
 * friend, and only if the member invited them.
 */
export async function listFriendStats(
  db: Db | Tx,
  input: { referrerId: number; friendId?: number; limit?: number; offset?: number },
): Promise<FriendStats[]> {
  const rows = await queryRows<FriendStatsRow>(
    db,
    sql`
    select m.id::text, m.username, m.created_at,
      (select d.amount::text from deposits d where d.member_id = m.id and d.status = 'SUCCESS' order by d.completed_at, d.id limit 1) as first_deposit,
      (select sum(b.valid_bet)::text from member_bet_days b where b.member_id = m.id) as valid_bet
    from members m
    where m.referred_by = ${input.referrerId} ${input.friendId === undefined ? sql`` : sql`and m.id = ${input.friendId}`}
    order by m.created_at desc, m.id desc
    ${input.limit === undefined ? sql`` : sql`limit ${input.limit} offset ${input.offset ?? 0}`}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    username: row.username,
    joinedAt: new Date(row.created_at),
    firstDeposit: row.first_deposit === null ? null : BigInt(row.first_deposit),
    validBet: BigInt(row.valid_bet ?? '0'),
  }));
}

export async function countFriends(db: Db, referrerId: number): Promise<number> {
  const [row] = await queryRows<{ total: string }>(
    db,
    sql`select count(*)::text as total from members where referred_by = ${referrerId}`,
  );
  return Number(row?.total ?? 0);
}

export function listRules(db: Db | Tx): Promise<RuleRow[]> {
  return db.select().from(referralRewardRules).orderBy(asc(referralRewardRules.kind));
}

export async function findRule(db: Db | Tx, kind: RewardKind): Promise<RuleRow | null> {
  const [row] = await db.select().from(referralRewardRules).where(eq(referralRewardRules.kind, kind));
  return row ?? null;
}

export function listRewardsOf(db: Db | Tx, referrerId: number): Promise<RewardRow[]> {
  return db.select().from(referralRewards).where(eq(referralRewards.referrerId, referrerId));
}

export async function insertReward(tx: Tx, values: typeof referralRewards.$inferInsert): Promise<RewardRow> {
  const [row] = await tx.insert(referralRewards).values(values).returning();
  return row!;
}

export async function upsertRule(tx: Tx, values: typeof referralRewardRules.$inferInsert): Promise<RuleRow> {
  const [row] = await tx
    .insert(referralRewardRules)
    .values(values)
    .onConflictDoUpdate({
      target: referralRewardRules.kind,
      set: {
        threshold: values.threshold,
        rewardAmount: values.rewardAmount,
        enabled: values.enabled,
        updatedBy: values.updatedBy,
        updatedAt: values.updatedAt,
      },
    })
    .returning();
  return row!;
}

export async function findRuleForUpdate(tx: Tx, kind: RewardKind): Promise<RuleRow | null> {
  const [row] = await tx.select().from(referralRewardRules).where(eq(referralRewardRules.kind, kind)).for('update');
  return row ?? null;
}

/** Rewards paid so far per kind, for the operators. */
export async function rewardTotals(db: Db | Tx): Promise<Map<string, { count: number; paid: bigint }>> {
  const rows = await db
    .select({ kind: referralRewards.kind, count: count(), paid: sum(referralRewards.amount) })
    .from(referralRewards)
    .groupBy(referralRewards.kind);
  return new Map(rows.map((row) => [row.kind, { count: row.count, paid: BigInt(row.paid ?? '0') }]));
}

export async function findReferralCode(db: Db, memberId: number): Promise<string | null> {
  const [row] = await queryRows<{ referral_code: string }>(
    db,
    sql`select referral_code from members where id = ${memberId}`,
  );
  return row?.referral_code ?? null;
}
