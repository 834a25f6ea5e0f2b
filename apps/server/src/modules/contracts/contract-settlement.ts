import type { ContractKind } from '@lucky/contracts/agent/contract-endpoints';
import type { AppContext } from '../../app-context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { postInboxMessage } from '../inbox/member-inbox.ts';
import type { MerchantConfig } from '../merchant/merchant-config.schema.ts';
import { findMemberById } from '../member/member.repository.ts';
import { money } from '../wallet/amount.ts';
import { ensureMemberWallet, houseAccountId, inTransaction, InsufficientFundsError, postTransfer } from '../wallet/ledger.service.ts';
import { advanceCursor, listSettleable, type SettleableContract } from './contract.repository.ts';
import { firstPeriodFrom, nextPeriod, type Period } from './contract-periods.ts';
import { applyRate, dividendRate, loadTerms, tierRate, type BetTier, type Terms } from './contract-terms.ts';
import { claimPayout, lockOwed, markPaid, teamDays, teamHours, teamRoundWindows, type PayoutRow, type RoundFigures, type TeamFigures } from './payout.repository.ts';

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

/**
 * The payouts of consecutive periods by the formulas of docs/contracts.md, rounded down to minor
 * units. Hourly and real-time figures of all the periods come from one grouped query.
 */
export async function computePayouts(db: Db, terms: Terms, payee: { id: number; ancestorPath: string }, periods: Period[]): Promise<Computed[]> {
  if (periods.length === 0) return [];
  const from = periods[0].start;
  const until = periods[periods.length - 1].end;
  switch (terms.kind) {
    case 'HOURLY': {
      const buckets = await teamHours(db, payee, from, until);
      return periods.map((period) => wage(terms.tiers, buckets.get(period.start.getTime()) ?? NOTHING));
    }
    case 'REALTIME': {
      const buckets = await teamRoundWindows(db, payee, from, until, terms);
      return periods.map((period) => {
        const figures = buckets.get(period.start.getTime()) ?? NOTHING;
        // One rounding for the whole window: the sum of exact products, then down to minor units.
        return { base: figures.base, rateBp: null, amount: figures.weighted / 10_000n, figures };
      });
    }
    case 'DAILY_WAGE': {
      // Day periods: one query each, one after the other (a pass catching up is bounded by MAX_PERIODS_PER_PASS).
      const results: Computed[] = [];
      for (const period of periods) results.push(wage(terms.tiers, await teamDays(db, payee, period)));
      return results;
    }
    case 'DIVIDEND': {
      const results: Computed[] = [];
      for (const period of periods) {
        const figures = await teamDays(db, payee, period, true);
        const netLoss = figures.bet - figures.payout;
        const rateBp = dividendRate(terms.tiers, figures.validBet, figures.activeMembers);
        const base = netLoss > 0n ? netLoss : 0n;
        results.push({ base, rateBp, amount: applyRate(base, rateBp), figures });
      }
      return results;
    }
  }
}

const KIND_NAMES: Record<ContractKind, string> = { DIVIDEND: 'dividend', DAILY_WAGE: 'daily wage', HOURLY: 'hourly salary', REALTIME: 'real-time salary' };

/** Moves an OWED payout's amount from its payer (or the platform) to its payee; false when the payer cannot cover it. */
async function pay(tx: Tx, payout: PayoutRow, payerName: string | null, config: MerchantConfig, now: Date): Promise<boolean> {
  const currency = config.currency.code;
  const debit = payout.payerId === null ? await houseAccountId(tx, 'HOUSE_COMMISSIONS', currency) : await ensureMemberWallet(tx, payout.payerId, currency);
  const reason = `${KIND_NAMES[payout.kind]} for ${payout.periodStart.toISOString()} – ${payout.periodEnd.toISOString()}`;
  try {
    const posted = await postTransfer(tx, {
      idempotencyKey: `contract-payout:${payout.id}`, kind: `COMMISSION_${payout.kind}`, amount: payout.amount,
      debitAccountId: debit, creditAccountId: await ensureMemberWallet(tx, payout.payeeId, currency),
      memo: `Contract ${payout.contractId}: ${reason}`, metadata: { contractId: payout.contractId, payoutId: payout.id, periodStart: payout.periodStart.toISOString() },
    });
    await markPaid(tx, payout.id, posted.transferId, now);
    if (!posted.replayed) {
      await postInboxMessage(tx, {
        memberId: payout.payeeId, kind: 'CONTRACT_PAYOUT',
        params: { site: config.siteName, currency, amount: money(payout.amount, config.currency), counterparty: payerName ?? config.siteName, reason },
      });
    }
    return true;
  } catch (error) {
    // The ledger answers INSUFFICIENT without failing the statement, so the transaction stays usable and the row stays OWED.
    if (error instanceof InsufficientFundsError) return false;
    throw error;
  }
}

