import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

/*
 * Read-only looks at other modules' tables, in SQL like a database exporter (no module's repository is imported):
 * the migrations drizzle recorded, and the committed transfers and settled rounds the metrics count.
 */

/** The `when` of the latest migration applied (drizzle stores the journal's `when` as `created_at`); 0 when none. */
export async function readLatestMigrationTime(db: Db): Promise<number> {
  const [row] = await queryRows<{ latest: string | null }>(
    db,
    sql`select max(created_at)::text as latest from drizzle.__drizzle_migrations`,
  );
  return Number(row?.latest ?? 0);
}

export async function findTopTransferId(db: Db): Promise<number> {
  const [row] = await queryRows<{ top: string | null }>(db, sql`select max(id)::text as top from ledger_transfers`);
  return Number(row?.top ?? 0);
}

/** Transfers with an id in (afterId, upToId], by kind (a range of the primary key). */
export function countTransfersByKind(db: Db, { afterId, upToId }: { afterId: number; upToId: number }) {
  return queryRows<{ kind: string; count: number }>(
    db,
    sql`select kind, count(*)::int as count from ledger_transfers
        where id > ${afterId} and id <= ${upToId} group by kind`,
  );
}

/** Rounds settled in (after, upTo], by vendor (`game_rounds_settled_idx`). */
export function countSettledRoundsByVendor(db: Db, { after, upTo }: { after: Date; upTo: Date }) {
  return queryRows<{ vendor: string; count: number }>(
    db,
    sql`select vendor_code as vendor, count(*)::int as count from game_rounds
        where status = 'SETTLED' and settled_at > ${after.toISOString()}::timestamptz
          and settled_at <= ${upTo.toISOString()}::timestamptz
        group by vendor_code`,
  );
}
