import type { ContractKind } from '@lucky/contracts/agent/contract-endpoints';
import type { AppContext } from '../../app-context.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { contractPayouts } from '../../db/schema/contracts.ts';
import { postInboxMessages } from '../inbox/member-inbox.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { findMemberById } from '../member/member.repository.ts';
import { money } from '../wallet/amount.ts';
import {
  ensureMemberWallets,
  houseAccountId,
  inTransaction,
  InsufficientFundsError,
  postTransfer,
} from '../wallet/ledger.service.ts';
import { listSettleable, type SettleableContract } from './contract.repository.ts';
import { firstPeriodFrom, nextPeriod, type Period } from './contract-periods.ts';
import { applyRate, dividendRate, loadTerms, tierRate, type BetTier, type Terms } from './contract-terms.ts';
import {
  advanceCursors,
  claimPayouts,
  lockOwed,
  markPaidMany,
  teamActiveMembers,
  teamDaysMany,
  teamHours,
  teamRoundWindows,
  type DaySpan,
  type PayoutRow,
  type RoundFigures,
  type TeamFigures,
} from './payout.repository.ts';

/*
 * Settlement (docs/contracts.md). A runner pass of one kind first retries owed payouts, oldest
 * first, then walks each contract's whole closed periods from its cursor. A payout is claimed by
 * inserting its (payee, contract, period) row — unique in the database, ON CONFLICT DO NOTHING —
 * and paid in the same transaction, so runners on every instance may work at once and each
 * period is paid exactly once. A payer that cannot cover a payout leaves it OWED.
 */

/** Rounds settle with settled_at = now; a period is settled only once transactions that may still carry its rounds are done. */
export const SETTLE_GRACE_MS = 60_000;
/** Bounds one pass for a contract far behind (a long outage); the next pass continues. */
const MAX_PERIODS_PER_PASS = 500;
const OWED_BATCH = 100;

type Computed = { base: bigint; rateBp: number | null; amount: bigint; figures: TeamFigures };
const NOTHING: RoundFigures = { bet: 0n, validBet: 0n, payout: 0n, activeMembers: 0, base: 0n, weighted: 0n };

function wage(tiers: BetTier[], figures: TeamFigures): Computed {
  const rateBp = tierRate(tiers, figures.bet);
  return { base: figures.validBet, rateBp, amount: applyRate(figures.validBet, rateBp), figures };
}

/** A contract's due periods in this pass, with their payouts once computed. */
type Due = { contract: SettleableContract; terms: Terms; periods: Period[]; computed: Computed[] };

/**
 * The payouts of every due period by the formulas of docs/contracts.md, rounded down to minor
 * units. Day kinds read the sums of all (contract, period) pairs of the pass in a few grouped
 * queries; hourly and real-time figures come from one grouped query per contract.
 */
async function computePayouts(db: Db, dues: Due[]): Promise<void> {
  const spans: DaySpan[] = [];
  for (const [index, due] of dues.entries()) {
    if (due.terms.kind !== 'DAILY_WAGE' && due.terms.kind !== 'DIVIDEND') continue;
    for (const [i, period] of due.periods.entries())
      spans.push({ key: index * MAX_PERIODS_PER_PASS + i, payeeId: due.contract.payeeId, period });
  }
  const sums = spans.length > 0 ? await teamDaysMany(db, spans) : new Map<number, TeamFigures>();
  for (const [index, due] of dues.entries()) {
    const { terms, periods } = due;
    if (periods.length === 0) continue;
    const payee = { id: due.contract.payeeId, ancestorPath: due.contract.payeeAncestorPath };
    const from = periods[0].start;
    const until = periods[periods.length - 1].end;
    const daySums = (i: number): TeamFigures => sums.get(index * MAX_PERIODS_PER_PASS + i) ?? NOTHING;
    switch (terms.kind) {
      case 'HOURLY': {
        const buckets = await teamHours(db, payee, from, until);
        due.computed = periods.map((period) => wage(terms.tiers, buckets.get(period.start.getTime()) ?? NOTHING));
        break;
      }
      case 'REALTIME': {
        const buckets = await teamRoundWindows(db, payee, from, until, terms);
        due.computed = periods.map((period) => {
          const figures = buckets.get(period.start.getTime()) ?? NOTHING;
          // One rounding for the whole window: the sum of exact products, then down to minor units.
          return { base: figures.base, rateBp: null, amount: figures.weighted / 10_000n, figures };
        });
        break;
      }
      case 'DAILY_WAGE':
        due.computed = periods.map((_, i) => wage(terms.tiers, daySums(i)));
        break;
      case 'DIVIDEND': {
        const results: Computed[] = [];
        for (const [i, period] of periods.entries()) {
          const sum = daySums(i);
          // Active members only matter when the team lost; a period that made no net loss pays nothing anyway.
          const activeMembers = sum.bet > sum.payout ? await teamActiveMembers(db, payee, period) : 0;
          const figures = { ...sum, activeMembers };
          const netLoss = figures.bet - figures.payout;
          const rateBp = dividendRate(terms.tiers, figures.validBet, figures.activeMembers);
          const base = netLoss > 0n ? netLoss : 0n;
          results.push({ base, rateBp, amount: applyRate(base, rateBp), figures });
        }
        due.computed = results;
        break;
      }
    }
  }
}

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

