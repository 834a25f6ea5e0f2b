import type { BodyOf } from '@lucky/contracts/common/endpoint';
import type {
  lotteryCancelBet,
  lotteryPlaceBets,
  lotteryPlaceChase,
  lotteryQuote,
} from '@lucky/contracts/lottery/lottery-endpoints';
import type { AppContext } from '../../app-context.ts';
import { formatMoney, parseMoney } from '../../lib/money.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import type { ActiveSession } from '../session/session.service.ts';
import { inTransaction } from '../wallet/ledger.service.ts';
import { availableBalance, describeBets, describeChase } from './bet-views.service.ts';
import { placeOnce, placeOnDraws, priceSlip } from './betting.service.ts';
import {
  findBetsOfRequest,
  findBetsWithDraws,
  findChase,
  findChaseOfRequest,
  findMemberBetsPage,
  findMemberChasesPage,
  insertChase,
  updateChase,
} from './lottery-bets.repository.ts';
import { findUpcomingDraws, type BetRow, type ChaseRow, type DrawRow } from './lottery.repository.ts';
import { assertGameOnSale, loadGame, type LoadedGame } from './lottery-games.service.ts';
import { phaseOf, toBetView } from './lottery-view.ts';
import { cancelTicketIn } from './ticket-cancel.service.ts';

type Currency = MerchantConfig['currency'];
const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n);

export async function quoteSlip(ctx: AppContext, input: { body: BodyOf<typeof lotteryQuote>; currency: Currency }) {
  const game = await loadGame(ctx, input.body.gameCode);
  const lines = priceSlip(game, input.body.selections, input.currency);
  const drawCount = BigInt(input.body.drawCount ?? 1);
  return {
    selections: lines.map(({ priced }) => ({
      betType: priced.betType,
      combinations: priced.combinations,
      cost: formatMoney(priced.cost, input.currency.scale),
      maxPayout: formatMoney(priced.maxPayout, input.currency.scale),
    })),
    totalCost: formatMoney(sum(lines.map(({ priced }) => priced.cost)) * drawCount, input.currency.scale),
  };
}

export async function placeBets(
  ctx: AppContext,
  input: { session: ActiveSession; body: BodyOf<typeof lotteryPlaceBets>; currency: Currency },
) {
  const { session, body, currency } = input;
  const game = await loadGame(ctx, body.gameCode);
  assertGameOnSale(game);
  const lines = priceSlip(game, body.selections, currency);
  // The answer is built from what the transaction wrote: the bets, the locked draw and the debit's balance.
  const placed = await placeOnce(
    ctx,
    async (tx) => {
      const { bets, draws, balance } = await placeOnDraws(ctx, tx, {
        session,
        game,
        draws: [{ id: body.drawId }],
        lines,
        requestId: body.requestId,
        chaseId: null,
        currency,
      });
      return {
        bets: bets.map((bet) => toBetView({ bet, draw: draws[0]!, now: ctx.now(), scale: currency.scale })),
        balance,
      };
    },
    async () => {
      const earlier = await findBetsOfRequest(ctx.database.db, session.memberId, body.requestId);
      return earlier.length > 0
        ? {
            bets: await describeBets(ctx, earlier, currency.scale),
            balance: await availableBalance(ctx, session.memberId, currency),
          }
        : null;
    },
  );
  const total = placed.bets.reduce((sum, bet) => sum + parseMoney(bet.stake, currency.scale), 0n);
  return { bets: placed.bets, totalCost: formatMoney(total, currency.scale), balance: placed.balance };
}

/** The draws of a chase: the next ones on sale, in draw order; for a Vietnamese region only its first station's. */
async function chaseDraws(ctx: AppContext, game: LoadedGame, count: number): Promise<DrawRow[]> {
  const upcoming = (await findUpcomingDraws(ctx.database.db, game.row.code, ctx.now(), count * 8)).filter(
    (draw) => phaseOf(draw, ctx.now()) === 'OPEN' || phaseOf(draw, ctx.now()) === 'NOT_OPEN',
  );
  const draws =
    game.row.kind === 'VN'
      ? upcoming.filter(
          (draw, index, all) => all.findIndex((other) => other.drawAt.getTime() === draw.drawAt.getTime()) === index,
        )
      : upcoming;
  if (draws.length < count)
    throw new AppError(
      'lottery.bet.invalid',
      `Only ${draws.length} coming draws of this game are scheduled for a chase`,
    );
  return draws.slice(0, count);
}

export async function placeChase(
  ctx: AppContext,
  input: { session: ActiveSession; body: BodyOf<typeof lotteryPlaceChase>; currency: Currency },
) {
  const { session, body, currency } = input;
  const game = await loadGame(ctx, body.gameCode);
  assertGameOnSale(game);
  const lines = priceSlip(game, body.selections, currency);
  if (lines.length * body.drawCount > 600)
    throw new AppError('lottery.bet.invalid', 'A chase places at most 600 bets: fewer selections or fewer draws');
  const draws = await chaseDraws(ctx, game, body.drawCount);
  const chase = await placeOnce(
    ctx,
    async (tx) => {
      const row = await insertChase(tx, {
        memberId: session.memberId,
        gameCode: game.row.code,
        requestId: body.requestId,
        drawCount: body.drawCount,
        stopOnWin: body.stopOnWin ?? true,
        createdAt: ctx.now(),
      });
      // Future draws are not on sale yet, but a chase buys them now: only the first must be selling.
      await placeOnDraws(ctx, tx, {
        session,
        game,
        draws: draws.slice(0, 1),
        lines,
        requestId: body.requestId,
        chaseId: row.id,
        currency,
      });
      await placeOnDraws(ctx, tx, {
        session,
        game,
        draws: draws.slice(1),
        lines,
        requestId: body.requestId,
        chaseId: row.id,
        currency,
        isAdvance: true,
      });
      return row;
    },
    () => findChaseOfRequest(ctx.database.db, session.memberId, body.requestId),
  );
  const view = await describeChase(ctx, chase, currency.scale);
  return { chase: view, totalCost: view.totalStake, balance: await availableBalance(ctx, session.memberId, currency) };
}

