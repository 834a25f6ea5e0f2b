import type { ReportDimension } from '@lucky/contracts/ops/ops-report-endpoints';
import type { AppContext } from '../../app-context.ts';
import { readSource } from '../../db/read-pool.ts';
import { formatMoney } from '../../lib/money.ts';
import {
  boundsOf,
  countPending,
  countRegistrations,
  sumBetDay,
  sumBonusCostByDay,
  sumDepositsCredited,
  sumFirstDeposits,
  sumWithdrawalsPaid,
} from './dashboard.repository.ts';
import {
  sumRoundsByAgent,
  sumRoundsByDay,
  sumRoundsByGameId,
  sumRoundsByProduct,
  sumRoundsByVendor,
  type DayRange,
} from './gaming.repository.ts';
import { readRefreshedAt } from './report-rollups.repository.ts';
import { daysBetween } from './report-rollups.ts';

/** Minor units (bigint or their text) to the API's decimal string in the merchant currency's scale. */
export type MoneyOf = (minor: bigint | string) => string;
export const moneyIn =
  (scale: number): MoneyOf =>
  (minor) =>
    formatMoney(BigInt(minor), scale);

/** Where a report reads: the replica while it is within its lag bound, else the primary; and which it was. */
export function reportSource(ctx: AppContext) {
  const source = readSource(ctx);
  return { db: source.db, readFrom: { source: source.source, lagMs: source.lagMs } };
}

/** Today's figures and the queues: what the desk opens on. */
export async function readDashboard(ctx: AppContext, scale: number) {
  const { db, readFrom } = reportSource(ctx);
  const money = moneyIn(scale);
  const day = ctx.now().toISOString().slice(0, 10);
  const today = boundsOf(day);
  const [deposits, withdrawals, rounds, bonus, newMembers, firstDepositors, pending, refreshed] = await Promise.all([
    sumDepositsCredited(db, today),
    sumWithdrawalsPaid(db, today),
    sumBetDay(db, day),
    sumBonusCostByDay(db, { from: day, to: day }),
    countRegistrations(db, today),
    sumFirstDeposits(db, today),
    countPending(db),
    readRefreshedAt(db),
  ]);
  const ggr = BigInt(rounds.bet) - BigInt(rounds.payout);
  const bonusCost = BigInt(bonus[0]?.cost ?? '0');
  return {
    day,
    deposits: { count: deposits.count, amount: money(deposits.amount), depositors: deposits.depositors },
    withdrawals: { count: withdrawals.count, amount: money(withdrawals.amount) },
    bet: money(rounds.bet),
    payout: money(rounds.payout),
    ggr: money(ggr),
    bonusCost: money(bonusCost),
    ngr: money(ggr - bonusCost),
    activePlayers: rounds.players,
    newMembers,
    firstDepositors: { count: firstDepositors.count, amount: money(firstDepositors.amount) },
    pending: {
      deposits: { count: pending.deposit_count, amount: money(pending.deposit_amount) },
      withdrawals: { count: pending.withdrawal_count, amount: money(pending.withdrawal_amount) },
      promotionApplications: pending.applications,
      mallRedemptions: pending.redemptions,
      feedback: pending.feedback,
    },
    rolledUpAt: refreshed.ledger?.toISOString() ?? null,
    readFrom,
  };
}

type GroupSums = { key: string; label: string; rounds: number; bet: string; valid_bet: string; payout: string };
type Figures = {
  rounds: number;
  bet: bigint;
  validBet: bigint;
  payout: bigint;
  bonus: bigint | null;
  players: number | null;
};

function figuresOf(row: GroupSums & { players?: number; bonus?: string | null }): Figures {
  return {
    rounds: row.rounds,
    bet: BigInt(row.bet),
    validBet: BigInt(row.valid_bet),
    payout: BigInt(row.payout),
    bonus: row.bonus === undefined || row.bonus === null ? null : BigInt(row.bonus),
    players: row.players ?? null,
  };
}

