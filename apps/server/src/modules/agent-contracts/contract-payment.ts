import type { ContractKind } from '@lucky/contracts/agent/contract-endpoints';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import type { contractPayouts } from '../../db/schema/contracts.ts';
import { money } from '../../lib/amount.ts';
import { postInboxMessages } from '../inbox/member-inbox.ts';
import { findMemberById } from '../member/member.service.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import {
  ensureMemberWallets,
  houseAccountId,
  inTransaction,
  InsufficientFundsError,
  postTransfer,
} from '../wallet/ledger.service.ts';
import { claimPayouts, lockOwed, markPaidMany, type PayoutRow } from './payout.repository.ts';

// Paying the payouts settlement computed (contract-settlement.ts): through the ledger, exactly once per claimed row.

const OWED_BATCH = 100;

const KIND_NAMES: Record<ContractKind, string> = {
  DIVIDEND: 'dividend',
  DAILY_WAGE: 'daily wage',
  HOURLY: 'hourly salary',
  REALTIME: 'real-time salary',
};

/** Wallet account ids of one transaction's payouts by member id ('null': the platform's HOUSE_COMMISSIONS). */
type Wallets = Map<string, number>;

/** Every wallet a batch of payouts touches, looked up (and missing member wallets created) in a few statements. */
async function loadWallets(tx: Tx, payouts: PayoutRow[], currency: string): Promise<Wallets> {
  const members = payouts.flatMap((payout) =>
    payout.payerId === null ? [payout.payeeId] : [payout.payeeId, payout.payerId],
  );
  const wallets: Wallets = new Map(
    [...(await ensureMemberWallets(tx, members, currency))].map(([memberId, id]) => [String(memberId), id]),
  );
  if (payouts.some((payout) => payout.payerId === null))
    wallets.set('null', await houseAccountId(tx, 'HOUSE_COMMISSIONS', currency));
  return wallets;
}

/** What a transaction paying a batch writes after its transfers: paid marks and messages, each in one statement. */
type Paid = { marks: { id: number; transferId: number }[]; messages: Parameters<typeof postInboxMessages>[1] };

/**
 * Moves an OWED payout's amount from its payer (or the platform) to its payee and notes what to
 * mark and tell; false when the payer cannot cover it (the row then stays OWED).
 */
async function pay(
  tx: Tx,
  payout: PayoutRow,
  payerName: string | null,
  config: MerchantConfig,
  wallets: Wallets,
  paid: Paid,
): Promise<boolean> {
  const currency = config.currency.code;
  const reason = `${KIND_NAMES[payout.kind]} for ${payout.periodStart.toISOString()} – ${payout.periodEnd.toISOString()}`;
  try {
    const posted = await postTransfer(tx, {
      idempotencyKey: `contract-payout:${payout.id}`,
      kind: `COMMISSION_${payout.kind}`,
      amount: payout.amount,
      debitAccountId: wallets.get(String(payout.payerId))!,
      creditAccountId: wallets.get(String(payout.payeeId))!,
      memo: `Contract ${payout.contractId}: ${reason}`,
      metadata: { contractId: payout.contractId, payoutId: payout.id, periodStart: payout.periodStart.toISOString() },
    });
    paid.marks.push({ id: payout.id, transferId: posted.transferId });
    if (!posted.replayed) {
      paid.messages.push({
        memberId: payout.payeeId,
        kind: 'CONTRACT_PAYOUT',
        params: {
          site: config.siteName,
          currency,
          amount: money(payout.amount, config.currency),
          counterparty: payerName ?? config.siteName,
          reason,
        },
      });
    }
    return true;
  } catch (error) {
    // The ledger answers INSUFFICIENT without failing the statement, so the transaction stays usable and the row stays OWED.
    if (error instanceof InsufficientFundsError) return false;
    throw error;
  }
}

async function writePaid(tx: Tx, paid: Paid, now: Date): Promise<void> {
  await markPaidMany(tx, paid.marks, now);
  await postInboxMessages(tx, paid.messages);
}

