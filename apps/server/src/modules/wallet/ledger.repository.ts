import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../../db/schema/ledger.ts';

export async function findTransferByKey(tx: Tx, idempotencyKey: string) {
  const [row] = await tx.select().from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, idempotencyKey));
  return row ?? null;
}

/** Locks the accounts in ascending id order, the one order every writer uses, so writers never deadlock each other. */
export async function lockAccounts(tx: Tx, ids: number[]) {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const rows = await tx.select().from(ledgerAccounts).where(inArray(ledgerAccounts.id, sorted)).orderBy(ledgerAccounts.id).for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

export async function findMemberAccountId(tx: Tx, memberId: number, currency: string): Promise<number | null> {
  const [row] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.currency, currency)));
  return row?.id ?? null;
}

export async function upsertHouseAccount(tx: Tx, kind: string, currency: string): Promise<number> {
  const [existing] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.currency, currency), isNull(ledgerAccounts.memberId)));
  if (existing) return existing.id;
  await tx.insert(ledgerAccounts).values({ kind, currency }).onConflictDoNothing();
  const [row] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.currency, currency), isNull(ledgerAccounts.memberId)));
  return row.id;
}

export async function insertMemberAccount(tx: Tx, memberId: number, currency: string): Promise<number> {
  await tx.insert(ledgerAccounts).values({ kind: 'MEMBER_WALLET', memberId, currency }).onConflictDoNothing();
  return (await findMemberAccountId(tx, memberId, currency))!;
}

export async function insertTransfer(tx: Tx, values: typeof ledgerTransfers.$inferInsert) {
  const [row] = await tx.insert(ledgerTransfers).values(values).returning();
  return row;
}

export async function insertEntries(tx: Tx, values: (typeof ledgerEntries.$inferInsert)[]): Promise<void> {
  await tx.insert(ledgerEntries).values(values);
}

export async function applyBalance(tx: Tx, accountId: number, balance: bigint, version: number): Promise<void> {
  await tx.update(ledgerAccounts).set({ balance, version }).where(eq(ledgerAccounts.id, accountId));
}

export async function readMemberBalance(tx: Tx, memberId: number, currency: string): Promise<bigint> {
  const [row] = await tx.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.currency, currency)));
  return row?.balance ?? 0n;
}

export const sumOfEntries = (accountId: number) =>
  sql<string>`(select coalesce(sum(${ledgerEntries.amount}), 0) from ${ledgerEntries} where ${ledgerEntries.accountId} = ${accountId})`;
