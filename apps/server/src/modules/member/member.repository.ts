import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { affiliateCodes, members } from '../../db/schema/members.ts';
import { memberVip } from '../../db/schema/vip.ts';
import type { MemberRow } from './member-row.ts';

export async function findMemberByUsername(db: Db | Tx, username: string): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(members)
    .where(sql`lower(${members.username}) = ${username.toLowerCase()}`);
  return row ?? null;
}

export async function findMemberById(db: Db | Tx, id: number): Promise<MemberRow | null> {
  const [row] = await db.select().from(members).where(eq(members.id, id));
  return row ?? null;
}

export async function findMemberByMobile(
  db: Db | Tx,
  dialingCode: string,
  mobileNum: string,
): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.mobileDialingCode, dialingCode), eq(members.mobileNum, mobileNum)));
  return row ?? null;
}

export async function findMemberByReferralCode(db: Db | Tx, code: string): Promise<MemberRow | null> {
  const [row] = await db.select().from(members).where(eq(members.referralCode, code.toUpperCase()));
  return row ?? null;
}

export async function insertMember(tx: Tx, values: typeof members.$inferInsert): Promise<MemberRow> {
  const [row] = await tx.insert(members).values(values).returning();
  return row;
}

export async function updateMember(
  db: Db | Tx,
  id: number,
  values: Partial<typeof members.$inferInsert>,
): Promise<void> {
  await db.update(members).set(values).where(eq(members.id, id));
}

export async function findAffiliate(db: Db | Tx, code: string) {
  const [row] = await db
    .select({
      code: affiliateCodes.code,
      domain: affiliateCodes.domain,
      enabled: affiliateCodes.enabled,
      agentId: affiliateCodes.agentId,
      agentType: members.type,
      agentStatus: members.status,
      agentPath: members.ancestorPath,
    })
    .from(affiliateCodes)
    .innerJoin(members, eq(members.id, affiliateCodes.agentId))
    .where(sql`lower(${affiliateCodes.code}) = ${code.toLowerCase()}`);
  return row ?? null;
}

/**
 * The member's VIP level for its labels (0 without a VIP row). A read of the vip module's table kept here because the
 * vip module builds on members, not the other way round.
 */
export async function findMemberVipLevel(db: Db | Tx, memberId: number): Promise<number> {
  const [row] = await db.select({ level: memberVip.level }).from(memberVip).where(eq(memberVip.memberId, memberId));
  return row?.level ?? 0;
}
