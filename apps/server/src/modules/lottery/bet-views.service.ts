import type { AppContext } from '../../app-context.ts';
import { formatMoney } from '../../lib/money.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { readFunds } from '../wallet/wallet-records.service.ts';
import { findBetsWithDraws } from './lottery-bets.repository.ts';
import type { BetRow, ChaseRow } from './lottery.repository.ts';
import { toBetView } from './lottery-view.ts';

/* The member's bets and chases as the bet, chase and cancel answers show them, read after their transaction. */

type Currency = MerchantConfig['currency'];
const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n);

export async function describeBets(ctx: AppContext, bets: BetRow[], scale: number) {
  const rows = await findBetsWithDraws(ctx.database.db, { betIds: bets.map((bet) => bet.id) });
  return rows.map(({ bet, draw }) => toBetView({ bet, draw, now: ctx.now(), scale }));
}

export async function describeChase(ctx: AppContext, chase: ChaseRow, scale: number) {
  const rows = await findBetsWithDraws(ctx.database.db, { chaseIds: [chase.id] });
  const bets = rows.map(({ bet, draw }) => toBetView({ bet, draw, now: ctx.now(), scale }));
  const settled = rows.filter(({ bet }) => ['WON', 'LOST', 'REFUNDED'].includes(bet.status));
  return {
    chaseId: chase.id,
    gameCode: chase.gameCode,
    status: chase.status,
    stopOnWin: chase.stopOnWin,
    drawCount: chase.drawCount,
    settledCount: new Set(settled.map(({ draw }) => draw.id)).size,
    cancelledCount: new Set(rows.filter(({ bet }) => bet.status === 'CANCELLED').map(({ draw }) => draw.id)).size,
    totalStake: formatMoney(
      sum(rows.filter(({ bet }) => bet.status !== 'CANCELLED').map(({ bet }) => bet.stake)),
      scale,
    ),
    totalPayout: formatMoney(sum(rows.map(({ bet }) => bet.payout)), scale),
    createdAt: chase.createdAt.toISOString(),
    bets,
  };
}

/** The member's available balance, answered after a bet, a chase or a cancel. */
export async function availableBalance(ctx: AppContext, memberId: number, currency: Currency): Promise<string> {
  return (await readFunds(ctx.database.db, memberId, currency)).sumBalance;
}
