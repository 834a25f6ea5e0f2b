import type { AppContext } from '../../app-context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { parseAmount } from '../../lib/amount.ts';
import { formatMoney } from '../../lib/money.ts';
import { AppError } from '../../plugins/app-error.ts';
import { requireRealAccount } from '../member/account-guard.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { closeRoundsInBatch } from '../seamless/seamless-batch.service.ts';
import type { ActiveSession } from '../session/session.service.ts';
import { inTransaction } from '../wallet/ledger.service.ts';
import { cashOutValue, type CashOutLeg, type CashOutValue } from './engine/cash-out.ts';
import type { SettledOutcome } from './engine/market-types.ts';
import { betViews } from './bet-view.ts';
import { boardAt } from './event-board.ts';
import { balanceOf } from './placement.service.ts';
import { SPORTS_VENDOR } from './sportsbook-catalogue.ts';
import {
  findBet,
  findLegsOfBets,
  lockBet,
  lowerLiabilities,
  markBetsSettled,
  type SportBetRow,
} from './sportsbook-bets.repository.ts';
import { findEventsByIds, findSuspensions } from './sportsbook-events.repository.ts';
import { loadBookSettings, type BookSettings } from './sportsbook-settings.service.ts';

type Currency = MerchantConfig['currency'];

/** The bet's cash-out value at `now`: settled legs at their multipliers, open ones at their fair expectation. */
async function quoteBet(
  db: Db | Tx,
  bet: SportBetRow,
  settings: BookSettings,
  now: Date,
): Promise<CashOutValue | null> {
  if (bet.status !== 'OPEN') return null;
  const legs = await findLegsOfBets(db, [bet.id]);
  const ids = [...new Set(legs.map((leg) => leg.eventId))];
  const [events, suspensions] = await Promise.all([findEventsByIds(db, ids), findSuspensions(db, ids)]);
  const byId = new Map(events.map((event) => [event.id, event]));
  const cashLegs: CashOutLeg[] = legs.map((leg) => {
    if (leg.outcome !== 'OPEN') return { odds: leg.oddsMilli, settled: leg.outcome as SettledOutcome };
    const event = byId.get(leg.eventId)!;
    const { moment, board, isMarketSuspended } = boardAt(event, now, settings, suspensions.get(event.id));
    if (moment.phase !== 'OPEN' && moment.phase !== 'LIVE') return { odds: leg.oddsMilli, quote: null };
    const quote = board.selectionOutcomeProbabilities(leg.marketKey, leg.selectionKey);
    return {
      odds: leg.oddsMilli,
      quote: quote && { ...quote, suspended: quote.suspended || isMarketSuspended(leg.marketKey) },
    };
  });
  return cashOutValue({
    stake: bet.stake,
    legs: cashLegs,
    cashOutMargin: settings.cashOutMargin,
    maxPayout: bet.maxPayout,
  });
}

async function ownBet(db: Db | Tx, memberId: number, betId: number): Promise<SportBetRow> {
  const bet = await findBet(db, betId);
  if (!bet || bet.memberId !== memberId) throw new AppError('sports.bet.not.found');
  return bet;
}

export async function quoteCashOut(
  ctx: AppContext,
  input: { session: ActiveSession | null; betId: number; currency: Currency },
) {
  const { memberId } = requireRealAccount(input.session);
  const bet = await ownBet(ctx.database.db, memberId, input.betId);
  const settings = await loadBookSettings(ctx);
  const now = ctx.now();
  const quote = await quoteBet(ctx.database.db, bet, settings, now);
  return {
    betId: bet.id,
    value: quote?.ok ? formatMoney(quote.value, input.currency.scale) : null,
    reason: quote === null ? 'BET_NOT_OPEN' : quote.ok ? null : quote.reason,
    quotedAt: now.toISOString(),
  };
}

/**
 * Cashes a bet out in one transaction: the bet locked, re-quoted at the clock, refused if the value fell below what
 * the member accepted (unless they accept lower) or a market is suspended; then its round closed by one credit of
 * the value (`<round>:cashout`), the bet CASHED_OUT (settlement skips it), and its liability taken back.
 */
export async function cashOutBet(
  ctx: AppContext,
  input: {
    session: ActiveSession | null;
    body: { betId: number; value: string; acceptLower: boolean };
    currency: Currency;
  },
) {
  const { memberId } = requireRealAccount(input.session);
  const { currency } = input;
  const accepted = parseAmount(input.body.value, currency, 'value', { allowZero: true });
  await ownBet(ctx.database.db, memberId, input.body.betId);
  const settings = await loadBookSettings(ctx);
  const paid = await inTransaction(ctx.database.db, async (tx) => {
    const bet = await lockBet(tx, input.body.betId);
    if (!bet || bet.status !== 'OPEN')
      throw new AppError('sports.cashout.unavailable', undefined, { reason: 'BET_NOT_OPEN' });
    const quote = await quoteBet(tx, bet, settings, ctx.now());
    if (!quote || !quote.ok)
      throw new AppError('sports.cashout.unavailable', undefined, { reason: quote?.reason ?? null });
    if (quote.value < accepted && !input.body.acceptLower)
      throw new AppError('sports.cashout.changed', undefined, { value: formatMoney(quote.value, currency.scale) });
    await closeRoundsInBatch(ctx, tx, {
      vendorCode: SPORTS_VENDOR,
      currency,
      closes: [
        {
          memberId,
          roundId: bet.roundId,
          transactionId: `${bet.roundId}:cashout`,
          gameCode: bet.gameCode,
          amount: quote.value,
          refunded: 0n,
        },
      ],
    });
    await markBetsSettled(tx, [{ id: bet.id, status: 'CASHED_OUT', payout: quote.value }], ctx.now());
    await lowerLiabilities(tx, await findLegsOfBets(tx, [bet.id]), bet.potentialPayout);
    return quote.value;
  });
  const bet = (await findBet(ctx.database.db, input.body.betId))!;
  const [view] = await betViews(ctx.database.db, [bet], currency.scale, ctx.now());
  return { bet: view, paid: formatMoney(paid, currency.scale), balance: await balanceOf(ctx, memberId, currency) };
}
