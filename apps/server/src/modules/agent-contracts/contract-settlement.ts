import type { ContractKind } from '@lucky/contracts/agent/contract-endpoints';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { payClaims, retryOwed, type Claim } from './contract-payment.ts';
import { listSettleable, type SettleableContract } from './contract.repository.ts';
import { firstPeriodFrom, nextPeriod, type Period } from './contract-periods.ts';
import { applyRate, dividendRate, loadTerms, tierRate, type BetTier, type Terms } from './contract-terms.ts';
import {
  advanceCursors,
  teamActiveMembers,
  teamDaysMany,
  teamHours,
  teamRoundWindows,
  type DaySpan,
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
  await payClaims(ctx, claims, config, totals);
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
