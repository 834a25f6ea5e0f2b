import { and, asc, count, eq, gt, inArray, isNull, lte, or, sql, sum } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { missionClaims, missions } from '../../db/schema/missions.ts';

export type MissionRow = typeof missions.$inferSelect;
export type MissionValues = Omit<typeof missions.$inferInsert, 'id'>;
export type ClaimRow = typeof missionClaims.$inferSelect;

/** Enabled missions whose window contains `at`, in display order. */
export function listRunningMissions(db: Db | Tx, at: Date): Promise<MissionRow[]> {
  return db
    .select()
    .from(missions)
    .where(
      and(
        eq(missions.enabled, true),
        or(isNull(missions.startsAt), lte(missions.startsAt, at)),
        or(isNull(missions.endsAt), gt(missions.endsAt, at)),
      ),
    )
    .orderBy(asc(missions.period), asc(missions.sort), asc(missions.id));
}

export async function findMission(db: Db | Tx, id: number): Promise<MissionRow | null> {
  const [row] = await db.select().from(missions).where(eq(missions.id, id));
  return row ?? null;
}

/** The member's claims of these missions in the given period keys. */
export function listClaims(
  db: Db | Tx,
  input: { memberId: number; missionIds: number[]; periodKeys: string[] },
): Promise<ClaimRow[]> {
  if (input.missionIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(missionClaims)
    .where(
      and(
        eq(missionClaims.memberId, input.memberId),
        inArray(missionClaims.missionId, input.missionIds),
        inArray(missionClaims.periodKey, input.periodKeys),
      ),
    );
}

export async function insertClaim(tx: Tx, values: typeof missionClaims.$inferInsert): Promise<ClaimRow> {
  const [row] = await tx.insert(missionClaims).values(values).returning();
  return row!;
}

export function listAllMissions(db: Db): Promise<MissionRow[]> {
  return db.select().from(missions).orderBy(asc(missions.period), asc(missions.sort), asc(missions.id));
}

/** Claims made and amount paid per mission, for the operators' list. */
export async function claimTotals(
  db: Db | Tx,
  missionIds: number[],
): Promise<Map<number, { claims: number; paid: bigint }>> {
  if (missionIds.length === 0) return new Map();
  const rows = await db
    .select({ missionId: missionClaims.missionId, claims: count(), paid: sum(missionClaims.amount) })
    .from(missionClaims)
    .where(inArray(missionClaims.missionId, missionIds))
    .groupBy(missionClaims.missionId);
  return new Map(rows.map((row) => [row.missionId, { claims: row.claims, paid: BigInt(row.paid ?? '0') }]));
}

export async function insertMission(tx: Tx, values: MissionValues): Promise<MissionRow> {
  const [row] = await tx.insert(missions).values(values).returning();
  return row!;
}

export async function findMissionForUpdate(tx: Tx, id: number): Promise<MissionRow | null> {
  const [row] = await tx.select().from(missions).where(eq(missions.id, id)).for('update');
  return row ?? null;
}

export async function updateMission(tx: Tx, id: number, values: Partial<MissionValues>): Promise<MissionRow> {
  const [row] = await tx
    .update(missions)
    .set({ ...values, updatedAt: values.updatedAt ?? sql`now()` })
    .where(eq(missions.id, id))
    .returning();
  return row!;
}
