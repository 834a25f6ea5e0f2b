import { asc, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { games } from '../../db/schema/games.ts';
import { gameVendors } from '../../db/schema/merchant.ts';

export type VendorRow = typeof gameVendors.$inferSelect;
/** What an operator may change of a vendor; the secrets change only through a rotation. */
export type VendorChange = Partial<
  Pick<VendorRow, 'displayName' | 'category' | 'status' | 'isHot' | 'sort' | 'walletEnabled' | 'allowedIps'>
>;
export type SecretChange = Pick<
  VendorRow,
  'walletSecret' | 'walletSecretSetAt' | 'previousWalletSecret' | 'previousSecretExpiresAt'
>;

/** Every vendor (or one) with its number of games, in catalogue order. */
export async function findVendorsWithGameCounts(db: Db | Tx, code?: string) {
  return db
    .select({ vendor: gameVendors, games: count(games.id) })
    .from(gameVendors)
    .leftJoin(games, eq(games.vendorCode, gameVendors.code))
    .where(code ? eq(gameVendors.code, code) : undefined)
    .groupBy(gameVendors.code)
    .orderBy(asc(gameVendors.sort), asc(gameVendors.code));
}

/** Inserts a new vendor; false when the code is taken (the unique key decides, so two creations cannot both win). */
export async function insertVendor(tx: Tx, row: typeof gameVendors.$inferInsert): Promise<boolean> {
  const inserted = await tx.insert(gameVendors).values(row).onConflictDoNothing().returning({ code: gameVendors.code });
  return inserted.length > 0;
}

/** Locks the vendor so concurrent changes take turns and each audit entry has the true "before". */
export async function lockVendorRow(tx: Tx, code: string): Promise<VendorRow | null> {
  const [row] = await tx.select().from(gameVendors).where(eq(gameVendors.code, code)).for('update');
  return row ?? null;
}

export async function updateVendorRow(tx: Tx, code: string, change: VendorChange | SecretChange): Promise<void> {
  await tx.update(gameVendors).set(change).where(eq(gameVendors.code, code));
}
