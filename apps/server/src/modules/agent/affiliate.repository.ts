import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { affiliateCodes } from '../../db/schema/members.ts';

export type AffiliateCodeRow = typeof affiliateCodes.$inferSelect;

export function listAffiliateCodes(db: Db, agentId: number): Promise<AffiliateCodeRow[]> {
  return db.select().from(affiliateCodes).where(eq(affiliateCodes.agentId, agentId)).orderBy(asc(affiliateCodes.id));
}

export async function insertAffiliateCode(
  db: Db,
  values: { code: string; agentId: number; domain: string | null },
): Promise<AffiliateCodeRow> {
  const [row] = await db.insert(affiliateCodes).values(values).returning();
  return row;
}

/** Changes a code only when it belongs to the agent; null otherwise. */
export async function setAffiliateCodeEnabled(
  db: Db,
  input: { id: number; agentId: number; enabled: boolean },
): Promise<AffiliateCodeRow | null> {
  const [row] = await db
    .update(affiliateCodes)
    .set({ enabled: input.enabled })
    .where(and(eq(affiliateCodes.id, input.id), eq(affiliateCodes.agentId, input.agentId)))
    .returning();
  return row ?? null;
}
