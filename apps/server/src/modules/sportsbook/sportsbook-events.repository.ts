import { and, asc, desc, eq, getTableColumns, gt, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { sportEvents, sportMarketSuspensions } from '../../db/schema/sportsbook.ts';

export type SportEventRow = typeof sportEvents.$inferSelect;
export type NewSportEvent = typeof sportEvents.$inferInsert;

/** Inserts the events not yet scheduled; an event another instance scheduled first keeps its seed. */
export async function insertEvents(db: Db, rows: NewSportEvent[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db.insert(sportEvents).values(rows).onConflictDoNothing().returning({ id: sportEvents.id });
  return inserted.length;
}

/** Which of these event ids are stored already. */
export async function findStoredEventIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: sportEvents.id }).from(sportEvents).where(inArray(sportEvents.id, ids));
  return new Set(rows.map((row) => row.id));
}

export async function findEvent(db: Db | Tx, id: string): Promise<SportEventRow | null> {
  const [row] = await db.select().from(sportEvents).where(eq(sportEvents.id, id));
  return row ?? null;
}

export async function findEventsByIds(db: Db | Tx, ids: string[]): Promise<SportEventRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(sportEvents).where(inArray(sportEvents.id, ids));
}

/** Events with the market keys the desk suspended on each (`*`: all), in one round trip (slips: slip-events.ts). */
export async function findEventsWithSuspensions(
  db: Db | Tx,
  ids: string[],
): Promise<{ event: SportEventRow; suspended: string[] }[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      ...getTableColumns(sportEvents),
      suspended: sql<
        string[]
      >`(select coalesce(json_agg(s.market_key), '[]'::json) from ${sportMarketSuspensions} s where s.event_id = ${sportEvents.id})`,
    })
    .from(sportEvents)
    .where(inArray(sportEvents.id, ids));
  return rows.map(({ suspended, ...event }) => ({
    event,
    suspended: typeof suspended === 'string' ? (JSON.parse(suspended) as string[]) : suspended,
  }));
}

/** The event's exclusive lock (the desk's changes): waits for settlement batches in flight, which hold it shared. */
export async function lockEventExclusive(tx: Tx, id: string): Promise<SportEventRow | null> {
  const [row] = await tx.select().from(sportEvents).where(eq(sportEvents.id, id)).for('update');
  return row ?? null;
}

/** The event's shared lock, held by every settlement batch: the desk cannot void it under a batch. */
export async function lockEventShared(tx: Tx, id: string): Promise<SportEventRow | null> {
  const [row] = await tx.select().from(sportEvents).where(eq(sportEvents.id, id)).for('share');
  return row ?? null;
}

export async function updateEvent(db: Db | Tx, id: string, set: Partial<NewSportEvent>): Promise<void> {
  await db.update(sportEvents).set(set).where(eq(sportEvents.id, id));
}

/** Moves scheduled events to OPEN and open ones to LIVE as the clock passes their instants. */
export async function advanceEventPhases(db: Db, now: Date): Promise<void> {
  await db
    .update(sportEvents)
    .set({ status: 'LIVE' })
    .where(
      and(
        inArray(sportEvents.status, ['SCHEDULED', 'OPEN']),
        lte(sportEvents.startsAt, now),
        gt(sportEvents.endsAt, now),
      ),
    );
  await db
    .update(sportEvents)
    .set({ status: 'OPEN' })
    .where(and(eq(sportEvents.status, 'SCHEDULED'), lte(sportEvents.opensAt, now), gt(sportEvents.startsAt, now)));
}

/** Events whose real end has passed and that have no result yet, oldest first. */
export async function findEventsToEnd(db: Db, now: Date, limit: number): Promise<SportEventRow[]> {
  return db
    .select()
    .from(sportEvents)
    .where(and(inArray(sportEvents.status, ['SCHEDULED', 'OPEN', 'LIVE']), lte(sportEvents.endsAt, now)))
    .orderBy(asc(sportEvents.endsAt))
    .limit(limit);
}

/** Ended or voided events not yet settled to the end, oldest first. */
export async function findEventsToSettle(db: Db, limit: number): Promise<SportEventRow[]> {
  return db
    .select()
    .from(sportEvents)
    .where(and(inArray(sportEvents.status, ['ENDED', 'VOID']), isNull(sportEvents.settledAt)))
    .orderBy(asc(sportEvents.endsAt))
    .limit(limit);
}

