import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { games } from '../../db/schema/games.ts';
import { gameVendors, type LocalizedText } from '../../db/schema/merchant.ts';
import {
  lotteryBets,
  lotteryChases,
  lotteryDraws,
  lotteryGames,
  lotteryOddsVersions,
} from '../../db/schema/lottery.ts';

export type LotteryGameRow = typeof lotteryGames.$inferSelect & {
  catalogue: {
    gameCode: string;
    vendorCode: string;
    names: LocalizedText;
    iconPath: string;
    category: string;
    status: string;
    vendorStatus: string;
  };
};
export type DrawRow = typeof lotteryDraws.$inferSelect;
export type BetRow = typeof lotteryBets.$inferSelect;
export type ChaseRow = typeof lotteryChases.$inferSelect;

const DRAWN_STATUSES = ['DRAWN', 'SETTLED'] as const;

export async function findLotteryGames(db: Db | Tx, code?: string): Promise<LotteryGameRow[]> {
  const rows = await db
    .select({ game: lotteryGames, catalogue: games, vendorStatus: gameVendors.status })
    .from(lotteryGames)
    .innerJoin(games, eq(games.id, lotteryGames.gameId))
    .leftJoin(gameVendors, eq(gameVendors.code, games.vendorCode))
    .where(code ? eq(lotteryGames.code, code) : undefined)
    .orderBy(asc(games.category), asc(lotteryGames.sort), asc(lotteryGames.code));
  return rows.map(({ game, catalogue, vendorStatus }) => ({
    ...game,
    catalogue: {
      gameCode: catalogue.gameCode,
      vendorCode: catalogue.vendorCode,
      names: catalogue.names,
      iconPath: catalogue.iconPath,
      category: catalogue.category,
      status: catalogue.status,
      vendorStatus: vendorStatus ?? 'ACTIVE',
    },
  }));
}

export async function updateLotteryGame(
  tx: Tx,
  code: string,
  change: Partial<typeof lotteryGames.$inferInsert>,
): Promise<void> {
  await tx.update(lotteryGames).set(change).where(eq(lotteryGames.code, code));
}

export async function insertOddsVersion(tx: Db | Tx, row: typeof lotteryOddsVersions.$inferInsert): Promise<void> {
  await tx.insert(lotteryOddsVersions).values(row).onConflictDoNothing();
}

export async function findOddsVersions(
  db: Db | Tx,
  gameCode: string,
  versions: number[],
): Promise<Map<number, Record<string, unknown>>> {
  if (versions.length === 0) return new Map();
  const rows = await db
    .select()
    .from(lotteryOddsVersions)
    .where(and(eq(lotteryOddsVersions.gameCode, gameCode), inArray(lotteryOddsVersions.version, versions)));
  return new Map(rows.map((row) => [row.version, row.odds]));
}

/** Inserts planned draws; a draw another instance made first is kept (its seed wins). */
export async function insertDraws(db: Db, rows: (typeof lotteryDraws.$inferInsert)[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db.insert(lotteryDraws).values(rows).onConflictDoNothing().returning({ id: lotteryDraws.id });
  return inserted.length;
}

export async function findLastDrawAt(db: Db, gameCode: string): Promise<Date | null> {
  const [row] = await db
    .select({ drawAt: lotteryDraws.drawAt })
    .from(lotteryDraws)
    .where(eq(lotteryDraws.gameCode, gameCode))
    .orderBy(desc(lotteryDraws.drawAt))
    .limit(1);
  return row?.drawAt ?? null;
}

export async function countDrawsAfter(db: Db, gameCode: string, after: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.gameCode, gameCode), gt(lotteryDraws.drawAt, after)));
  return row?.count ?? 0;
}

export async function findDraw(db: Db | Tx, id: number): Promise<DrawRow | null> {
  const [row] = await db.select().from(lotteryDraws).where(eq(lotteryDraws.id, id));
  return row ?? null;
}

/** A bet's share lock: drawing (FOR UPDATE) waits for bets in flight, bets never wait for each other. */
export async function lockDrawForSale(tx: Tx, id: number): Promise<DrawRow | null> {
  // Named: every bet runs it, and PostgreSQL then plans it once per connection.
  const [row] = await tx
    .select()
    .from(lotteryDraws)
    .where(eq(lotteryDraws.id, id))
    .for('key share')
    .prepare('lottery_draw_for_sale')
    .execute();
  return row ?? null;
}

/** The draw's lease for one step (draw, a settlement batch, a void batch): another instance holding it is skipped. */
export async function lockDrawExclusive(tx: Tx, id: number, wait = false): Promise<DrawRow | null> {
  const [row] = await tx
    .select()
    .from(lotteryDraws)
    .where(eq(lotteryDraws.id, id))
    .for('update', wait ? {} : { skipLocked: true });
  return row ?? null;
}