export async function cancelBet(
  ctx: AppContext,
  input: { session: ActiveSession; body: BodyOf<typeof lotteryCancelBet>; currency: Currency },
) {
  const { session, currency } = input;
  const [found] = await findBetsWithDraws(ctx.database.db, { betIds: [input.body.betId] });
  if (!found || found.bet.memberId !== session.memberId) throw new AppError('lottery.bet.not.found');
  const game = await loadGame(ctx, found.bet.gameCode);
  const cancelled = await inTransaction(ctx.database.db, (tx) =>
    cancelTicketIn(ctx, tx, {
      bet: found.bet,
      username: session.username,
      vendorCode: game.row.catalogue.vendorCode,
      currency,
    }),
  );
  if (!cancelled.some((bet) => bet.id === found.bet.id)) throw new AppError('lottery.bet.not.cancellable');
  const [bet] = await describeBets(ctx, [found.bet], currency.scale);
  return {
    bet: bet!,
    cancelledBets: cancelled.length,
    balance: await availableBalance(ctx, session.memberId, currency),
  };
}

/** Refunds every bet of a chase whose draw is not drawn yet, one transaction per bet; answers the amount refunded. */
export async function stopChase(
  ctx: AppContext,
  input: { chase: ChaseRow; username: string; currency: Currency; status: 'CANCELLED' | 'STOPPED' },
): Promise<bigint> {
  const game = await loadGame(ctx, input.chase.gameCode);
  let refunded = 0n;
  const tickets = new Map<string, BetRow>();
  for (const { bet } of await findBetsWithDraws(ctx.database.db, { chaseIds: [input.chase.id] }))
    if (bet.status === 'OPEN') tickets.set(bet.transactionId, bet);
  for (const bet of tickets.values()) {
    const done = await inTransaction(ctx.database.db, (tx) =>
      cancelTicketIn(ctx, tx, {
        bet,
        username: input.username,
        vendorCode: game.row.catalogue.vendorCode,
        currency: input.currency,
        status: input.status === 'STOPPED' ? 'REFUNDED' : 'CANCELLED',
      }),
    );
    refunded += done.reduce((total, cancelled) => total + cancelled.stake, 0n);
  }
  await inTransaction(ctx.database.db, async (tx) => {
    const locked = await findChase(tx, input.chase.id, true);
    if (locked?.status === 'ACTIVE') await updateChase(tx, locked.id, { status: input.status, finishedAt: ctx.now() });
  });
  return refunded;
}

export async function cancelChase(
  ctx: AppContext,
  input: { session: ActiveSession; chaseId: number; currency: Currency },
) {
  const chase = await findChase(ctx.database.db, input.chaseId);
  if (!chase || chase.memberId !== input.session.memberId) throw new AppError('lottery.chase.not.found');
  const refunded = await stopChase(ctx, {
    chase,
    username: input.session.username,
    currency: input.currency,
    status: 'CANCELLED',
  });
  const fresh = (await findChase(ctx.database.db, chase.id))!;
  return {
    chase: await describeChase(ctx, fresh, input.currency.scale),
    refunded: formatMoney(refunded, input.currency.scale),
    balance: await availableBalance(ctx, input.session.memberId, input.currency),
  };
}

export async function listMyBets(
  ctx: AppContext,
  input: {
    session: ActiveSession;
    query: {
      gameCode?: string;
      state?: 'open' | 'settled' | 'all';
      status?: BetRow['status'];
      pageNo?: number;
      pageSize?: number;
    };
    currency: Currency;
  },
) {
  const pageNo = input.query.pageNo ?? 1;
  const pageSize = input.query.pageSize ?? 20;
  const { rows, totalCount } = await findMemberBetsPage(ctx.database.db, {
    memberId: input.session.memberId,
    gameCode: input.query.gameCode,
    state: input.query.state ?? 'all',
    status: input.query.status,
    limit: pageSize,
    offset: (pageNo - 1) * pageSize,
  });
  return {
    list: rows.map(({ bet, draw }) => toBetView({ bet, draw, now: ctx.now(), scale: input.currency.scale })),
    pageNo,
    pageSize,
    totalCount,
    totalPages: Math.ceil(totalCount / pageSize),
  };
}

export async function listMyChases(
  ctx: AppContext,
  input: {
    session: ActiveSession;
    query: { gameCode?: string; pageNo?: number; pageSize?: number };
    currency: Currency;
  },
) {
  const pageNo = input.query.pageNo ?? 1;
  const pageSize = input.query.pageSize ?? 10;
  const { rows, totalCount } = await findMemberChasesPage(ctx.database.db, {
    memberId: input.session.memberId,
    gameCode: input.query.gameCode,
    limit: pageSize,
    offset: (pageNo - 1) * pageSize,
  });
  const list = [];
  for (const chase of rows) list.push(await describeChase(ctx, chase, input.currency.scale));
  return { list, pageNo, pageSize, totalCount, totalPages: Math.ceil(totalCount / pageSize) };
}
