import type { GameCategory } from '@lucky/contracts/common/constants';
import { POINTS_TYPE_OF_CATEGORY } from '@lucky/contracts/points/points-constants';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { queryRows, type Tx } from '../../db/client.ts';
import { pointsCarry, pointsCursors } from '../../db/schema/points.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { money } from '../../lib/amount.ts';
import { inTransaction } from '../wallet/ledger.service.ts';
import { changePoints } from './points-balance.ts';
import { moneyPerPoint, readPointsConfig } from './points-config.ts';

/**
 * Rounds and deposits younger than this wait for the next pass, so a transaction that commits
 * after stamping its row is not skipped by the cursor. Settling a round or crediting a deposit
 * stamps and commits within milliseconds; 15 s leaves a wide margin.
 */
export const ACCRUAL_LAG_MS = 15_000;
const BATCH = 500;
const EPOCH = new Date(0);

type Group = { memberId: number; source: GameCategory | 'DEPOSIT'; amount: bigint };

async function lockCursor(tx: Tx, name: string): Promise<void> {
  await tx.insert(pointsCursors).values({ name, lastAt: EPOCH, lastId: 0 }).onConflictDoNothing();
  await tx.select({ name: pointsCursors.name }).from(pointsCursors).where(eq(pointsCursors.name, name)).for('update');
}

const WALKS = {
  rounds: { table: sql`game_rounds`, at: sql`settled_at`, status: 'SETTLED' },
  deposits: { table: sql`deposits`, at: sql`completed_at`, status: 'SUCCESS' },
} as const;

type Walk = keyof typeof WALKS;

/**
 * The rows of one batch after the cursor, up to the horizon: the id it ends at, and its sums per
 * member and source. Times stay in SQL (the cursor copies the row's own timestamp), because a
 * JavaScript Date would cut PostgreSQL's microseconds and the walk would read a row again.
 */
async function readBatch(tx: Tx, name: Walk, horizon: Date): Promise<{ endId: number; groups: Group[] } | null> {
  const walk = WALKS[name];
  const after = sql`((select last_at from points_cursors where name = ${name}), (select last_id from points_cursors where name = ${name}))`;
  const ends = await queryRows<{ id: string }>(
    tx,
    sql`select id from ${walk.table} where status = ${walk.status} and (${walk.at}, id) > ${after}
    and ${walk.at} <= ${horizon.toISOString()}::timestamptz order by ${walk.at}, id limit ${BATCH}`,
  );
  if (ends.length === 0) return null;
  const endId = Number(ends[ends.length - 1].id);
  const upTo = sql`((select ${walk.at} from ${walk.table} where id = ${endId}), ${endId}::bigint)`;
  // Trial (free-play) accounts never earn points.
  const sums =
    name === 'rounds'
      ? await queryRows<{ member_id: string; source: GameCategory; amount: string }>(
          tx,
          sql`select r.member_id, g.category as source, sum(r.valid_bet)::text as amount
        from game_rounds r join games g on g.id = r.game_id join members m on m.id = r.member_id
        where r.status = 'SETTLED' and (r.settled_at, r.id) > ${after} and (r.settled_at, r.id) <= ${upTo} and m.type <> 4 and r.valid_bet > 0
        group by r.member_id, g.category order by r.member_id, g.category`,
        )
      : await queryRows<{ member_id: string; source: 'DEPOSIT'; amount: string }>(
          tx,
          sql`select d.member_id, 'DEPOSIT' as source, sum(d.amount)::text as amount
        from deposits d join members m on m.id = d.member_id
        where d.status = 'SUCCESS' and (d.completed_at, d.id) > ${after} and (d.completed_at, d.id) <= ${upTo} and m.type <> 4
        group by d.member_id order by d.member_id`,
        );
  return {
    endId,
    groups: sums.map((row) => ({ memberId: Number(row.member_id), source: row.source, amount: BigInt(row.amount) })),
  };
}

