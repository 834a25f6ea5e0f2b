import { and, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { agentContracts } from '../../db/schema/contracts.ts';
import { affiliateCodes, members } from '../../db/schema/members.ts';

export type ContractRow = typeof agentContracts.$inferSelect;
type MemberUpdate = Partial<
  Pick<typeof members.$inferInsert, 'status' | 'type' | 'passwordHash' | 'paymentPasswordHash' | 'passwordChangedAt'>
>;

export async function lockMemberRow(tx: Tx, memberId: number) {
  const [row] = await tx.select().from(members).where(eq(members.id, memberId)).for('update');
  return row ?? null;
}

export async function updateMemberColumns(tx: Tx, memberId: number, values: MemberUpdate): Promise<void> {
  await tx.update(members).set(values).where(eq(members.id, memberId));
}

/**
 * Moves a member under a new upline and rewrites the ancestor path of its whole sub-tree (prefix `from` becomes
 * `to`). Answers how many accounts moved, the member included.
 */
export async function moveSubtree(
  tx: Tx,
  input: { memberId: number; uplineId: number | null; path: string; from: string; to: string },
): Promise<number> {
  await tx
    .update(members)
    .set({ uplineId: input.uplineId, ancestorPath: input.path })
    .where(eq(members.id, input.memberId));
  const moved = await tx
    .update(members)
    .set({ ancestorPath: sql`${input.to} || substr(${members.ancestorPath}, ${input.from.length + 1})` })
    .where(sql`${members.ancestorPath} like ${`${input.from}%`}`)
    .returning({ id: members.id });
  return moved.length + 1;
}

/** Contracts still running or offered between the member and its upline (either side), locked. */
export async function lockOpenContractsWith(tx: Tx, memberId: number, uplineId: number): Promise<ContractRow[]> {
  return tx
    .select()
    .from(agentContracts)
    .where(
      and(
        inArray(agentContracts.status, ['ACTIVE', 'OFFERED']),
        eq(agentContracts.payeeId, memberId),
        eq(agentContracts.payerId, uplineId),
      ),
    )
    .for('update');
}

export async function countOpenContracts(tx: Tx, memberId: number): Promise<number> {
  const [row] = await tx
    .select({ count: count() })
    .from(agentContracts)
    .where(
      and(
        inArray(agentContracts.status, ['ACTIVE', 'OFFERED']),
        or(eq(agentContracts.payeeId, memberId), eq(agentContracts.payerId, memberId)),
      ),
    );
  return Number(row?.count ?? 0);
}

export async function countDirectDownline(tx: Tx, memberId: number): Promise<number> {
  const [row] = await tx.select({ count: count() }).from(members).where(eq(members.uplineId, memberId));
  return Number(row?.count ?? 0);
}

/** The agent's affiliate code: an enabled one it has, else a new one (null when every candidate is taken). */
export async function ensureAffiliateCode(tx: Tx, agentId: number, candidates: string[]): Promise<string | null> {
  const [existing] = await tx
    .select({ code: affiliateCodes.code })
    .from(affiliateCodes)
    .where(and(eq(affiliateCodes.agentId, agentId), eq(affiliateCodes.enabled, true)));
  if (existing) return existing.code;
  for (const code of candidates) {
    const [row] = await tx
      .insert(affiliateCodes)
      .values({ code, agentId })
      .onConflictDoNothing()
      .returning({ code: affiliateCodes.code });
    if (row) return row.code;
  }
  return null;
}

export async function disableAffiliateCodes(tx: Tx, agentId: number): Promise<void> {
  await tx.update(affiliateCodes).set({ enabled: false }).where(eq(affiliateCodes.agentId, agentId));
}
