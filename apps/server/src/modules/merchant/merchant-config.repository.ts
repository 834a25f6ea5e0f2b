import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { merchants } from '../../db/schema/merchant.ts';
import { merchantConfigSchema, type MerchantConfig } from './merchant-config.ts';

export async function readMerchantConfig(db: Db, code: string): Promise<MerchantConfig | null> {
  const [row] = await db.select({ config: merchants.config }).from(merchants).where(eq(merchants.code, code));
  return row ? merchantConfigSchema.parse(row.config) : null;
}

export async function writeMerchantConfig(db: Db | Tx, code: string, config: MerchantConfig): Promise<void> {
  const valid = merchantConfigSchema.parse(config);
  await db
    .insert(merchants)
    .values({ code, config: valid })
    .onConflictDoUpdate({ target: merchants.code, set: { config: valid, updatedAt: new Date() } });
}

/** The stored document as written, before defaults: tells which sections an older configuration lacks. */
export async function readStoredMerchantConfig(db: Db, code: string): Promise<Record<string, unknown> | null> {
  const [row] = await db.select({ config: merchants.config }).from(merchants).where(eq(merchants.code, code));
  return (row?.config as Record<string, unknown> | undefined) ?? null;
}
