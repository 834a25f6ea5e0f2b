import { Counter, type Registry } from 'prom-client';
import type { Db } from '../../db/client.ts';
import { countSettledRoundsByVendor, countTransfersByKind, findTopTransferId } from './observability.repository.ts';

/**
 * How long a transaction may stay open and still have its rows counted: rows are counted once they are this old,
 * so a transfer whose id was taken before a scrape but committed after it is not skipped. Transactions here last
 * milliseconds; one open longer than this is missed by the counts (never by the ledger).
 */
export const COMMIT_GRACE_MS = 10_000;

/**
 * Ledger transfers posted (by kind) and game rounds settled (by vendor), counted from committed rows when the
 * metrics are scraped. The money path itself is left alone: there is no increment on it at all, a rolled-back
 * transfer is never counted, and the counts cover every writer (each module's service, the batch statements, the
 * jobs) without hooks in each. The cost is two small indexed queries per scrape: transfers by id range (the
 * primary key) since the last count, rounds by settlement time (`game_rounds_settled_idx`).
 *
 * Every instance counts every committed row of the database, so in Prometheus take `max`, not `sum`, across
 * instances: `max by (kind) (rate(lucky_ledger_transfers_total[5m]))`. Counts begin at the first scrape.
 */
export function createCommittedMoneyTail(input: {
  db: Db;
  /** The clock the rows are stamped with (`ctx.now`), so a moved test clock moves the grace too. */
  now: () => Date;
  registers: Registry[];
  graceMs?: number;
}): void {
  const graceMs = input.graceMs ?? COMMIT_GRACE_MS;
  const { db } = input;
  /** The highest transfer id counted; null until the first scrape. */
  let transferCursor: number | null = null;
  /** The top transfer id at each scrape since, to count up to once it is old enough. */
  const marks: { at: number; topId: number }[] = [];
  /** Rounds settled up to this time are counted; null until the first scrape. */
  let roundsCountedTo: Date | null = null;

  const transfers = new Counter({
    name: 'lucky_ledger_transfers_total',
    help: 'Ledger transfers committed, by kind, site-wide (counted from the database when scraped)',
    labelNames: ['kind'] as const,
    registers: input.registers,
    collect: () => refresh(),
  });
  const rounds = new Counter({
    name: 'lucky_game_rounds_settled_total',
    help: 'Game rounds settled, by vendor, site-wide (counted from the database when scraped)',
    labelNames: ['vendor'] as const,
    registers: input.registers,
    collect: () => refresh(),
  });

  const countTransfers = async (at: number) => {
    const topId = await findTopTransferId(db);
    if (transferCursor === null) {
      transferCursor = topId;
      return;
    }
    marks.push({ at, topId });
    let end: number | null = null;
    while (marks.length > 0 && marks[0]!.at <= at - graceMs) end = marks.shift()!.topId;
    if (end === null || end <= transferCursor) return;
    const rows = await countTransfersByKind(db, { afterId: transferCursor, upToId: end });
    for (const row of rows) transfers.inc({ kind: row.kind }, row.count);
    transferCursor = end;
  };

  const countRounds = async (at: number) => {
    const to = new Date(at - graceMs);
    if (roundsCountedTo === null) {
      roundsCountedTo = to;
      return;
    }
    if (to <= roundsCountedTo) return;
    const rows = await countSettledRoundsByVendor(db, { after: roundsCountedTo, upTo: to });
    for (const row of rows) rounds.inc({ vendor: row.vendor }, row.count);
    roundsCountedTo = to;
  };

  // Both counters' collects share one pass per scrape (prom-client collects the metrics side by side).
  let refreshing: Promise<void> | null = null;
  const refresh = (): Promise<void> => {
    refreshing ??= (async () => {
      const at = input.now().getTime();
      // A database that does not answer leaves the cursors where they were: the next scrape counts the rows.
      await countTransfers(at).catch(() => undefined);
      await countRounds(at).catch(() => undefined);
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };
}