/** Ends an event with its result, unless it was voided or ended meanwhile. */
export async function endEvent(db: Db | Tx, id: string, set: { result: unknown; resultSource: string; at: Date }) {
  const rows = await db
    .update(sportEvents)
    .set({ status: 'ENDED', result: set.result, resultSource: set.resultSource, endedAt: set.at })
    .where(and(eq(sportEvents.id, id), inArray(sportEvents.status, ['SCHEDULED', 'OPEN', 'LIVE'])))
    .returning({ id: sportEvents.id });
  return rows.length > 0;
}

export type EventFilter = { sports?: string[]; competitionCode?: string; statuses?: string[] };

function filterOf(filter: EventFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.sports) where.push(inArray(sportEvents.sport, filter.sports));
  if (filter.competitionCode) where.push(eq(sportEvents.competitionCode, filter.competitionCode));
  if (filter.statuses) where.push(inArray(sportEvents.status, filter.statuses as SportEventRow['status'][]));
  return where;
}

/** Events not finished whose start lies before `until`, by start (the board and the menu). */
export async function findComingEvents(db: Db, filter: EventFilter & { now: Date; until: Date; limit: number }) {
  return db
    .select()
    .from(sportEvents)
    .where(
      and(
        ...filterOf(filter),
        inArray(sportEvents.status, ['SCHEDULED', 'OPEN', 'LIVE']),
        gt(sportEvents.endsAt, filter.now),
        lt(sportEvents.startsAt, filter.until),
      ),
    )
    .orderBy(asc(sportEvents.startsAt), asc(sportEvents.id))
    .limit(filter.limit);
}

/** A page of events, newest start first (results, the desk's log). */
export async function findEventPage(db: Db, filter: EventFilter & { offset: number; limit: number; endedBy?: Date }) {
  const where = and(...filterOf(filter), filter.endedBy ? lte(sportEvents.endsAt, filter.endedBy) : undefined);
  const [rows, [{ count }]] = await Promise.all([
    db
      .select()
      .from(sportEvents)
      .where(where)
      .orderBy(desc(sportEvents.startsAt), asc(sportEvents.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(sportEvents)
      .where(where),
  ]);
  return { rows, count };
}

/** Finished matches of a league season (standings). */
export async function findSeasonResults(db: Db, competitionCode: string, season: number) {
  return db
    .select()
    .from(sportEvents)
    .where(
      and(
        eq(sportEvents.competitionCode, competitionCode),
        eq(sportEvents.season, season),
        inArray(sportEvents.status, ['ENDED', 'SETTLED']),
      ),
    );
}

export async function findLatestSeason(db: Db, competitionCode: string, now: Date): Promise<number | null> {
  const [row] = await db
    .select({ season: sportEvents.season })
    .from(sportEvents)
    .where(and(eq(sportEvents.competitionCode, competitionCode), lte(sportEvents.opensAt, now)))
    .orderBy(desc(sportEvents.startsAt))
    .limit(1);
  return row?.season ?? null;
}

export async function findSuspensions(db: Db | Tx, eventIds: string[]): Promise<Map<string, Set<string>>> {
  const map = new Map<string, Set<string>>();
  if (eventIds.length === 0) return map;
  const rows = await db
    .select({ eventId: sportMarketSuspensions.eventId, marketKey: sportMarketSuspensions.marketKey })
    .from(sportMarketSuspensions)
    .where(inArray(sportMarketSuspensions.eventId, eventIds));
  for (const row of rows) {
    const set = map.get(row.eventId) ?? new Set<string>();
    set.add(row.marketKey);
    map.set(row.eventId, set);
  }
  return map;
}

export async function setSuspension(
  db: Db | Tx,
  input: { eventId: string; marketKey: string; suspended: boolean; reason: string; operatorId: number; at: Date },
): Promise<void> {
  const key = and(
    eq(sportMarketSuspensions.eventId, input.eventId),
    eq(sportMarketSuspensions.marketKey, input.marketKey),
  );
  if (!input.suspended) {
    await db.delete(sportMarketSuspensions).where(key);
    return;
  }
  await db
    .insert(sportMarketSuspensions)
    .values({
      eventId: input.eventId,
      marketKey: input.marketKey,
      reason: input.reason,
      operatorId: input.operatorId,
      createdAt: input.at,
    })
    .onConflictDoNothing();
}