function present(figures: Figures, money: MoneyOf) {
  const ggr = figures.bet - figures.payout;
  return {
    rounds: figures.rounds,
    bet: money(figures.bet),
    validBet: money(figures.validBet),
    payout: money(figures.payout),
    ggr: money(ggr),
    bonusCost: figures.bonus === null ? null : money(figures.bonus),
    ngr: figures.bonus === null ? null : money(ggr - figures.bonus),
    players: figures.players,
  };
}

async function readGamingRows(
  ctx: AppContext,
  input: { range: DayRange; by: ReportDimension; parentAgentId: number | null; language: string },
) {
  const { db } = reportSource(ctx);
  const { range } = input;
  switch (input.by) {
    case 'day': {
      const [days, bonus] = await Promise.all([sumRoundsByDay(db, range), sumBonusCostByDay(db, range)]);
      const costOf = new Map(bonus.map((row) => [row.day, row.cost]));
      // Every day of the range has a row, so a day without play shows its bonus cost (and zeros) too.
      const byDay = new Map(days.map((row) => [row.key, row]));
      return daysBetween(range.from, range.to).map((day) => {
        const row = byDay.get(day) ?? {
          key: day,
          label: day,
          rounds: 0,
          bet: '0',
          valid_bet: '0',
          payout: '0',
          players: 0,
        };
        return { key: day, label: day, ...figuresOf({ ...row, bonus: costOf.get(day) ?? '0' }) };
      });
    }
    case 'product':
      return (await sumRoundsByProduct(db, range)).map((row) => ({
        key: row.key,
        label: row.label,
        ...figuresOf(row),
      }));
    case 'vendor':
      return (await sumRoundsByVendor(db, range)).map((row) => ({ key: row.key, label: row.label, ...figuresOf(row) }));
    case 'game':
      return (await sumRoundsByGameId(db, range, input.language)).map((row) => ({
        key: row.key,
        label: row.label,
        ...figuresOf(row),
      }));
    case 'agent':
      return (await sumRoundsByAgent(db, range, input.parentAgentId)).map((row) => ({
        key: row.key,
        label: row.label,
        ...figuresOf(row),
      }));
  }
}

/** GGR and NGR grouped by one dimension, with the totals of the rows. */
export async function readGamingReport(
  ctx: AppContext,
  input: {
    query: { from: string; to: string; by: ReportDimension; parentAgentId?: number };
    scale: number;
    language: string;
  },
) {
  const money = moneyIn(input.scale);
  const { db, readFrom } = reportSource(ctx);
  const range = { from: input.query.from, to: input.query.to };
  const [rows, refreshed] = await Promise.all([
    readGamingRows(ctx, {
      range,
      by: input.query.by,
      parentAgentId: input.query.parentAgentId ?? null,
      language: input.language,
    }),
    readRefreshedAt(db),
  ]);
  const withBonus = input.query.by === 'day' || input.query.by === 'agent';
  const withPlayers = input.query.by === 'day';
  const totals = rows.reduce<Figures>(
    (sum, row) => ({
      rounds: sum.rounds + row.rounds,
      bet: sum.bet + row.bet,
      validBet: sum.validBet + row.validBet,
      payout: sum.payout + row.payout,
      bonus: sum.bonus === null || row.bonus === null ? sum.bonus : sum.bonus + row.bonus,
      // Distinct players over several days are not the sum of each day's: the total leaves them out.
      players: null,
    }),
    { rounds: 0, bet: 0n, validBet: 0n, payout: 0n, bonus: withBonus ? 0n : null, players: null },
  );
  return {
    from: range.from,
    to: range.to,
    by: input.query.by,
    rows: rows.map((row) => ({
      key: row.key,
      label: row.label,
      ...present({ ...row, players: withPlayers ? row.players : null }, money),
    })),
    totals: present(totals, money),
    rolledUpAt:
      (input.query.by === 'day' || input.query.by === 'agent' ? refreshed.ledger : refreshed.games)?.toISOString() ??
      null,
    readFrom,
  };
}
