import type { ContractKind } from '@lucky/contracts/agent/contract-endpoints';
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { agentContracts } from '../../db/schema/contracts.ts';
import { members } from '../../db/schema/members.ts';

export type ContractRow = typeof agentContracts.$inferSelect;
export type ContractStatus = ContractRow['status'];
export type EndReason = NonNullable<ContractRow['endReason']>;
/** A contract with the names of both sides (payerUsername null: the platform). */
export type ContractRecord = ContractRow & { payeeUsername: string; payerUsername: string | null };

const payee = alias(members, 'payee');
const payer = alias(members, 'payer');

function selectRecords(db: Db | Tx) {
  return db
    .select({ contract: agentContracts, payeeUsername: payee.username, payerUsername: payer.username })
    .from(agentContracts)
    .innerJoin(payee, eq(payee.id, agentContracts.payeeId))
    .leftJoin(payer, eq(payer.id, agentContracts.payerId));
}

const toRecord = (row: {
  contract: ContractRow;
  payeeUsername: string;
  payerUsername: string | null;
}): ContractRecord => ({ ...row.contract, payeeUsername: row.payeeUsername, payerUsername: row.payerUsername });

export async function findContractRecord(db: Db | Tx, id: number): Promise<ContractRecord | null> {
  const [row] = await selectRecords(db).where(eq(agentContracts.id, id));
  return row ? toRecord(row) : null;
}

/**
 * Locks one contract for a state change: its payee's member row first, then the contract row —
 * the order every contract change uses, so concurrent changes queue instead of deadlocking.
 */
export async function lockContract(tx: Tx, id: number): Promise<ContractRow | null> {
  const [peek] = await tx
    .select({ payeeId: agentContracts.payeeId })
    .from(agentContracts)
    .where(eq(agentContracts.id, id));
  if (!peek) return null;
  await lockMemberRow(tx, peek.payeeId);
  const [row] = await tx.select().from(agentContracts).where(eq(agentContracts.id, id)).for('update');
  return row ?? null;
}

export async function findContractOf(
  db: Db | Tx,
  payeeId: number,
  kind: ContractKind,
  status: 'ACTIVE' | 'OFFERED',
): Promise<ContractRow | null> {
  const [row] = await db
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.payeeId, payeeId), eq(agentContracts.kind, kind), eq(agentContracts.status, status)));
  return row ?? null;
}

/** Live contracts of a kind a member gave its own downline. */
export async function listLiveGivenBy(db: Db | Tx, payerId: number, kind: ContractKind): Promise<ContractRecord[]> {
  const rows = await selectRecords(db).where(
    and(eq(agentContracts.payerId, payerId), eq(agentContracts.kind, kind), eq(agentContracts.status, 'ACTIVE')),
  );
  return rows.map(toRecord);
}

/** Pending offers of a kind a member made to its own downline. */
export async function listOffersGivenBy(db: Db | Tx, payerId: number, kind: ContractKind): Promise<ContractRow[]> {
  return db
    .select()
    .from(agentContracts)
    .where(
      and(eq(agentContracts.payerId, payerId), eq(agentContracts.kind, kind), eq(agentContracts.status, 'OFFERED')),
    );
}

export async function insertContract(tx: Tx, values: typeof agentContracts.$inferInsert): Promise<ContractRow> {
  const [row] = await tx.insert(agentContracts).values(values).returning();
  return row;
}

export async function updateContract(
  tx: Tx,
  id: number,
  values: Partial<typeof agentContracts.$inferInsert>,
): Promise<void> {
  await tx.update(agentContracts).set(values).where(eq(agentContracts.id, id));
}

/** Held by a member: everything live or pending, then the most recently ended ones. */
export async function listHeld(db: Db, payeeId: number, kind: ContractKind | undefined): Promise<ContractRecord[]> {
  const where = and(eq(agentContracts.payeeId, payeeId), kind ? eq(agentContracts.kind, kind) : undefined);
  const rows = await selectRecords(db)
    .where(where)
    .orderBy(
      sql`case ${agentContracts.status} when 'OFFERED' then 0 when 'ACTIVE' then 1 else 2 end`,
      desc(agentContracts.id),
    )
    .limit(40);
  return rows.map(toRecord);
}

export type ContractFilter = {
  payerId?: number;
  platform?: boolean;
  kind?: ContractKind;
  status?: ContractStatus;
  username?: string;
};

function filterOf(filter: ContractFilter): SQL | undefined {
  return and(
    filter.payerId !== undefined ? eq(agentContracts.payerId, filter.payerId) : undefined,
    filter.platform ? isNull(agentContracts.payerId) : undefined,
    filter.kind ? eq(agentContracts.kind, filter.kind) : undefined,
    filter.status ? eq(agentContracts.status, filter.status) : undefined,
    filter.username
      ? ilike(
          payee.username,
          filter.username.replace(/[\\%_]/g, (c) => `\\${c}`),
        )
      : undefined,
  );
}