async function moveCursor(tx: Tx, name: Walk, endId: number, now: Date): Promise<void> {
  const walk = WALKS[name];
  await tx.execute(sql`update points_cursors set last_at = (select ${walk.at} from ${walk.table} where id = ${endId}), last_id = ${endId}, updated_at = ${now.toISOString()}::timestamptz
    where name = ${name}`);
}

/** Adds the money to what the member carried for the source and answers the whole points it makes. */
async function takePoints(tx: Tx, group: Group, perPoint: bigint): Promise<bigint> {
  const [carried] = await tx
    .select()
    .from(pointsCarry)
    .where(sql`${pointsCarry.memberId} = ${group.memberId} and ${pointsCarry.source} = ${group.source}`)
    .for('update');
  const total = (carried?.remainder ?? 0n) + group.amount;
  const remainder = total % perPoint;
  await tx
    .insert(pointsCarry)
    .values({ memberId: group.memberId, source: group.source, remainder })
    .onConflictDoUpdate({ target: [pointsCarry.memberId, pointsCarry.source], set: { remainder } });
  return total / perPoint;
}

const SOURCE_LABEL: Record<GameCategory | 'DEPOSIT', string> = {
  ELOTT: 'e-lottery',
  LOTT: 'lottery',
  LIVE: 'live casino',
  SPORTS: 'sports',
  FISH: 'fishing',
  RNG: 'slots',
  PVP: 'card games',
  ESPORTS: 'e-sports',
  DEPOSIT: 'deposits',
};

/**
 * One batch of one walk (settled rounds or successful deposits) in one transaction: the cursor
 * row is locked (instances take turns), the points of each member and source are credited under
 * a source key unique to the batch, and the cursor moves past it. Answers the members credited,
 * or null when nothing was left.
 */
async function accrueBatch(ctx: AppContext, name: Walk, config: MerchantConfig): Promise<number[] | null> {
  const now = ctx.now();
  const horizon = new Date(now.getTime() - ACCRUAL_LAG_MS);
  return inTransaction(ctx.database.db, async (tx) => {
    await lockCursor(tx, name);
    const batch = await readBatch(tx, name, horizon);
    if (!batch) return null;
    const rates = await readPointsConfig(tx, ctx.config.MERCHANT_CODE);
    const touched: number[] = [];
    for (const group of batch.groups) {
      touched.push(group.memberId);
      const perPoint = moneyPerPoint(
        group.source === 'DEPOSIT' ? rates.depositMoneyPerPoint : rates.betMoneyPerPoint[group.source],
        config.currency,
      );
      if (perPoint === null) continue;
      const points = await takePoints(tx, group, perPoint);
      if (points === 0n) continue;
      const what = group.source === 'DEPOSIT' ? 'Deposits' : `Valid bets in ${SOURCE_LABEL[group.source]}`;
      await changePoints(tx, {
        memberId: group.memberId,
        type: group.source === 'DEPOSIT' ? 'DEPOSIT' : POINTS_TYPE_OF_CATEGORY[group.source],
        change: points,
        amount: group.amount,
        remark: `${what}: ${money(group.amount, config.currency)} ${config.currency.code}`,
        sourceKey: `accrue:${name}:${batch.endId}:${group.memberId}:${group.source}`,
        at: now,
      });
    }
    await moveCursor(tx, name, batch.endId, now);
    return touched;
  });
}

/** Walks both sources to the horizon; answers every member with new bets or deposits (their VIP level is evaluated next). */
export async function accruePoints(
  ctx: AppContext,
  config: MerchantConfig,
): Promise<{ members: Set<number>; batches: number }> {
  const members = new Set<number>();
  let batches = 0;
  for (const name of ['rounds', 'deposits'] as const) {
    for (;;) {
      const touched = await accrueBatch(ctx, name, config);
      if (touched === null) break;
      batches += 1;
      touched.forEach((id) => members.add(id));
    }
  }
  return { members, batches };
}
