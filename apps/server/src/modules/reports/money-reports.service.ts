import type { AppContext } from '../../app-context.ts';
import { boundsOf } from './dashboard.repository.ts';
import {
  countRegistrationsByDay,
  readBonusFlows,
  readCohorts,
  sumDepositsByDay,
  sumDepositsByMethod,
  sumFirstDepositsByDay,
  sumWithdrawalsByDay,
} from './money.repository.ts';
import { readLedgerFlows, readRecordTotals } from './reconciliation.repository.ts';
import { readRefreshedAt } from './report-rollups.repository.ts';
import { daysBetween } from './report-rollups.ts';
import { moneyIn, reportSource } from './reports.service.ts';
import { sumRoundsByDay } from './gaming.repository.ts';

type Range = { from: string; to: string };
const byKey = <T extends { day: string }>(rows: T[]) => new Map(rows.map((row) => [row.day, row]));

/** Deposits and withdrawals per day (every day of the range) and deposits per payment method. */
export async function readMoneyReport(ctx: AppContext, input: { query: Range; scale: number }) {
  const { db, readFrom } = reportSource(ctx);
  const money = moneyIn(input.scale);
  const interval = boundsOf(input.query.from, input.query.to);
  const [deposits, withdrawals, methods] = await Promise.all([
    sumDepositsByDay(db, interval),
    sumWithdrawalsByDay(db, interval),
    sumDepositsByMethod(db, interval),
  ]);
  const depositOf = byKey(deposits);
  const withdrawalOf = byKey(withdrawals);
  return {
    ...input.query,
    days: daysBetween(input.query.from, input.query.to).map((day) => {
      const paidIn = BigInt(depositOf.get(day)?.amount ?? '0');
      const paidOut = BigInt(withdrawalOf.get(day)?.amount ?? '0');
      return {
        day,
        deposits: money(paidIn),
        depositCount: depositOf.get(day)?.count ?? 0,
        depositors: depositOf.get(day)?.depositors ?? 0,
        withdrawals: money(paidOut),
        withdrawalCount: withdrawalOf.get(day)?.count ?? 0,
        net: money(paidIn - paidOut),
      };
    }),
    methods: methods.map((row) => ({
      methodCode: row.method_code,
      methodName: row.method_name,
      count: row.count,
      amount: money(row.amount),
    })),
    readFrom,
  };
}

/** Registrations, first deposits and active players per day; retention of each registration day. */
export async function readPlayersReport(ctx: AppContext, input: { query: Range; scale: number }) {
  const { db, readFrom } = reportSource(ctx);
  const money = moneyIn(input.scale);
  const interval = boundsOf(input.query.from, input.query.to);
  const [registrations, firsts, active, cohorts] = await Promise.all([
    countRegistrationsByDay(db, interval),
    sumFirstDepositsByDay(db, interval),
    sumRoundsByDay(db, input.query),
    readCohorts(db, interval),
  ]);
  const registeredOn = byKey(registrations);
  const firstOn = byKey(firsts);
  const activeOn = new Map(active.map((row) => [row.key, row.players]));
  const today = ctx.now().toISOString().slice(0, 10);
  // A retention day still to come (or today, still running) has no figure yet.
  const after = (day: string, days: number, count: number) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10) < today ? count : null;
  const cohortOf = byKey(cohorts);
  const days = daysBetween(input.query.from, input.query.to);
  return {
    ...input.query,
    days: days.map((day) => ({
      day,
      registrations: registeredOn.get(day)?.count ?? 0,
      firstDepositors: firstOn.get(day)?.count ?? 0,
      firstDepositAmount: money(firstOn.get(day)?.amount ?? '0'),
      activePlayers: activeOn.get(day) ?? 0,
    })),
    cohorts: days.map((day) => {
      const cohort = cohortOf.get(day);
      return {
        day,
        registered: cohort?.registered ?? 0,
        deposited: cohort?.deposited ?? 0,
        day1: after(day, 1, cohort?.day1 ?? 0),
        day7: after(day, 7, cohort?.day7 ?? 0),
        day30: after(day, 30, cohort?.day30 ?? 0),
      };
    }),
    readFrom,
  };
}

