import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { memberMessages } from '../../db/schema/merchant.ts';

export type MessageRow = typeof memberMessages.$inferSelect;

/** Every query here is scoped by member id: a member can only ever see or change their own messages. */
const own = (memberId: number) => eq(memberMessages.memberId, memberId);

export async function countUnread(db: Db | Tx, memberId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(memberMessages)
    .where(and(own(memberId), isNull(memberMessages.readAt)));
  return row?.total ?? 0;
}

export async function listMessages(
  db: Db,
  input: { memberId: number; unreadOnly: boolean; limit: number; offset: number },
) {
  const conditions: SQL[] = [own(input.memberId)];
  if (input.unreadOnly) conditions.push(isNull(memberMessages.readAt));
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(memberMessages)
    .where(where)
    .orderBy(desc(memberMessages.createdAt), desc(memberMessages.id))
    .limit(input.limit)
    .offset(input.offset);
  const [total] = await db.select({ total: count() }).from(memberMessages).where(where);
  return { rows, total: total?.total ?? 0 };
}

/** Marks the given (or all) unread messages of the member read; answers how many changed. */
export async function markMessagesRead(
  db: Db | Tx,
  input: { memberId: number; ids: number[] | 'all'; at: Date },
): Promise<number> {
  const conditions: SQL[] = [own(input.memberId), isNull(memberMessages.readAt)];
  if (input.ids !== 'all') conditions.push(inArray(memberMessages.id, input.ids));
  const updated = await db
    .update(memberMessages)
    .set({ readAt: input.at })
    .where(and(...conditions))
    .returning({ id: memberMessages.id });
  return updated.length;
}

export async function deleteMessages(db: Db | Tx, input: { memberId: number; ids: number[] }): Promise<number> {
  const deleted = await db
    .delete(memberMessages)
    .where(and(own(input.memberId), inArray(memberMessages.id, input.ids)))
    .returning({ id: memberMessages.id });
  return deleted.length;
}

/**
 * One operator message to every active real account (not trial accounts, nor members on a cool-off or
 * self-exclusion), as a single
 * INSERT … SELECT: the database fans it out without sending member ids back and forth, so it
 * stays one statement (and one transaction with its audit entry) however many members there are.
 */
export async function insertMessageForAllMembers(
  tx: Tx,
  input: { title: string; body: string; at: Date },
): Promise<number> {
  const result = await tx.execute(sql`
    insert into member_messages (member_id, kind, title, body, params, created_at)
    select id, 'OPERATOR', ${input.title}, ${input.body}, null, ${input.at.toISOString()}::timestamptz
    from members where status = 'ACTIVE' and type <> 4
      -- No marketing to a member on a cool-off or self-exclusion (modules/responsible-play: the block on the wallet).
      and not exists (select 1 from ledger_accounts a where a.member_id = members.id and a.kind = 'MEMBER_WALLET'
                      and a.play_blocked_until > ${input.at.toISOString()}::timestamptz)`);
  return readRowCount(result);
}

function readRowCount(result: unknown): number {
  // node-postgres reports rowCount, PGlite affectedRows.
  const value = result as { rowCount?: number | null; affectedRows?: number };
  return value.rowCount ?? value.affectedRows ?? 0;
}
