import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { encryptionKeys } from '../db/schema/merchant.ts';
import { generateKeyPairRecord, type KeyPairRecord } from '../lib/payload-crypto.ts';

/** The RSA key pairs for encrypted payloads, kept in the database so every instance shares them. */
export type KeyRing = {
  active: KeyPairRecord;
  find(keyId: string): KeyPairRecord | undefined;
};

export async function loadKeyRing(db: Db): Promise<KeyRing> {
  let rows = await db.select().from(encryptionKeys).where(eq(encryptionKeys.active, true));
  if (rows.length === 0) {
    const record = generateKeyPairRecord();
    // Two instances starting together may both generate; the first insert wins, both reread.
    await db
      .insert(encryptionKeys)
      .values({ keyId: record.keyId, publicKeySpki: record.publicKeySpkiBase64, privateKeyPem: record.privateKeyPem })
      .onConflictDoNothing();
    rows = await db.select().from(encryptionKeys).where(eq(encryptionKeys.active, true));
  }
  const records = rows
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .map((row) => ({ keyId: row.keyId, publicKeySpkiBase64: row.publicKeySpki, privateKeyPem: row.privateKeyPem }));
  return { active: records[0], find: (keyId) => records.find((record) => record.keyId === keyId) };
}