/** Retries owed payouts oldest first; a payer that cannot cover one is not paid any later one in this pass, so its debts are settled in order. */
export async function retryOwed(ctx: AppContext, config: MerchantConfig): Promise<number> {
  let paid = 0;
  const blocked = new Set<string>();
  for (let seen = OWED_BATCH; seen === OWED_BATCH;) {
    const outcome = await inTransaction(ctx.database.db, async (tx) => {
      const rows = await lockOwed(tx, OWED_BATCH);
      let count = 0;
      let stuck = 0;
      for (const row of rows) {
        const payer = String(row.payerId);
        if (blocked.has(payer)) { stuck += 1; continue; }
        const payerName = row.payerId === null ? null : (await findMemberById(tx, row.payerId))?.username ?? null;
        if (await pay(tx, row, payerName, config, ctx.now())) count += 1;
        else { blocked.add(payer); stuck += 1; }
      }
      return { rows: rows.length, count, stuck };
    });
    paid += outcome.count;
    // Stop when every row of the batch is still owed: the next batch would be the same rows.
    seen = outcome.stuck === outcome.rows ? 0 : outcome.rows;
  }
  return paid;
}

async function settleContract(ctx: AppContext, contract: SettleableContract, horizon: Date, config: MerchantConfig): Promise<{ paid: number; owed: number }> {
  const db = ctx.database.db;
  const terms = loadTerms(contract.terms);
  const payee = { id: contract.payeeId, ancestorPath: contract.payeeAncestorPath };
  const limit = contract.endsAt && contract.endsAt < horizon ? contract.endsAt : horizon;
  const startsAt = contract.startsAt!;
  let period = firstPeriodFrom(terms, contract.settledUntil && contract.settledUntil > startsAt ? contract.settledUntil : startsAt);
  const periods: Period[] = [];
  for (; periods.length < MAX_PERIODS_PER_PASS && period.end <= limit; period = nextPeriod(terms, period)) periods.push(period);
  const computed = await computePayouts(db, terms, payee, periods);
  const done = { paid: 0, owed: 0 };
  for (const [i, current] of periods.entries()) {
    const payout = computed[i];
    if (payout.amount <= 0n) continue;
    const outcome = await inTransaction(db, async (tx) => {
      const claimed = await claimPayout(tx, {
        contractId: contract.id, kind: contract.kind, payeeId: contract.payeeId, payerId: contract.payerId, periodStart: current.start, periodEnd: current.end,
        base: payout.base, rateBp: payout.rateBp, amount: payout.amount, teamBet: payout.figures.bet, teamValidBet: payout.figures.validBet,
        teamPayout: payout.figures.payout, activeMembers: contract.kind === 'DIVIDEND' ? payout.figures.activeMembers : null, status: 'OWED',
      });
      if (!claimed) return null;
      return pay(tx, claimed, contract.payerUsername, config, ctx.now());
    });
    if (outcome === true) done.paid += 1;
    if (outcome === false) done.owed += 1;
  }
  let cursor: Date | null = periods.length > 0 ? periods[periods.length - 1].end : null;
  // An ended contract's last partial period never pays: the cursor jumps to its end so it stops being listed.
  if (contract.endsAt && period.end > contract.endsAt && contract.endsAt <= horizon) cursor = contract.endsAt;
  if (cursor) await advanceCursor(db, contract.id, cursor);
  return done;
}

/** Contracts settled at the same time on PostgreSQL (PGlite has one connection); a few, so the API keeps its pool. */
const SETTLE_CONCURRENCY = 4;

/**
 * One runner pass for a kind: owed payouts first, then every contract's closed periods, level by
 * level of the tree (an upline's income before its downline's payout), several contracts of one
 * level at a time.
 */
export async function runContractSettlement(ctx: AppContext, kind: ContractKind): Promise<{ retried: number; paid: number; owed: number }> {
  const config = await ctx.merchant.get();
  const retried = await retryOwed(ctx, config);
  const horizon = new Date(ctx.now().getTime() - SETTLE_GRACE_MS);
  const totals = { retried, paid: 0, owed: 0 };
  const workers = ctx.database.kind === 'postgres' ? SETTLE_CONCURRENCY : 1;
  const contracts = await listSettleable(ctx.database.db, kind);
  for (let start = 0; start < contracts.length;) {
    let end = start;
    while (end < contracts.length && contracts[end].depth === contracts[start].depth) end += 1;
    const level = contracts.slice(start, end);
    let next = 0;
    await Promise.all(Array.from({ length: Math.min(workers, level.length) }, async () => {
      while (next < level.length) {
        const done = await settleContract(ctx, level[next++], horizon, config);
        totals.paid += done.paid;
        totals.owed += done.owed;
      }
    }));
    start = end;
  }
  return totals;
}
