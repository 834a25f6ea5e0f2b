import type { GameCategory } from '@lucky/contracts/common/constants';
import { AGENT_REPORT_MAX_DAYS } from '@lucky/contracts/agent/agent-hierarchy';
import { TRANSACTION_TYPES, type TransactionType } from '@lucky/contracts/wallet/wallet-statuses';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offsetOf, parseDateRange, toPage, type DateRange } from '../../lib/paging.ts';
import { AppError } from '../../plugins/app-error.ts';
import { nameIn } from '../games/game-card.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { money } from '../../lib/amount.ts';
import { toWalletEntry } from '../wallet/wallet-records.service.ts';
import { findDownline, type AgentScope } from './agent-guard.ts';
import { findTeamEntries, findTeamRounds, sumTeamEntries, sumTeamRounds } from './team-records.repository.ts';

type Currency = MerchantConfig['currency'];
type PageQuery = { pageNo: number; pageSize: number; from?: string; to?: string; username?: string };

const DAY_MS = 86_400_000;
/** The round log of a large team is long: team betting shows today by default and at most a month. */
const BETTING_LIMITS = { defaultDays: 1, maxDays: 31 };
const TRANSACTION_LIMITS = { defaultDays: 7, maxDays: AGENT_REPORT_MAX_DAYS };

/**
 * A team list's time range: as asked, else the last `defaultDays` UTC days up to now (1: today);
 * never longer than `maxDays`, so a list of a large team never scans its whole history.
 */
function teamRange(query: PageQuery, now: Date, limits: { defaultDays: number; maxDays: number }): DateRange {
  const asked = parseDateRange(query);
  const until = asked.until ?? new Date(now.getTime() + 1);
  const startOfToday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = asked.from ?? new Date(startOfToday - (limits.defaultDays - 1) * DAY_MS);
  if (from >= until) throw new AppError('request.invalid', 'The start of the date range is after its end');
  if (until.getTime() - from.getTime() > limits.maxDays * DAY_MS)
    throw new AppError('request.invalid', `This list covers at most ${limits.maxDays} days`);
  return { from, until };
}

export type TeamBettingQuery = PageQuery & {
  gameType?: string;
  vassalage?: string;
  status?: 'OPEN' | 'SETTLED' | 'REFUNDED';
  language?: string;
};

export async function listTeamBetting(
  db: Db,
  input: { scope: AgentScope; query: TeamBettingQuery; currency: Currency; now: Date },
) {
  const { scope, query, currency } = input;
  const member = query.username ? await findDownline(db, scope, query.username) : null;
  const filter = {
    scope,
    memberId: member?.id,
    range: teamRange(query, input.now, BETTING_LIMITS),
    category: query.gameType,
    vendorCode: query.vassalage,
    status: query.status,
  };
  const [rows, sums] = await Promise.all([
    findTeamRounds(db, filter, query.pageSize, offsetOf(query)),
    sumTeamRounds(db, filter),
  ]);
  const list = rows.map((row) => {
    const [bet, win] = [BigInt(row.bet), BigInt(row.win)];
    return {
      roundId: Number(row.id),
      roundRef: row.round_ref,
      gameId: Number(row.game_id),
      gameName: nameIn(row.names, query.language),
      vassalage: row.vendor_code,
      gameType: row.category as GameCategory,
      username: row.username,
      bet: money(bet, currency),
      validBet: money(BigInt(row.valid_bet), currency),
      payout: money(win, currency),
      winLoss: money(row.status === 'REFUNDED' ? 0n : win - bet, currency),
      status: row.status,
      time: new Date(row.created_at).toISOString(),
      settledAt: row.settled_at === null ? null : new Date(row.settled_at).toISOString(),
    };
  });
  const [bet, payout] = [BigInt(sums.bet), BigInt(sums.payout)];
  const totals = {
    rounds: sums.rounds,
    bet: money(bet, currency),
    validBet: money(BigInt(sums.valid_bet), currency),
    payout: money(payout, currency),
    winLoss: money(payout - bet, currency),
  };
  return { ...toPage(list, sums.count, query), totals };
}

const KNOWN_TYPES = TRANSACTION_TYPES.filter((type) => type !== 'OTHER');
const typeList = (types: readonly string[]) =>
  sql.join(
    types.map((type) => sql`${type}`),
    sql`, `,
  );

/** Record types are the part of a ledger kind before its first underscore; game rounds are in team betting. */
function typeCondition(type: TransactionType | undefined): SQL {
  const prefix = sql`split_part(t.kind, '_', 1)`;
  if (type === 'OTHER') return sql`${prefix} not in (${typeList(KNOWN_TYPES)})`;
  if (type) return sql`${prefix} = ${type}`;
  return sql`${prefix} not in (${typeList(['GAME', 'FREEPLAY'])})`;
}

export async function listTeamTransactions(
  db: Db,
  input: { scope: AgentScope; query: PageQuery & { type?: TransactionType }; currency: Currency; now: Date },
) {
  const { scope, query, currency } = input;
  const member = query.username ? await findDownline(db, scope, query.username) : null;
  const filter = {
    scope,
    memberId: member?.id,
    range: teamRange(query, input.now, TRANSACTION_LIMITS),
    typeCondition: typeCondition(query.type),
  };
  const [rows, sums] = await Promise.all([
    findTeamEntries(db, filter, query.pageSize, offsetOf(query)),
    sumTeamEntries(db, filter),
  ]);
  const [income, expense] = [BigInt(sums.income), BigInt(sums.expense)];
  return {
    ...toPage(
      rows.map((row) => ({ ...toWalletEntry(row, currency), username: row.username })),
      sums.count,
      query,
    ),
    totals: {
      income: money(income, currency),
      expense: money(expense, currency),
      net: money(income - expense, currency),
    },
  };
}
