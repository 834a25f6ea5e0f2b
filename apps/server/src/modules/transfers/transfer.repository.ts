import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client.ts';

/** A posted transfer as the sender saw it: its amount, time, metadata and the sender's balance after it. */
export async function findSentTransfer(db: Db | Tx, transferId: number, senderAccountId: number) {
  const [row] = await queryRows<{
    amount: string;
    created_at: Date | string;
    balance_after: string;
    metadata: Record<string, string> | null;
  }>(
    db,
    sql`
    select t.amount::text, t.created_at, e.balance_after::text, t.metadata
    from ledger_transfers t join ledger_entries e on e.transfer_id = t.id and e.account_id = ${senderAccountId}
    where t.id = ${transferId}`,
  );
  if (!row) return null;
  return {
    amount: BigInt(row.amount),
    createdAt: new Date(row.created_at),
    balanceAfter: BigInt(row.balance_after),
    metadata: row.metadata ?? {},
  };
}
