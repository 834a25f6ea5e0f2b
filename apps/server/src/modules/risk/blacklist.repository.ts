import { and, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { operators } from '../../db/schema/operators.ts';
import { riskBlacklist } from '../../db/schema/risk.ts';

export type BlacklistRow = typeof riskBlacklist.$inferSelect;
export type BlacklistKind = BlacklistRow['kind'];

/** Null when the value is already listed (the unique index decides, so two operators adding it at once add it once). */
export async function insertBlacklistEntry(
  tx: Tx,
  values: typeof riskBlacklist.$inferInsert,
): Promise<BlacklistRow | null> {
  const [row] = await tx.insert(riskBlacklist).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function deleteBlacklistEntry(tx: Tx, id: number): Promise<BlacklistRow | null> {
  const [row] = await tx.delete(riskBlacklist).where(eq(riskBlacklist.id, id)).returning();
  return row ?? null;
}

/** The first listed value among the candidates, each an equality on the unique index. */
export async function findListed(
  db: Db | Tx,
  candidates: { kind: BlacklistKind; value: string }[],
): Promise<BlacklistRow | null> {
  const tests: SQL[] = candidates.map((candidate) =>
    and(eq(riskBlacklist.kind, candidate.kind), eq(riskBlacklist.value, candidate.value))!,
  );
  if (tests.length === 0) return null;
  const [row] = await db
    .select()
    .from(riskBlacklist)
    .where(or(...tests))
    .limit(1);
  return row ?? null;
}

export async function listBlacklist(db: Db, kind: BlacklistKind | undefined, limit: number, offset: number) {
  const where = kind ? inArray(riskBlacklist.kind, [kind]) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: riskBlacklist, createdBy: operators.username })
      .from(riskBlacklist)
      .innerJoin(operators, eq(operators.id, riskBlacklist.createdBy))
      .where(where)
      .orderBy(desc(riskBlacklist.createdAt), desc(riskBlacklist.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(riskBlacklist).where(where),
  ]);
  return { rows, total: total!.n };
}
