import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';
import { pvpChatMutes, pvpChatSettings, pvpTables } from '../../db/schema/pvp.ts';

/* The card rooms' chat settings and mutes (migration 0038). */

export type ChatSettingsRow = typeof pvpChatSettings.$inferSelect;

/** The one settings row (the migration inserts it; an empty database reads as everything off). */
export async function readChatSettings(db: Db | Tx, options: { lock?: boolean } = {}): Promise<ChatSettingsRow> {
  const query = db.select().from(pvpChatSettings).where(eq(pvpChatSettings.id, 1));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? { id: 1, freeText: false, words: [], updatedAt: new Date(0) };
}

export async function writeChatSettings(tx: Tx, change: { freeText: boolean; words: string[]; now: Date }) {
  await tx
    .insert(pvpChatSettings)
    .values({ id: 1, freeText: change.freeText, words: change.words, updatedAt: change.now })
    .onConflictDoUpdate({
      target: pvpChatSettings.id,
      set: { freeText: change.freeText, words: change.words, updatedAt: change.now },
    });
}

const inForce = (now: Date) => or(isNull(pvpChatMutes.until), gt(pvpChatMutes.until, now));

/** Whether the member is muted now. */
export async function isChatMuted(db: Db, memberId: number, now: Date): Promise<boolean> {
  const rows = await db
    .select({ memberId: pvpChatMutes.memberId })
    .from(pvpChatMutes)
    .where(and(eq(pvpChatMutes.memberId, memberId), inForce(now)));
  return rows.length > 0;
}

export async function listChatMutes(db: Db, now: Date) {
  return db
    .select({
      memberId: pvpChatMutes.memberId,
      username: members.username,
      nickname: members.nickname,
      until: pvpChatMutes.until,
      reason: pvpChatMutes.reason,
      createdAt: pvpChatMutes.createdAt,
    })
    .from(pvpChatMutes)
    .innerJoin(members, eq(members.id, pvpChatMutes.memberId))
    .where(inForce(now))
    .orderBy(desc(pvpChatMutes.createdAt));
}

export async function findMutedRow(tx: Tx, memberId: number) {
  const [row] = await tx.select().from(pvpChatMutes).where(eq(pvpChatMutes.memberId, memberId)).for('update');
  return row ?? null;
}

export async function upsertChatMute(tx: Tx, row: { memberId: number; until: Date | null; reason: string; now: Date }) {
  const values = { memberId: row.memberId, until: row.until, reason: row.reason, createdAt: row.now };
  await tx.insert(pvpChatMutes).values(values).onConflictDoUpdate({ target: pvpChatMutes.memberId, set: values });
}

export async function deleteChatMute(tx: Tx, memberId: number) {
  await tx.delete(pvpChatMutes).where(eq(pvpChatMutes.memberId, memberId));
}

export async function findMemberByUsername(db: Db | Tx, username: string) {
  const [row] = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(sql`lower(${members.username}) = lower(${username})`);
  return row ?? null;
}

export async function listFreeChatTables(db: Db) {
  return db
    .select({ tableId: pvpTables.id, name: pvpTables.name })
    .from(pvpTables)
    .where(eq(pvpTables.freeChat, true))
    .orderBy(pvpTables.sort, pvpTables.id);
}
