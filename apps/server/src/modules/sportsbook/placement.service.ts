import type { SportLegInput } from '@lucky/contracts/sportsbook/sportsbook-schemas';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { parseAmount } from '../../lib/amount.ts';
import { formatMoney } from '../../lib/money.ts';
import { AppError } from '../../plugins/app-error.ts';
import { isUniqueViolation } from '../agent/register-center.service.ts';
import { requireRealAccount } from '../member/account-guard.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { debitHouseRound } from '../seamless/seamless-house-debit.service.ts';
import type { ActiveSession } from '../session/session.service.ts';
import { withLimitHits } from '../responsible-play/play-guard.service.ts';
import { inTransaction } from '../wallet/ledger.service.ts';
import { readFunds } from '../wallet/wallet-records.service.ts';
import { checkParlay, combinedOdds } from './engine/parlay-rules.ts';
import { betViews, betViewOf } from './bet-view.ts';
import { phaseAt } from './event-board.ts';
import { gameCodeOfSport, SPORTS_VENDOR } from './sportsbook-catalogue.ts';
import { writeBet } from './sportsbook-bet-write.repository.ts';
import { findBetByRequest } from './sportsbook-bets.repository.ts';
import { loadBookSettings, type BookSettings } from './sportsbook-settings.service.ts';
import { priceSlipLegs, slipLimits, type PricedLeg } from './slip-pricing.ts';
import { checkOddsPolicy, checkSlipShape, potentialPayoutOf, type OddsPolicy } from './slip-rules.ts';

type Currency = MerchantConfig['currency'];
type PlaceBody = {
  requestId: string;
  kind: 'SINGLE' | 'PARLAY';
  stake: string;
  legs: SportLegInput[];
  oddsChange: OddsPolicy;
};

/** The member's seamless round of one bet: its stake is the round's one debit, its payout the one closing credit. */
export const roundIdOfBet = (memberId: number, requestId: string): string => `SB${memberId}-${requestId}`;

