import type { Db } from '../../db/client.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { money } from '../../lib/amount.ts';
import type { AgentScope } from './agent-guard.ts';
import {
  countActiveMembers,
  countNewMembersByDay,
  countTeam,
  sumTeamBetsByDay,
  sumTeamDepositsByDay,
  sumTeamWithdrawalsByDay,
  type MoneyDayRow,
} from './overview.repository.ts';
import { daysOf, type DayRange } from './report-range.ts';

type Currency = MerchantConfig['currency'];

const byDay = <T extends { day: string }>(rows: T[]) => new Map(rows.map((row) => [row.day, row]));
const totalOf = (rows: MoneyDayRow[]) =>
  rows.reduce((sum, row) => ({ amount: sum.amount + BigInt(row.amount), count: sum.count + row.count }), {
    amount: 0n,
    count: 0,
  });

/** The overview of a team over a range of UTC days: a few statements run side by side, no per-member queries. */
export async function readTeamOverview(db: Db, input: { scope: AgentScope; range: DayRange; currency: Currency }) {
  const { scope, range, currency } = input;
  const isOneDay = range.fromDay === range.toDay;
  const [counts, newByDay, bets, deposits, withdrawals, activeOverDays] = await Promise.all([
    countTeam(db, scope, range),
    countNewMembersByDay(db, scope, range),
    sumTeamBetsByDay(db, scope, range),
    sumTeamDepositsByDay(db, scope, range),
    sumTeamWithdrawalsByDay(db, scope, range),
    // One day's active count is in its roll-up row; over several days each member must count once.
    isOneDay ? null : countActiveMembers(db, scope, range),
  ]);
  const activeMembers = activeOverDays ?? bets[0]?.active ?? 0;
  const betTotal = bets.reduce(
    (sum, row) => ({
      rounds: sum.rounds + row.rounds,
      bet: sum.bet + BigInt(row.bet),
      validBet: sum.validBet + BigInt(row.valid_bet),
      payout: sum.payout + BigInt(row.payout),
    }),
    { rounds: 0, bet: 0n, validBet: 0n, payout: 0n },
  );
  const [newDays, betDays, depositDays, withdrawalDays] = [
    byDay(newByDay),
    byDay(bets),
    byDay(deposits),
    byDay(withdrawals),
  ];
  const series = daysOf(range).map((day) => {
    const bet = betDays.get(day);
    const [staked, paid] = [BigInt(bet?.bet ?? '0'), BigInt(bet?.payout ?? '0')];
    return {
      day,
      newMembers: newDays.get(day)?.count ?? 0,
      activeMembers: bet?.active ?? 0,
      deposits: money(BigInt(depositDays.get(day)?.amount ?? '0'), currency),
      withdrawals: money(BigInt(withdrawalDays.get(day)?.amount ?? '0'), currency),
      bet: money(staked, currency),
      validBet: money(BigInt(bet?.valid_bet ?? '0'), currency),
      payout: money(paid, currency),
      teamWinLoss: money(paid - staked, currency),
    };
  });
  const [depositTotal, withdrawalTotal] = [totalOf(deposits), totalOf(withdrawals)];
  const [staked, paid] = [betTotal.bet, betTotal.payout];
  return {
    from: range.fromDay,
    to: range.toDay,
    teamSize: { all: counts.all, direct: counts.direct },
    newMembers: counts.newMembers,
    activeMembers,
    deposits: { amount: money(depositTotal.amount, currency), count: depositTotal.count },
    withdrawals: { amount: money(withdrawalTotal.amount, currency), count: withdrawalTotal.count },
    rounds: betTotal.rounds,
    bet: money(staked, currency),
    validBet: money(betTotal.validBet, currency),
    payout: money(paid, currency),
    teamWinLoss: money(paid - staked, currency),
    houseWinLoss: money(staked - paid, currency),
    series,
  };
}