/** A contract's whole closed periods from its cursor, at most MAX_PERIODS_PER_PASS, and where its cursor goes after them. */
function duePeriods(
  contract: SettleableContract,
  terms: Terms,
  horizon: Date,
): { periods: Period[]; cursor: Date | null } {
  const limit = contract.endsAt && contract.endsAt < horizon ? contract.endsAt : horizon;
  const startsAt = contract.startsAt!;
  let period = firstPeriodFrom(
    terms,
    contract.settledUntil && contract.settledUntil > startsAt ? contract.settledUntil : startsAt,
  );
  const periods: Period[] = [];
  for (; periods.length < MAX_PERIODS_PER_PASS && period.end <= limit; period = nextPeriod(terms, period))
    periods.push(period);
  let cursor: Date | null = periods.length > 0 ? periods[periods.length - 1].end : null;
  // An ended contract's last partial period never pays: the cursor jumps to its end so it stops being listed.
  if (contract.endsAt && period.end > contract.endsAt && contract.endsAt <= horizon) cursor = contract.endsAt;
  return { periods, cursor };
}

type Claim = { values: typeof contractPayouts.$inferInsert; payerName: string | null };

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

/** Pays one level of the tree: its claims grouped by payer (so a batch locks one payer's wallet), several batches at a time. */
async function payLevel(
  ctx: AppContext,
  dues: Due[],
  config: MerchantConfig,
  totals: { paid: number; owed: number },
): Promise<void> {
  const claims: Claim[] = [];
  for (const { contract, periods, computed } of dues) {
    for (const [i, period] of periods.entries()) {
      const payout = computed[i];
      if (payout.amount <= 0n) continue;
      claims.push({
        payerName: contract.payerUsername,
        values: {
          contractId: contract.id,
          kind: contract.kind,
          payeeId: contract.payeeId,
          payerId: contract.payerId,
          periodStart: period.start,
          periodEnd: period.end,
          base: payout.base,
          rateBp: payout.rateBp,
          amount: payout.amount,
          teamBet: payout.figures.bet,
          teamValidBet: payout.figures.validBet,
          teamPayout: payout.figures.payout,
          activeMembers: contract.kind === 'DIVIDEND' ? payout.figures.activeMembers : null,
          status: 'OWED',
        },
      });
    }
  }
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

/**
 * One runner pass for a kind: owed payouts first, then every contract's closed periods, level by
 * level of the tree (an upline's income before its downline's payout). A level's figures come
 * from a few grouped queries and its payouts are paid in batches, several at a time; the
 * contracts' cursors move once the level is paid.
 */
export async function runContractSettlement(
  ctx: AppContext,
  kind: ContractKind,
): Promise<{ retried: number; paid: number; owed: number }> {
  const db = ctx.database.db;
  const config = await ctx.merchant.get();
  const retried = await retryOwed(ctx, config);
  const horizon = new Date(ctx.now().getTime() - SETTLE_GRACE_MS);
  const totals = { retried, paid: 0, owed: 0 };
  const contracts = await listSettleable(db, kind);
  for (let start = 0; start < contracts.length;) {
    let end = start;
    while (end < contracts.length && contracts[end].depth === contracts[start].depth) end += 1;
    const dues: Due[] = [];
    const cursors: { id: number; until: Date }[] = [];
    for (const contract of contracts.slice(start, end)) {
      const terms = loadTerms(contract.terms);
      const { periods, cursor } = duePeriods(contract, terms, horizon);
      if (periods.length > 0) dues.push({ contract, terms, periods, computed: [] });
      if (cursor) cursors.push({ id: contract.id, until: cursor });
    }
    await computePayouts(db, dues);
    await payLevel(ctx, dues, config, totals);
    await advanceCursors(db, cursors);
    start = end;
  }
  return totals;
}