export async function balanceOf(ctx: AppContext, memberId: number, currency: Currency): Promise<string> {
  return (await readFunds(ctx.database.db, memberId, currency)).sumBalance;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Prices the legs, and in play waits the bet delay and prices again: a changed score or a suspension refuses. */
async function priceForPlacement(ctx: AppContext, legs: SportLegInput[], settings: BookSettings): Promise<PricedLeg[]> {
  let priced = await priceSlipLegs(ctx, legs, settings, ctx.now());
  refuseUnavailable(priced);
  if (priced.some((leg) => leg.inPlay) && settings.betDelayMs > 0) {
    await sleep(settings.betDelayMs);
    const again = await priceSlipLegs(ctx, legs, settings, ctx.now());
    refuseUnavailable(again);
    if (again.some((leg, i) => leg.score !== priced[i].score)) throw new AppError('sports.market.suspended');
    priced = again;
  }
  return priced;
}

function refuseUnavailable(priced: PricedLeg[]): void {
  const refused = priced.find((leg) => leg.refusal !== null);
  if (refused)
    throw new AppError(refused.refusal!, undefined, {
      eventId: refused.input.eventId,
      marketKey: refused.input.marketKey,
    });
}

async function replayOf(ctx: AppContext, memberId: number, requestId: string, body: PlaceBody, currency: Currency) {
  const bet = await findBetByRequest(ctx.database.db, memberId, requestId);
  if (!bet) return null;
  const [view] = await betViews(ctx.database.db, [bet], currency.scale, ctx.now());
  const same =
    view.kind === body.kind &&
    view.legs.length === body.legs.length &&
    bet.stake === parseAmount(body.stake, currency, 'stake');
  if (!same) throw new AppError('idempotency.conflict');
  return view;
}

/**
 * Places one bet: validated and priced first (on the events as this instance read them within the second), then
 * one transaction of six round trips — begin, the seamless house debit's three statements, one statement for the
 * bet, its legs, its liabilities and the events' share locks, commit — and the answer built from what was written.
 * Idempotent on the member's requestId without a look-up first: a request already placed (a retry, or a twin that
 * committed first) fails on its debit's transaction id, the bet's unique index or a check that no longer passes
 * (odds moved, event closed), and its first answer is given instead.
 */
export async function placeSportsBet(
  ctx: AppContext,
  input: { session: ActiveSession | null; body: PlaceBody; currency: Currency },
) {
  const { memberId } = requireRealAccount(input.session);
  const { body, currency } = input;
  try {
    return await placeFresh(ctx, memberId, body, currency);
  } catch (error) {
    if (!(error instanceof AppError) && !isUniqueViolation(error, 'sport_')) throw error;
    const replay = await replayOf(ctx, memberId, body.requestId, body, currency);
    if (!replay) throw error;
    return { bet: replay, balance: await balanceOf(ctx, memberId, currency) };
  }
}

async function placeFresh(ctx: AppContext, memberId: number, body: PlaceBody, currency: Currency) {
  const stake = parseAmount(body.stake, currency, 'stake');
  checkSlipShape(body.kind, body.legs);
  const settings = await loadBookSettings(ctx);
  const priced = await priceForPlacement(ctx, body.legs, settings);
  const struck = checkOddsPolicy(priced, body.oddsChange);
  const limits = slipLimits(priced, settings)!;
  if (stake < limits.minStake || stake > limits.maxStake)
    throw new AppError(
      'sports.bet.stake.limit',
      `The stake is ${formatMoney(limits.minStake, currency.scale)} to ${formatMoney(limits.maxStake, currency.scale)}`,
      {
        minStake: formatMoney(limits.minStake, currency.scale),
        maxStake: formatMoney(limits.maxStake, currency.scale),
      },
    );
  if (body.kind === 'PARLAY') {
    const check = checkParlay(struck.map((leg, i) => ({ ...body.legs[i], odds: leg })));
    if (!check.ok)
      throw new AppError(check.reason === 'PARLAY_CORRELATED_LEGS' ? 'sports.parlay.correlated' : 'sports.parlay.legs');
  }
  const odds = combinedOdds(struck);
  if (odds > 1_000_000_000n) throw new AppError('sports.bet.invalid', 'The combined odds are above 1,000,000');
  const potential = potentialPayoutOf(stake, odds, limits.maxPayout);
  const input = { memberId, body, priced, struck, stake, odds: Number(odds), potential, maxPayout: limits.maxPayout };
  const placed = await withLimitHits(ctx, memberId, () =>
    inTransaction(ctx.database.db, (tx) => writeBetOnce(ctx, tx, { ...input, settings, currency })),
  );
  const events = new Map(priced.map((leg) => [leg.input.eventId, leg.event!]));
  return { bet: betViewOf(placed.bet, placed.legs, events, currency.scale, ctx.now()), balance: placed.balance };
}

async function writeBetOnce(
  ctx: AppContext,
  tx: Tx,
  input: {
    memberId: number;
    body: PlaceBody;
    priced: PricedLeg[];
    struck: number[];
    stake: bigint;
    odds: number;
    potential: bigint;
    maxPayout: bigint;
    settings: BookSettings;
    currency: Currency;
  },
) {
  const { memberId, body, priced, currency } = input;
  const roundId = roundIdOfBet(memberId, body.requestId);
  const gameCode = gameCodeOfSport(priced[0].sport!);
  const debit = await debitHouseRound(ctx, tx, {
    vendorCode: SPORTS_VENDOR,
    currency,
    debit: { memberId, roundId, transactionId: `${roundId}:bet`, gameCode, amount: input.stake },
  });
  if (!debit.ok)
    throw new AppError(debit.refusal === 'REPLAY' ? 'idempotency.conflict' : debit.refusal, undefined, {
      balance: formatMoney(debit.available, currency.scale),
    });
  // Responsible play was checked by the debit itself (debitHouseRound): a play.* refusal rolls the bet back above.
  const now = ctx.now();
  const written = await writeBet(
    tx,
    {
      memberId,
      requestId: body.requestId,
      kind: body.kind,
      gameCode,
      roundId,
      stake: input.stake,
      oddsMilli: input.odds,
      potentialPayout: input.potential,
      maxPayout: input.maxPayout,
      placedAt: now,
    },
    priced.map((leg, i) => ({
      legNo: i + 1,
      eventId: leg.input.eventId,
      marketKey: leg.input.marketKey,
      selectionKey: leg.input.selectionKey,
      oddsMilli: input.struck[i],
      line: leg.line,
      inPlay: leg.inPlay,
    })),
  );
  // Under the events' share locks: an event ended, voided or settled since it was priced refuses the bet.
  for (const leg of priced) {
    const status = written.statuses.get(leg.input.eventId) ?? leg.event!.status;
    const phase = phaseAt({ ...leg.event!, status }, now);
    if (phase !== 'OPEN' && phase !== 'LIVE')
      throw new AppError('sports.event.closed', undefined, { eventId: leg.input.eventId });
  }
  const [suspended] = written.suspended;
  if (suspended)
    throw new AppError('sports.market.suspended', undefined, {
      eventId: suspended.eventId,
      marketKey: priced.find((leg) => leg.input.eventId === suspended.eventId)!.input.marketKey,
    });
  const capOf = new Map(
    priced.map((leg) => [
      `${leg.input.eventId}|${leg.input.marketKey}|${leg.input.selectionKey}`,
      input.settings.limitsOf(leg.sport!, leg.type!).liabilityCap,
    ]),
  );
  const refused = written.liabilities
    .filter((raised) => raised.liability > capOf.get(`${raised.eventId}|${raised.marketKey}|${raised.selectionKey}`)!)
    .map((raised) => `${raised.eventId}:${raised.marketKey}:${raised.selectionKey}`);
  if (refused.length > 0) throw new AppError('sports.bet.liability', undefined, { keys: refused });
  return { bet: written.bet, legs: written.legs, balance: formatMoney(debit.available, currency.scale) };
}
