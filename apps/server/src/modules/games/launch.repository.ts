import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { launchTokens } from '../../db/schema/games.ts';

export async function insertLaunchToken(db: Db, row: typeof launchTokens.$inferInsert): Promise<void> {
  await db.insert(launchTokens).values(row);
}

/** Marks the token used and answers it, in one statement, so two exchanges of one token cannot both win. */
export async function consumeLaunchToken(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .update(launchTokens)
    .set({ usedAt: now })
    .where(and(eq(launchTokens.tokenHash, tokenHash), isNull(launchTokens.usedAt), gt(launchTokens.expiresAt, now)))
    .returning();
  return row ?? null;
}
