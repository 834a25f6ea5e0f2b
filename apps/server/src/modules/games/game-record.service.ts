import type { GameCategory } from '@lucky/contracts/common/constants';
import type { AppContext } from '../../app-context.ts';
import { readPool } from '../../db/read-pool.ts';
import { formatMoney } from '../../lib/money.ts';
import { parseDateRange, toPage } from '../../lib/paging.ts';
import { findRecords, sumByCategory, sumByDay } from './game-record.repository.ts';
import { nameIn } from './game-card.ts';

const WEEK_MS = 7 * 86_400_000;
type Sums = { bet: string; validBet: string; payout: string; rounds: number };

function formatSums(sums: Sums, scale: number) {
  const bet = BigInt(sums.bet);
  const payout = BigInt(sums.payout);
  return {
    bet: formatMoney(bet, scale),
    validBet: formatMoney(BigInt(sums.validBet), scale),
    payout: formatMoney(payout, scale),
    winLoss: formatMoney(payout - bet, scale),
    rounds: Number(sums.rounds),
  };
}

type RecordQuery = {
  pageNo: number;
  pageSize: number;
  from?: string;
  to?: string;
  gameType?: GameCategory;
  vassalage?: string;
  status?: 'OPEN' | 'SETTLED' | 'REFUNDED';
  language?: string;
};

export async function listBettingRecords(ctx: AppContext, memberId: number, query: RecordQuery, scale: number) {
  const range = parseDateRange(query);
  // A record page may be a moment behind (the replica, within its lag bound: db/read-pool.ts).
  const { rows, count, totals } = await findRecords(
    readPool(ctx),
    { memberId, ...range, category: query.gameType, vendorCode: query.vassalage, status: query.status },
    query.pageSize,
    (query.pageNo - 1) * query.pageSize,
  );
  const list = rows.map(({ round, names, category }) => ({
    roundId: round.id,
    roundRef: round.roundRef,
    gameId: round.gameId,
    gameName: nameIn(names, query.language),
    vassalage: round.vendorCode,
    gameType: category,
    bet: formatMoney(round.bet, scale),
    validBet: formatMoney(round.validBet, scale),
    payout: formatMoney(round.win, scale),
    winLoss: formatMoney(round.status === 'REFUNDED' ? 0n : round.win - round.bet, scale),
    status: round.status,
    time: round.createdAt.toISOString(),
    settledAt: round.settledAt?.toISOString() ?? null,
  }));
  return { ...toPage(list, count, query), totals: formatSums(totals, scale) };
}

export async function readProfitAndLoss(
  ctx: AppContext,
  memberId: number,
  query: { from?: string; to?: string },
  scale: number,
) {
  const range = parseDateRange(query);
  const filter = {
    memberId,
    from: range.from ?? new Date(ctx.now().getTime() - WEEK_MS),
    until: range.until,
    isSettledOnly: true,
  };
  const db = readPool(ctx);
  const [days, categories] = await Promise.all([sumByDay(db, filter), sumByCategory(db, filter)]);
  const total = categories.reduce(
    (sum, row) => ({
      bet: String(BigInt(sum.bet) + BigInt(row.bet)),
      validBet: String(BigInt(sum.validBet) + BigInt(row.validBet)),
      payout: String(BigInt(sum.payout) + BigInt(row.payout)),
      rounds: sum.rounds + Number(row.rounds),
    }),
    { bet: '0', validBet: '0', payout: '0', rounds: 0 },
  );
  return {
    byDay: days.map((row) => ({ day: row.day, ...formatSums(row, scale) })),
    byCategory: categories.map((row) => ({ gameType: row.category, ...formatSums(row, scale) })),
    total: formatSums(total, scale),
  };
}
