import type { Db } from '../../db/client.ts';
import { toPage } from '../../lib/paging.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { money } from '../../lib/amount.ts';
import { depthOf, findDownline, type AgentScope } from './agent-guard.ts';
import { findProfitPage, sumProfitTotals, type ProfitSort } from './profit.repository.ts';
import { resolveDayRange } from './report-range.ts';

type Currency = MerchantConfig['currency'];
export type ProfitQuery = {
  pageNo: number;
  pageSize: number;
  from?: string;
  to?: string;
  scope: 'DIRECT' | 'ALL';
  username?: string;
  sort: ProfitSort;
  order: 'asc' | 'desc';
};

const DEFAULT_DAYS = 7;

function betFigures(sums: { rounds: number; bet: string; valid_bet: string; payout: string }, currency: Currency) {
  const [bet, payout] = [BigInt(sums.bet), BigInt(sums.payout)];
  return {
    rounds: Number(sums.rounds),
    bet: money(bet, currency),
    validBet: money(BigInt(sums.valid_bet), currency),
    payout: money(payout, currency),
    winLoss: money(payout - bet, currency),
  };
}

/**
 * Profit and loss of the downline per account (or per direct downline with its whole team), from
 * the day roll-ups; accounts (or teams) without settled play in the range have no row.
 */
export async function readTeamProfit(
  db: Db,
  input: { scope: AgentScope; query: ProfitQuery; currency: Currency; now: Date },
) {
  const { scope, query, currency } = input;
  const range = resolveDayRange({ from: query.from, to: query.to, now: input.now, defaultDays: DEFAULT_DAYS });
  const isDirect = query.scope === 'DIRECT';
  const named = query.username ? await findDownline(db, scope, query.username, isDirect) : null;
  const filter = {
    scope,
    range,
    isDirect,
    member: named ? { id: named.id } : undefined,
    sort: query.sort,
    order: query.order,
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  };
  const page = await findProfitPage(db, filter);
  const totals = page.totals ?? (await sumProfitTotals(db, filter));
  const agentDepth = depthOf(scope.agent.ancestorPath);
  const list = page.rows.map((row) => ({
    memberId: Number(row.member_id),
    username: row.username,
    type: row.type,
    level: depthOf(row.ancestor_path) - agentDepth,
    teamMembers: isDirect ? row.team_members : null,
    ...betFigures(row, currency),
  }));
  return {
    ...toPage(list, totals.count, query),
    from: range.fromDay,
    to: range.toDay,
    totals: betFigures(totals, currency),
  };
}
