import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { seamlessTransactions } from '../../db/schema/games.ts';
import { gameVendors } from '../../db/schema/merchant.ts';
import type { VendorAccess } from './vendor-access.ts';

export type SeamlessRow = typeof seamlessTransactions.$inferSelect;
type NewRow = Omit<typeof seamlessTransactions.$inferInsert, 'answer' | 'httpStatus'>;

export async function findVendorAccess(db: Db, vendorCode: string): Promise<VendorAccess | null> {
  const [row] = await db
    .select({
      walletSecret: gameVendors.walletSecret,
      previousWalletSecret: gameVendors.previousWalletSecret,
      previousSecretExpiresAt: gameVendors.previousSecretExpiresAt,
      walletEnabled: gameVendors.walletEnabled,
      allowedIps: gameVendors.allowedIps,
    })
    .from(gameVendors)
    .where(eq(gameVendors.code, vendorCode));
  return row ?? null;
}

/**
 * Claims a transaction id: answers null when this call inserted it, or the existing row. The insert
 * waits for a twin that holds the id in an open transaction, so the row it then reads is committed.
 */
export async function claimTransaction(tx: Tx, row: NewRow): Promise<SeamlessRow | null> {
  const inserted = await tx
    .insert(seamlessTransactions)
    .values({ ...row, answer: {}, httpStatus: 0 })
    .onConflictDoNothing()
    .returning({ id: seamlessTransactions.id });
  if (inserted.length > 0) return null;
  return (await findTransaction(tx, row.vendorCode, row.transactionId))!;
}

export async function findTransaction(
  tx: Tx,
  vendorCode: string,
  transactionId: string,
  forUpdate = false,
): Promise<SeamlessRow | null> {
  const query = tx
    .select()
    .from(seamlessTransactions)
    .where(and(eq(seamlessTransactions.vendorCode, vendorCode), eq(seamlessTransactions.transactionId, transactionId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function finishTransaction(
  tx: Tx,
  vendorCode: string,
  transactionId: string,
  change: Partial<SeamlessRow>,
): Promise<void> {
  await tx
    .update(seamlessTransactions)
    .set(change)
    .where(and(eq(seamlessTransactions.vendorCode, vendorCode), eq(seamlessTransactions.transactionId, transactionId)));
}

export async function insertCancelledDebit(
  tx: Tx,
  row: NewRow & { answer: unknown; httpStatus: number },
): Promise<boolean> {
  const inserted = await tx
    .insert(seamlessTransactions)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: seamlessTransactions.id });
  return inserted.length > 0;
}
