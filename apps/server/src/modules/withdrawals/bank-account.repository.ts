import { and, asc, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { memberBankAccounts } from '../../db/schema/payments.ts';

export type BankAccountRow = typeof memberBankAccounts.$inferSelect;

export async function listBankAccounts(db: Db | Tx, memberId: number): Promise<BankAccountRow[]> {
  return db
    .select()
    .from(memberBankAccounts)
    .where(and(eq(memberBankAccounts.memberId, memberId), eq(memberBankAccounts.active, true)))
    .orderBy(asc(memberBankAccounts.id));
}

export async function countBankAccounts(tx: Tx, memberId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(memberBankAccounts)
    .where(and(eq(memberBankAccounts.memberId, memberId), eq(memberBankAccounts.active, true)));
  return row.n;
}

/** The member's own active account; another member's id finds nothing. */
export async function findOwnBankAccount(db: Db | Tx, memberId: number, id: number): Promise<BankAccountRow | null> {
  const [row] = await db
    .select()
    .from(memberBankAccounts)
    .where(
      and(
        eq(memberBankAccounts.id, id),
        eq(memberBankAccounts.memberId, memberId),
        eq(memberBankAccounts.active, true),
      ),
    );
  return row ?? null;
}

export async function insertBankAccount(
  tx: Tx,
  values: typeof memberBankAccounts.$inferInsert,
): Promise<BankAccountRow | null> {
  const [row] = await tx.insert(memberBankAccounts).values(values).onConflictDoNothing().returning();
  return row ?? null;
}