export async function updateDraw(
  tx: Db | Tx,
  id: number,
  change: Partial<typeof lotteryDraws.$inferInsert>,
): Promise<void> {
  await tx.update(lotteryDraws).set(change).where(eq(lotteryDraws.id, id));
}

export async function findDueDraws(db: Db, now: Date, limit: number): Promise<DrawRow[]> {
  return db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.status, 'SCHEDULED'), lte(lotteryDraws.drawAt, now)))
    .orderBy(asc(lotteryDraws.drawAt))
    .limit(limit);
}

/** Drawn draws still settling, and voided ones with bets still to refund. */
export async function findDrawsToFinish(db: Db, limit: number): Promise<DrawRow[]> {
  return db
    .select()
    .from(lotteryDraws)
    .where(
      sql`${lotteryDraws.status} = 'DRAWN' or (${lotteryDraws.status} = 'VOIDED' and exists (
    select 1 from lottery_bets b where b.draw_id = ${lotteryDraws.id} and b.status = 'OPEN'))`,
    )
    .orderBy(asc(lotteryDraws.drawAt))
    .limit(limit);
}

/** Draws of a game on sale or about to be: not yet drawn, by draw time. */
export async function findUpcomingDraws(db: Db, gameCode: string, now: Date, limit: number): Promise<DrawRow[]> {
  return db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.gameCode, gameCode), eq(lotteryDraws.status, 'SCHEDULED'), gt(lotteryDraws.drawAt, now)))
    .orderBy(asc(lotteryDraws.drawAt), asc(lotteryDraws.id))
    .limit(limit);
}

export async function findDrawnDraws(
  db: Db,
  input: { gameCode: string; limit: number; station?: string },
): Promise<DrawRow[]> {
  return db
    .select()
    .from(lotteryDraws)
    .where(
      and(
        eq(lotteryDraws.gameCode, input.gameCode),
        inArray(lotteryDraws.status, [...DRAWN_STATUSES]),
        input.station ? eq(lotteryDraws.station, input.station) : undefined,
      ),
    )
    .orderBy(desc(lotteryDraws.drawAt), asc(lotteryDraws.id))
    .limit(input.limit);
}

/** The latest drawn draw(s) of every game: all stations of a Vietnamese region's last draw day. */
export async function findLatestDrawnDraws(db: Db): Promise<DrawRow[]> {
  return queryRows<DrawRow>(
    db,
    sql`
    select d.id, d.game_code as "gameCode", d.draw_key as "drawKey", d.station, d.stream_id as "streamId", d.opens_at as "opensAt", d.stops_sale_at as "stopsSaleAt",
      d.draw_at as "drawAt", d.seed, d.seed_hash as "seedHash", d.status, d.result, d.result_source as "resultSource", d.settle_cursor as "settleCursor",
      d.drawn_at as "drawnAt", d.settled_at as "settledAt", d.void_reason as "voidReason", d.created_at as "createdAt"
    from lottery_draws d
    join (select game_code, max(draw_at) as draw_at from lottery_draws where status in ('DRAWN', 'SETTLED') group by game_code) last
      on last.game_code = d.game_code and last.draw_at = d.draw_at
    where d.status in ('DRAWN', 'SETTLED') order by d.game_code, d.id`,
  ).then((rows) => rows.map(normaliseDrawRow));
}

/** Raw rows come back with timestamps as strings and bigints as text. */
function normaliseDrawRow(row: DrawRow): DrawRow {
  const date = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));
  return {
    ...row,
    id: Number(row.id),
    settleCursor: Number(row.settleCursor),
    opensAt: date(row.opensAt)!,
    stopsSaleAt: date(row.stopsSaleAt)!,
    drawAt: date(row.drawAt)!,
    drawnAt: date(row.drawnAt),
    settledAt: date(row.settledAt),
    createdAt: date(row.createdAt)!,
    result: typeof row.result === 'string' ? JSON.parse(row.result) : row.result,
  };
}

export async function listDrawsPage(
  db: Db,
  input: { gameCode?: string; status?: DrawRow['status']; limit: number; offset: number; now: Date },
) {
  const where = and(
    input.gameCode ? eq(lotteryDraws.gameCode, input.gameCode) : undefined,
    input.status ? eq(lotteryDraws.status, input.status) : undefined,
    input.status === 'SCHEDULED' ? undefined : lte(lotteryDraws.opensAt, input.now),
  );
  const order =
    input.status === 'SCHEDULED'
      ? [asc(lotteryDraws.drawAt), asc(lotteryDraws.id)]
      : [desc(lotteryDraws.drawAt), asc(lotteryDraws.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(lotteryDraws)
      .where(where)
      .orderBy(...order)
      .limit(input.limit)
      .offset(input.offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(lotteryDraws)
      .where(where),
  ]);
  return { rows, totalCount: total?.count ?? 0 };
}
