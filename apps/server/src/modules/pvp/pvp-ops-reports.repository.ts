import { and, desc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AGENT_ACCOUNT_TYPES } from '@lucky/contracts/common/constants';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';
import { pvpHandPlayers, pvpHands, pvpTables } from '../../db/schema/pvp.ts';
import { sessions } from '../../db/schema/sessions.ts';

/*
 * The desk's reports over settled hands, grouped in the database: the rake by day and by top-level agent, and the
 * pairs of members who share many hands (collusion hints). Practice tables (demo credit) are left out of both.
 */

export type DayRange = { from: Date; until: Date };

/** Members' parts in real-money hands that ended within the range. */
function realHandsIn(range: DayRange): SQL {
  return and(
    eq(pvpHands.status, 'ENDED'),
    gte(pvpHands.endedAt, range.from),
    lt(pvpHands.endedAt, range.until),
    eq(pvpTables.practice, false),
  )!;
}

const figures = {
  hands: sql<number>`count(distinct ${pvpHandPlayers.handId})::int`,
  players: sql<number>`count(distinct ${pvpHandPlayers.memberId})::int`,
  rake: sql<string>`coalesce(sum(${pvpHandPlayers.rake}), 0)::text`,
};

/** The UTC day a hand ended, as YYYY-MM-DD. */
const endedDay = sql<string>`to_char(${pvpHands.endedAt} at time zone 'UTC', 'YYYY-MM-DD')`;

/**
 * A member's top-level agent: the first id of its ancestor path ('/1/7/' → 1). A member with no ancestor is its own
 * top when it is an agent, and has no agent (null: the house's own members) when it is not.
 */
// The agent types are written into the text (numbers of the contracts, not input): a bound parameter would make
// the select's expression differ from the group by's, which PostgreSQL refuses.
const topAgent = sql<string | null>`case
    when ${members.ancestorPath} <> '/' then split_part(${members.ancestorPath}, '/', 2)
    when ${members.type} in (${sql.raw(AGENT_ACCOUNT_TYPES.join(', '))}) then ${members.id}::text
  end`;

export async function sumRakeByDay(db: Db, range: DayRange) {
  return db
    .select({ day: endedDay, ...figures })
    .from(pvpHandPlayers)
    .innerJoin(pvpHands, eq(pvpHands.id, pvpHandPlayers.handId))
    .innerJoin(pvpTables, eq(pvpTables.id, pvpHands.tableId))
    .where(realHandsIn(range))
    .groupBy(endedDay)
    .orderBy(endedDay);
}

export async function sumRakeByTopAgent(db: Db, range: DayRange) {
  return db
    .select({ top: topAgent, ...figures })
    .from(pvpHandPlayers)
    .innerJoin(pvpHands, eq(pvpHands.id, pvpHandPlayers.handId))
    .innerJoin(pvpTables, eq(pvpTables.id, pvpHands.tableId))
    .innerJoin(members, eq(members.id, pvpHandPlayers.memberId))
    .where(realHandsIn(range))
    .groupBy(topAgent)
    .orderBy(desc(sql`sum(${pvpHandPlayers.rake})`));
}

export async function sumRakeTotal(db: Db, range: DayRange) {
  const [row] = await db
    .select(figures)
    .from(pvpHandPlayers)
    .innerJoin(pvpHands, eq(pvpHands.id, pvpHandPlayers.handId))
    .innerJoin(pvpTables, eq(pvpTables.id, pvpHands.tableId))
    .where(realHandsIn(range));
  return row!;
}

export async function findAccounts(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: members.id, username: members.username, nickname: members.nickname, type: members.type })
    .from(members)
    .where(inArray(members.id, ids));
}

/** The most pairs the hint query weighs: the busiest pairs of the range, before their logins are compared. */
export const COLLUSION_PAIR_LIMIT = 500;

/**
 * Pairs of members (a < b) seated in the same real-money hands of the range at least `minHands` times, busiest
 * first, with the chips that went from a to b: in each shared hand where one lost and the other won, the smaller of
 * the loss and the win (a multi-way pot's flow cannot be split exactly between two players; this bounds it).
 */
export async function findSharedHandPairs(db: Db, input: DayRange & { minHands: number }) {
  const a = alias(pvpHandPlayers, 'a');
  const b = alias(pvpHandPlayers, 'b');
  const flow = sql<string>`coalesce(sum(case
      when ${a.net} < 0 and ${b.net} > 0 then least(-${a.net}, ${b.net})
      when ${a.net} > 0 and ${b.net} < 0 then -least(${a.net}, -${b.net})
      else 0 end), 0)::text`;
  return db
    .select({
      aId: sql<number>`${a.memberId}`.mapWith(Number),
      bId: sql<number>`${b.memberId}`.mapWith(Number),
      sharedHands: sql<number>`count(*)::int`,
      sharedTables: sql<number>`count(distinct ${pvpHands.tableId})::int`,
      flow,
    })
    .from(a)
    .innerJoin(b, and(eq(b.handId, a.handId), sql`${a.memberId} < ${b.memberId}`))
    .innerJoin(pvpHands, eq(pvpHands.id, a.handId))
    .innerJoin(pvpTables, eq(pvpTables.id, pvpHands.tableId))
    .where(and(realHandsIn(input), isNotNull(a.memberId), isNotNull(b.memberId)))
    .groupBy(a.memberId, b.memberId)
    .having(sql`count(*) >= ${input.minHands}`)
    .orderBy(desc(sql`count(*)`))
    .limit(COLLUSION_PAIR_LIMIT);
}

/**
 * Where the members logged in from: each session's address and browser (user agent, as sent), and the address they
 * registered from. Every login counts, not only the range's: a shared address is a link whenever it was shared.
 */
export async function listLoginTraces(db: Db, memberIds: number[]) {
  if (memberIds.length === 0) return { ips: [], devices: [] };
  const [sessionRows, registered] = await Promise.all([
    db
      .selectDistinct({ memberId: sessions.memberId, ip: sessions.ip, userAgent: sessions.userAgent })
      .from(sessions)
      .where(inArray(sessions.memberId, memberIds)),
    db
      .select({ memberId: members.id, ip: members.registerIp })
      .from(members)
      .where(and(inArray(members.id, memberIds), isNotNull(members.registerIp))),
  ]);
  const ips = [...sessionRows, ...registered].flatMap((row) =>
    row.ip ? [{ memberId: row.memberId, ip: row.ip }] : [],
  );
  const devices = sessionRows.flatMap((row) =>
    row.userAgent ? [{ memberId: row.memberId, device: row.userAgent }] : [],
  );
  return { ips, devices };
}
