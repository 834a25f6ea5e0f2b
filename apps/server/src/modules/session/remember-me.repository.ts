import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';
import { rememberTokens } from '../../db/schema/sessions.ts';

export type RevokeReason = NonNullable<typeof rememberTokens.$inferSelect.revokeReason>;

export async function insertRememberToken(db: Db | Tx, values: typeof rememberTokens.$inferInsert): Promise<void> {
  await db.insert(rememberTokens).values(values);
}

/** The token row with its member's name and status, whatever the token's state. */
export async function findRememberToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: rememberTokens.id,
      memberId: rememberTokens.memberId,
      familyId: rememberTokens.familyId,
      deviceHash: rememberTokens.deviceHash,
      expiresAt: rememberTokens.expiresAt,
      usedAt: rememberTokens.usedAt,
      revokedAt: rememberTokens.revokedAt,
      username: members.username,
      memberStatus: members.status,
    })
    .from(rememberTokens)
    .innerJoin(members, eq(members.id, rememberTokens.memberId))
    .where(eq(rememberTokens.tokenHash, tokenHash));
  return row ?? null;
}

/** Marks the token exchanged, only if nobody did first; false when another request won. */
export async function claimRememberToken(db: Db | Tx, id: number, now: Date): Promise<boolean> {
  const claimed = await db
    .update(rememberTokens)
    .set({ usedAt: now })
    .where(and(eq(rememberTokens.id, id), isNull(rememberTokens.usedAt), isNull(rememberTokens.revokedAt)))
    .returning({ id: rememberTokens.id });
  return claimed.length > 0;
}

export async function revokeRememberFamily(
  db: Db | Tx,
  input: { familyId: string; reason: RevokeReason; now: Date },
): Promise<void> {
  await db
    .update(rememberTokens)
    .set({ revokedAt: input.now, revokeReason: input.reason })
    .where(and(eq(rememberTokens.familyId, input.familyId), isNull(rememberTokens.revokedAt)));
}

export async function revokeMemberRememberTokens(
  db: Db | Tx,
  input: { memberId: number; reason: RevokeReason; now: Date },
): Promise<void> {
  await db
    .update(rememberTokens)
    .set({ revokedAt: input.now, revokeReason: input.reason })
    .where(and(eq(rememberTokens.memberId, input.memberId), isNull(rememberTokens.revokedAt)));
}