/** Bonus cost per day and kind from the house bonus account's flows, with the totals per kind. */
export async function readBonusReport(ctx: AppContext, input: { query: Range; scale: number }) {
  const { db, readFrom } = reportSource(ctx);
  const money = moneyIn(input.scale);
  const [flows, refreshed] = await Promise.all([readBonusFlows(db, input.query), readRefreshedAt(db)]);
  const kinds = new Map<string, { transfers: number; net: bigint }>();
  let total = 0n;
  const rows = flows.map((row) => {
    const net = BigInt(row.paid) - BigInt(row.returned);
    const kind = kinds.get(row.kind) ?? { transfers: 0, net: 0n };
    kinds.set(row.kind, { transfers: kind.transfers + row.transfers, net: kind.net + net });
    total += net;
    return {
      day: row.day,
      kind: row.kind,
      transfers: row.transfers,
      paid: money(row.paid),
      returned: money(row.returned),
      net: money(net),
    };
  });
  return {
    ...input.query,
    rows,
    kinds: [...kinds.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([kind, sums]) => ({ kind, transfers: sums.transfers, net: money(sums.net) })),
    total: money(total),
    rolledUpAt: refreshed.ledger?.toISOString() ?? null,
    readFrom,
  };
}

type Flow = { inflow: bigint; outflow: bigint };

/** A day's flows per account kind, and the domain records beside the ledger's figure for each. */
export async function readReconciliation(ctx: AppContext, input: { day: string; scale: number }) {
  const { db, readFrom } = reportSource(ctx);
  const money = moneyIn(input.scale);
  const bounds = boundsOf(input.day);
  const [flows, records, refreshed] = await Promise.all([
    readLedgerFlows(db, input.day),
    readRecordTotals(db, { day: input.day, ...bounds }),
    readRefreshedAt(db),
  ]);
  const accounts = new Map<string, { flow: Flow; transfers: number; kinds: typeof flows }>();
  for (const row of flows) {
    const account = accounts.get(row.account) ?? { flow: { inflow: 0n, outflow: 0n }, transfers: 0, kinds: [] };
    account.flow.inflow += BigInt(row.inflow);
    account.flow.outflow += BigInt(row.outflow);
    account.transfers += row.transfers;
    account.kinds.push(row);
    accounts.set(row.account, account);
  }
  const netInflow = (name: string) => {
    const flow = accounts.get(name)?.flow;
    return flow ? flow.inflow - flow.outflow : 0n;
  };
  const check = (name: 'DEPOSITS' | 'WITHDRAWALS' | 'GAMES', recorded: bigint, ledger: bigint) => ({
    check: name,
    records: money(recorded),
    ledger: money(ledger),
    difference: money(recorded - ledger),
  });
  return {
    day: input.day,
    accounts: [...accounts.entries()].map(([account, sums]) => ({
      account,
      inflow: money(sums.flow.inflow),
      outflow: money(sums.flow.outflow),
      net: money(sums.flow.inflow - sums.flow.outflow),
      transfers: sums.transfers,
      kinds: sums.kinds.map((row) => ({
        kind: row.kind,
        inflow: money(row.inflow),
        outflow: money(row.outflow),
        transfers: row.transfers,
      })),
    })),
    checks: [
      // Deposits leave HOUSE_DEPOSITS for the member's wallet: the ledger's figure is that account's net outflow.
      check('DEPOSITS', BigInt(records.deposits), -netInflow('HOUSE_DEPOSITS')),
      check('WITHDRAWALS', BigInt(records.withdrawals) - BigInt(records.refunds), netInflow('HOUSE_WITHDRAWALS')),
      check('GAMES', BigInt(records.games), netInflow('HOUSE_GAMES')),
    ],
    rolledUpAt: refreshed.ledger?.toISOString() ?? null,
    readFrom,
  };
}