export async function listContracts(
  db: Db,
  filter: ContractFilter,
  limit: number,
  offset: number,
): Promise<{ rows: ContractRecord[]; total: number }> {
  const where = filterOf(filter);
  const [rows, [{ total }]] = await Promise.all([
    selectRecords(db).where(where).orderBy(desc(agentContracts.id)).limit(limit).offset(offset),
    db
      .select({ total: count() })
      .from(agentContracts)
      .innerJoin(payee, eq(payee.id, agentContracts.payeeId))
      .where(where),
  ]);
  return { rows: rows.map(toRecord), total };
}

/**
 * What waits for a member, per kind: 1 an offer to it, 2 a termination request the other side of
 * one of its contracts made (as payee or payer), 0 nothing; and the kinds it holds live.
 */
export async function readWaiting(
  db: Db,
  memberId: number,
): Promise<{ offers: ContractKind[]; terminations: ContractKind[]; held: ContractKind[] }> {
  const rows = await db
    .select({
      kind: agentContracts.kind,
      status: agentContracts.status,
      payeeId: agentContracts.payeeId,
      requestedBy: agentContracts.terminationRequestedBy,
    })
    .from(agentContracts)
    .where(
      or(
        and(eq(agentContracts.payeeId, memberId), inArray(agentContracts.status, ['OFFERED', 'ACTIVE'])),
        and(
          eq(agentContracts.payerId, memberId),
          eq(agentContracts.status, 'ACTIVE'),
          eq(agentContracts.terminationRequestedBy, 'PAYEE'),
        ),
      ),
    );
  const offers = rows.filter((row) => row.status === 'OFFERED').map((row) => row.kind);
  const terminations = rows
    .filter((row) => row.status === 'ACTIVE' && row.requestedBy === (row.payeeId === memberId ? 'PAYER' : 'PAYEE'))
    .map((row) => row.kind);
  const held = rows.filter((row) => row.status === 'ACTIVE' && row.payeeId === memberId).map((row) => row.kind);
  return { offers, terminations, held };
}

/** A contract to settle, with what settlement needs of its payee (team path, depth) and payer (name for the message). */
export type SettleableContract = ContractRow & {
  payeeAncestorPath: string;
  depth: number;
  payerUsername: string | null;
};

/**
 * Contracts of a kind with whole periods possibly left to settle: live ones, and ended ones whose
 * cursor is short of their end. Shallowest payees first (fewest ancestors), so an upline is paid
 * its own income of a period before it pays its downline.
 */
export async function listSettleable(db: Db | Tx, kind: ContractKind): Promise<SettleableContract[]> {
  const depth = sql<number>`(length(${payee.ancestorPath}) - length(replace(${payee.ancestorPath}, '/', '')))::int`;
  const rows = await db
    .select({ contract: agentContracts, payeeAncestorPath: payee.ancestorPath, depth, payerUsername: payer.username })
    .from(agentContracts)
    .innerJoin(payee, eq(payee.id, agentContracts.payeeId))
    .leftJoin(payer, eq(payer.id, agentContracts.payerId))
    .where(
      and(
        eq(agentContracts.kind, kind),
        isNotNull(agentContracts.startsAt),
        or(
          eq(agentContracts.status, 'ACTIVE'),
          and(
            eq(agentContracts.status, 'TERMINATED'),
            or(isNull(agentContracts.settledUntil), sql`${agentContracts.settledUntil} < ${agentContracts.endsAt}`),
          ),
        ),
      ),
    )
    .orderBy(depth, agentContracts.id);
  return rows.map((row) => ({
    ...row.contract,
    payeeAncestorPath: row.payeeAncestorPath,
    depth: Number(row.depth),
    payerUsername: row.payerUsername,
  }));
}

/** Moves the settlement cursor forward only; runners racing on one contract leave the furthest value. */
export async function advanceCursor(db: Db | Tx, id: number, until: Date): Promise<void> {
  await db
    .update(agentContracts)
    .set({
      settledUntil: sql`greatest(coalesce(${agentContracts.settledUntil}, ${until.toISOString()}::timestamptz), ${until.toISOString()}::timestamptz)`,
    })
    .where(eq(agentContracts.id, id));
}

/** Serialises every contract change of one payee (offers, answers, grants) behind its member row. */
export async function lockMemberRow(tx: Tx, memberId: number): Promise<void> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('no key update');
}

/** Live and offered contracts of some members. */
export async function listCurrentOf(db: Db | Tx, memberIds: number[]): Promise<ContractRow[]> {
  if (memberIds.length === 0) return [];
  return db
    .select()
    .from(agentContracts)
    .where(and(inArray(agentContracts.payeeId, memberIds), inArray(agentContracts.status, ['ACTIVE', 'OFFERED'])))
    .orderBy(agentContracts.kind);
}
