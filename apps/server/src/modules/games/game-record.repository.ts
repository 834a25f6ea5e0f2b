import { and, count, desc, eq, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gameRounds, games } from '../../db/schema/games.ts';

export type RecordFilter = {
  memberId: number;
  from: Date | null;
  until: Date | null;
  category?: string;
  vendorCode?: string;
  status?: 'OPEN' | 'SETTLED' | 'REFUNDED';
  isSettledOnly?: boolean;
};

function recordWhere(filter: RecordFilter): SQL | undefined {
  return and(
    eq(gameRounds.memberId, filter.memberId),
    filter.from ? gte(gameRounds.createdAt, filter.from) : undefined,
    filter.until ? lt(gameRounds.createdAt, filter.until) : undefined,
    filter.category ? eq(games.category, filter.category as 'RNG') : undefined,
    filter.vendorCode ? eq(gameRounds.vendorCode, filter.vendorCode) : undefined,
    filter.status ? eq(gameRounds.status, filter.status) : undefined,
    filter.isSettledOnly ? ne(gameRounds.status, 'REFUNDED') : undefined,
  );
}

/** Sums as text so bigint minor units survive every driver. */
const sums = {
  bet: sql<string>`coalesce(sum(${gameRounds.bet}), 0)::text`,
  validBet: sql<string>`coalesce(sum(${gameRounds.validBet}), 0)::text`,
  payout: sql<string>`coalesce(sum(${gameRounds.win}), 0)::text`,
  rounds: count(),
};

/** The same sums over the rounds that count: a refunded round moved no money. */
const settledSums = {
  bet: sql<string>`coalesce(sum(${gameRounds.bet}) filter (where ${gameRounds.status} <> 'REFUNDED'), 0)::text`,
  validBet: sql<string>`coalesce(sum(${gameRounds.validBet}) filter (where ${gameRounds.status} <> 'REFUNDED'), 0)::text`,
  payout: sql<string>`coalesce(sum(${gameRounds.win}) filter (where ${gameRounds.status} <> 'REFUNDED'), 0)::text`,
  rounds: sql<number>`(count(*) filter (where ${gameRounds.status} <> 'REFUNDED'))::int`,
};

export async function findRecords(db: Db, filter: RecordFilter, limit: number, offset: number) {
  const where = recordWhere(filter);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ round: gameRounds, names: games.names, category: games.category })
      .from(gameRounds)
      .innerJoin(games, eq(games.id, gameRounds.gameId))
      .where(where)
      .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ all: count(), ...settledSums })
      .from(gameRounds)
      .innerJoin(games, eq(games.id, gameRounds.gameId))
      .where(where),
  ]);
  const { all, ...sumsOfSettled } = totals!;
  return { rows, count: Number(all), totals: sumsOfSettled };
}

const dayOf = sql<string>`to_char(${gameRounds.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;

export function sumByDay(db: Db, filter: RecordFilter) {
  return db
    .select({ day: dayOf, ...sums })
    .from(gameRounds)
    .innerJoin(games, eq(games.id, gameRounds.gameId))
    .where(recordWhere(filter))
    .groupBy(dayOf)
    .orderBy(dayOf);
}

export function sumByCategory(db: Db, filter: RecordFilter) {
  return db
    .select({ category: games.category, ...sums })
    .from(gameRounds)
    .innerJoin(games, eq(games.id, gameRounds.gameId))
    .where(recordWhere(filter))
    .groupBy(games.category)
    .orderBy(games.category);
}
