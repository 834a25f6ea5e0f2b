import type { Db } from '../../db/client.ts';
import { money } from '../../lib/amount.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { depthOf, type AgentScope } from './agent-guard.ts';
import { resolveDayRange } from './report-range.ts';
import { readStatementRows, type StatementRow } from './statement.repository.ts';

type Currency = MerchantConfig['currency'];

const FIGURES = [
  'deposits',
  'withdrawals',
  'bet',
  'payout',
  'bonuses',
  'rebates',
  'contractPayouts',
  'commission',
] as const;
type Figures = Record<(typeof FIGURES)[number], bigint>;

function figuresOf(row: StatementRow): Figures {
  return {
    deposits: BigInt(row.deposits),
    withdrawals: BigInt(row.withdrawals),
    bet: BigInt(row.bet),
    payout: BigInt(row.payout),
    bonuses: BigInt(row.bonuses),
    rebates: BigInt(row.rebates),
    contractPayouts: BigInt(row.contract_payouts),
    commission: BigInt(row.commission),
  };
}

/** What the house kept from the account: its play less everything paid to it beyond its winnings. */
const netResultOf = (f: Figures): bigint => f.bet - f.payout - f.bonuses - f.rebates - f.contractPayouts - f.commission;

function view(figures: Figures, currency: Currency) {
  const shown = Object.fromEntries(FIGURES.map((key) => [key, money(figures[key], currency)])) as Record<
    (typeof FIGURES)[number],
    string
  >;
  return { ...shown, netResult: money(netResultOf(figures), currency) };
}

/**
 * The agent's profit and loss statement: per account of its team (every level below it) with any figure in the
 * range, and the team's totals as the exact sums of the rows (bigint, minor units).
 */
export async function readAgentStatement(
  db: Db,
  input: { scope: AgentScope; query: { from?: string; to?: string }; currency: Currency; now: Date },
) {
  const { scope, currency } = input;
  const range = resolveDayRange({ ...input.query, now: input.now, defaultDays: 7 });
  const rows = await readStatementRows(db, { scope, range, currency: currency.code });
  const agentDepth = depthOf(scope.agent.ancestorPath);
  const totals = Object.fromEntries(FIGURES.map((key) => [key, 0n])) as Figures;
  const list = rows.map((row) => {
    const figures = figuresOf(row);
    for (const key of FIGURES) totals[key] += figures[key];
    return {
      username: row.username,
      type: row.type,
      level: depthOf(row.ancestor_path) - agentDepth,
      ...view(figures, currency),
    };
  });
  return { from: range.fromDay, to: range.toDay, list, totals: view(totals, currency) };
}
