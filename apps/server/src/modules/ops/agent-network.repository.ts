import { and, count, desc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AGENT_ACCOUNT_TYPES } from '@lucky/contracts/common/constants';
import type { Db, Tx } from '../../db/client.ts';
import { agentContracts } from '../../db/schema/contracts.ts';
import { members } from '../../db/schema/members.ts';
import type { ContractRow } from './member-actions.repository.ts';

const upline = alias(members, 'upline');
const agentTypes = [...AGENT_ACCOUNT_TYPES];

/** One level of the tree: the top-level agents (parentId null), or the direct downline of an agent. */
export async function listTreeLevel(db: Db, parentId: number | null, limit: number, offset: number) {
  const where =
    parentId === null
      ? and(
          inArray(members.type, agentTypes),
          or(isNull(members.uplineId), notInArray(upline.type, agentTypes), isNull(upline.id)),
        )
      : eq(members.uplineId, parentId);
  const team = sql`${members.ancestorPath} || ${members.id}::text || '/%'`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        memberId: members.id,
        username: members.username,
        type: members.type,
        status: members.status,
        createdAt: members.createdAt,
        directCount: sql<number>`(select count(*) from ${members} d where d.upline_id = ${members.id})::int`,
        teamCount: sql<number>`(select count(*) from ${members} d where d.ancestor_path like ${team})::int`,
        liveContracts: sql<
          string[]
        >`array(select c.kind from ${agentContracts} c where c.payee_id = ${members.id} and c.status = 'ACTIVE' order by c.kind)`,
      })
      .from(members)
      .leftJoin(upline, eq(upline.id, members.uplineId))
      .where(where)
      .orderBy(desc(inArray(members.type, agentTypes)), members.username)
      .limit(limit)
      .offset(offset),
    db.select({ count: count() }).from(members).leftJoin(upline, eq(upline.id, members.uplineId)).where(where),
  ]);
  return { rows, total: Number(total?.count ?? 0) };
}

export async function lockContractRow(tx: Tx, id: number): Promise<ContractRow | null> {
  const [row] = await tx.select().from(agentContracts).where(eq(agentContracts.id, id)).for('update');
  return row ?? null;
}

export async function clearTerminationRequest(tx: Tx, id: number): Promise<void> {
  await tx
    .update(agentContracts)
    .set({ terminationRequestedBy: null, terminationRequestedAt: null })
    .where(eq(agentContracts.id, id));
}