/** Retries owed payouts oldest first; a payer that cannot cover one is not paid any later one in this pass, so its debts are settled in order. */
export async function retryOwed(ctx: AppContext, config: MerchantConfig): Promise<number> {
  let paid = 0;
  const blocked = new Set<string>();
  for (let seen = OWED_BATCH; seen === OWED_BATCH;) {
    const outcome = await inTransaction(ctx.database.db, async (tx) => {
      const rows = await lockOwed(tx, OWED_BATCH);
      const wallets = await loadWallets(tx, rows, config.currency.code);
      const done: Paid = { marks: [], messages: [] };
      let count = 0;
      let stuck = 0;
      for (const row of rows) {
        const payer = String(row.payerId);
        if (blocked.has(payer)) {
          stuck += 1;
          continue;
        }
        const payerName = row.payerId === null ? null : ((await findMemberById(tx, row.payerId))?.username ?? null);
        if (await pay(tx, row, payerName, config, wallets, done)) count += 1;
        else {
          blocked.add(payer);
          stuck += 1;
        }
      }
      await writePaid(tx, done, ctx.now());
      return { rows: rows.length, count, stuck };
    });
    paid += outcome.count;
    // Stop when every row of the batch is still owed: the next batch would be the same rows.
    seen = outcome.stuck === outcome.rows ? 0 : outcome.rows;
  }
  return paid;
}

export type Claim = { values: typeof contractPayouts.$inferInsert; payerName: string | null };

/**
 * Claims and pays a batch of payouts in one transaction: one insert claims every slot no runner
 * claimed yet (ON CONFLICT DO NOTHING), each claimed one is paid through the ledger, then paid
 * marks and inbox messages are written in one statement each. A payer that cannot cover a payout
 * leaves just that row OWED; the others of the batch are paid.
 */
async function payBatch(
  ctx: AppContext,
  claims: Claim[],
  config: MerchantConfig,
): Promise<{ paid: number; owed: number }> {
  return inTransaction(ctx.database.db, async (tx) => {
    const claimed = await claimPayouts(
      tx,
      claims.map((claim) => claim.values),
    );
    const names = new Map(claims.map((claim) => [claim.values.contractId, claim.payerName]));
    const wallets = await loadWallets(tx, claimed, config.currency.code);
    const done: Paid = { marks: [], messages: [] };
    let owed = 0;
    for (const row of claimed)
      if (!(await pay(tx, row, names.get(row.contractId) ?? null, config, wallets, done))) owed += 1;
    await writePaid(tx, done, ctx.now());
    return { paid: done.marks.length, owed };
  });
}

/** Payouts per transaction: few commits for a pass, yet short enough transactions. */
const PAY_BATCH = 200;
/** Batches paid at the same time on PostgreSQL (PGlite has one connection); a few, so the API keeps its pool. */
const SETTLE_CONCURRENCY = 4;

/**
 * Splits claims sorted by payer into batches of at most PAY_BATCH that do not share a payer
 * unless one payer alone has more: a batch holds its payers' wallet locks until it commits, so
 * batches of different payers run side by side instead of queueing on a shared one.
 */
function batchByPayer(claims: Claim[]): Claim[][] {
  const batches: Claim[][] = [];
  let batch: Claim[] = [];
  for (let start = 0; start < claims.length;) {
    let end = start;
    while (end < claims.length && claims[end].values.payerId === claims[start].values.payerId) end += 1;
    if (batch.length > 0 && batch.length + (end - start) > PAY_BATCH) {
      batches.push(batch);
      batch = [];
    }
    for (let at = start; at < end; at += PAY_BATCH) {
      batch.push(...claims.slice(at, Math.min(end, at + PAY_BATCH)));
      if (batch.length >= PAY_BATCH) {
        batches.push(batch);
        batch = [];
      }
    }
    start = end;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

/**
 * Pays a level's claims: grouped by payer (so a batch locks one payer's wallet), several batches at a time, adding
 * what was paid and left owed to `totals`.
 */
export async function payClaims(
  ctx: AppContext,
  claims: Claim[],
  config: MerchantConfig,
  totals: { paid: number; owed: number },
): Promise<void> {
  // Stable order (payer, contract, period): concurrent runners claim the same slots in the same order.
  claims.sort(
    (a, b) =>
      (a.values.payerId ?? 0) - (b.values.payerId ?? 0) ||
      a.values.contractId - b.values.contractId ||
      a.values.periodStart.getTime() - b.values.periodStart.getTime(),
  );
  const batches = batchByPayer(claims);
  const workers = ctx.database.kind === 'postgres' ? SETTLE_CONCURRENCY : 1;
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(workers, batches.length) }, async () => {
      while (next < batches.length) {
        const done = await payBatch(ctx, batches[next++], config);
        totals.paid += done.paid;
        totals.owed += done.owed;
      }
    }),
  );
}
