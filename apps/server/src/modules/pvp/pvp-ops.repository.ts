import { and, asc, desc, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';
import { pvpHandPlayers, pvpHands, pvpSeats, pvpTables } from '../../db/schema/pvp.ts';
import type { TableRow } from './pvp.repository.ts';

/* The card rooms' desk SQL: tables with their seats' totals, the live seats, the hand search and a hand's players. */

export type NewTableRow = typeof pvpTables.$inferInsert;

/** Every table with how many sit there and the chips in front of them (as of their last settled hand). */
export async function listTablesWithSeats(db: Db, filter: { game?: TableRow['game']; status?: TableRow['status'] }) {
  const seated = db
    .select({
      tableId: pvpSeats.tableId,
      players: sql<number>`count(*)::int`.as('players'),
      chips: sql<string>`coalesce(sum(${pvpSeats.chips}), 0)::text`.as('chips'),
    })
    .from(pvpSeats)
    .groupBy(pvpSeats.tableId)
    .as('seated');
  const conditions: SQL[] = [];
  if (filter.game) conditions.push(eq(pvpTables.game, filter.game));
  if (filter.status) conditions.push(eq(pvpTables.status, filter.status));
  const rows = await db
    .select({ table: pvpTables, players: seated.players, chips: seated.chips })
    .from(pvpTables)
    .leftJoin(seated, eq(seated.tableId, pvpTables.id))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(pvpTables.practice), asc(pvpTables.sort), asc(pvpTables.id));
  return rows.map((row) => ({ table: row.table, players: Number(row.players ?? 0), chips: BigInt(row.chips ?? '0') }));
}

export async function lockTable(tx: Tx, tableId: number): Promise<TableRow | null> {
  const [row] = await tx.select().from(pvpTables).where(eq(pvpTables.id, tableId)).for('update');
  return row ?? null;
}

export async function insertTable(tx: Tx, row: NewTableRow): Promise<TableRow> {
  const [inserted] = await tx.insert(pvpTables).values(row).returning();
  return inserted!;
}

export async function nextTableSort(tx: Tx): Promise<number> {
  const [row] = await tx.select({ last: sql<number | null>`max(${pvpTables.sort})` }).from(pvpTables);
  return Number(row?.last ?? 0) + 1;
}

export async function updateTable(tx: Tx, tableId: number, change: Partial<NewTableRow>): Promise<void> {
  await tx.update(pvpTables).set(change).where(eq(pvpTables.id, tableId));
}

/** The seats of the given tables with each member's account name (a bot has none). */
export async function listSeatsWithAccounts(db: Db, tableIds: number[]) {
  if (tableIds.length === 0) return [];
  return db
    .select({
      tableId: pvpSeats.tableId,
      seatNo: pvpSeats.seatNo,
      memberId: pvpSeats.memberId,
      botName: pvpSeats.botName,
      chips: pvpSeats.chips,
      username: members.username,
      nickname: members.nickname,
    })
    .from(pvpSeats)
    .leftJoin(members, eq(members.id, pvpSeats.memberId))
    .where(inArray(pvpSeats.tableId, tableIds))
    .orderBy(asc(pvpSeats.tableId), asc(pvpSeats.seatNo));
}

/** Per table: its running hand, and the hands ended and rake taken since `since`. */
export async function summariseHandsSince(db: Db, tableIds: number[], since: Date) {
  if (tableIds.length === 0) return [];
  return db
    .select({
      tableId: pvpHands.tableId,
      runningHandId: sql<string | null>`max(case when ${pvpHands.status} = 'RUNNING' then ${pvpHands.id} end)`,
      hands: sql<number>`count(*) filter (where ${pvpHands.status} = 'ENDED' and ${pvpHands.endedAt} >= ${since.toISOString()}::timestamptz)::int`,
      rake: sql<string>`coalesce(sum(${pvpHands.rake}) filter (where ${pvpHands.status} = 'ENDED' and ${pvpHands.endedAt} >= ${since.toISOString()}::timestamptz), 0)::text`,
    })
    .from(pvpHands)
    .where(and(inArray(pvpHands.tableId, tableIds), or(eq(pvpHands.status, 'RUNNING'), gte(pvpHands.endedAt, since))))
    .groupBy(pvpHands.tableId);
}

/** Members whose account name or nickname is `name` (case-insensitive). */
export async function findMemberIdsByName(db: Db, name: string): Promise<number[]> {
  const lowered = name.toLowerCase();
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(or(sql`lower(${members.username}) = ${lowered}`, sql`lower(${members.nickname}) = ${lowered}`));
  return rows.map((row) => row.id);
}

export type HandSearch = {
  handId?: string;
  tableId?: number;
  /** Only hands every one of these member sets played in (one set per named member). */
  memberSets: number[][];
  offset: number;
  limit: number;
};

/** The hand history, newest first, with each hand's players, pot (chips put in) and rake. */
export async function searchHands(db: Db, search: HandSearch) {
  const conditions: SQL[] = [];
  if (search.handId) conditions.push(eq(pvpHands.id, search.handId));
  if (search.tableId) conditions.push(eq(pvpHands.tableId, search.tableId));
  for (const ids of search.memberSets) {
    conditions.push(
      sql`exists (select 1 from ${pvpHandPlayers} where ${pvpHandPlayers.handId} = ${pvpHands.id} and ${inArray(pvpHandPlayers.memberId, ids)})`,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const totals = db
    .select({
      handId: pvpHandPlayers.handId,
      players: sql<number>`count(*)::int`.as('players'),
      pot: sql<string>`sum(${pvpHandPlayers.bet})::text`.as('pot'),
    })
    .from(pvpHandPlayers)
    .groupBy(pvpHandPlayers.handId)
    .as('totals');
  const [rows, [count]] = await Promise.all([
    db
      .select({ hand: pvpHands, table: pvpTables, players: totals.players, pot: totals.pot })
      .from(pvpHands)
      .innerJoin(pvpTables, eq(pvpTables.id, pvpHands.tableId))
      .leftJoin(totals, eq(totals.handId, pvpHands.id))
      .where(where)
      .orderBy(desc(pvpHands.startedAt), desc(pvpHands.id))
      .offset(search.offset)
      .limit(search.limit),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(pvpHands)
      .where(where),
  ]);
  return { rows, total: Number(count?.count ?? 0) };
}

/** The given members' parts in the given hands (the searched member's bet, win, net and rake share). */
export async function listMemberParts(db: Db, handIds: string[], memberIds: number[]) {
  if (handIds.length === 0 || memberIds.length === 0) return [];
  return db
    .select()
    .from(pvpHandPlayers)
    .where(and(inArray(pvpHandPlayers.handId, handIds), inArray(pvpHandPlayers.memberId, memberIds)));
}

/** A hand's players with their account names, by seat. */
export async function listHandPlayersWithAccounts(db: Db, handId: string) {
  return db
    .select({ player: pvpHandPlayers, username: members.username, nickname: members.nickname })
    .from(pvpHandPlayers)
    .leftJoin(members, eq(members.id, pvpHandPlayers.memberId))
    .where(eq(pvpHandPlayers.handId, handId))
    .orderBy(asc(pvpHandPlayers.seatNo));
}

export async function findHandWithTable(db: Db, handId: string) {
  const [row] = await db
    .select({ hand: pvpHands, table: pvpTables })
    .from(pvpHands)
    .innerJoin(pvpTables, eq(pvpTables.id, pvpHands.tableId))
    .where(eq(pvpHands.id, handId));
  return row ?? null;
}
