import type { SelectionInput } from '@lucky/contracts/lottery/lottery-schemas';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { formatMoney } from '../../lib/money.ts';
import { AppError } from '../../plugins/app-error.ts';
import { isUniqueViolation } from '../agent/register-center.service.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { debitHouseRound } from '../seamless/seamless-house-debit.service.ts';
import type { ActiveSession } from '../session/session.service.ts';
import { parseAmount } from '../../lib/amount.ts';
import { inTransaction } from '../wallet/ledger.service.ts';
import { LotteryBetError, type PricedSelection } from './engine/lottery-engine.ts';
import { insertTicket } from './lottery-tickets.repository.ts';
import { readDrawForSale } from './draw-cache.ts';
import type { BetRow, DrawRow } from './lottery.repository.ts';
import type { LoadedGame } from './lottery-games.service.ts';
import { phaseOf } from './lottery-view.ts';

type Currency = MerchantConfig['currency'];
export type PricedLine = { input: SelectionInput; unitStake: bigint; priced: PricedSelection };

/** The member's round of a draw in the seamless wallet: all its bets on the draw are debits of it, settled by one credit. */
export const roundIdOf = (drawId: number, memberId: number): string => `D${drawId}M${memberId}`;
/** A ticket's one debit: the slip of a request on one draw. */
export const ticketIdOf = (input: { memberId: number; requestId: string; drawId: number }): string =>
  `LT${input.memberId}-${input.requestId}-${input.drawId}`;

/** Prices every selection and checks the stake limits of its bet type; any refusal refuses the whole slip. */
export function priceSlip(game: LoadedGame, selections: SelectionInput[], currency: Currency): PricedLine[] {
  return selections.map((input, index) => {
    const unitStake = parseAmount(input.unitStake, currency, `selections[${index}].unitStake`);
    let priced: PricedSelection;
    try {
      priced = game.engine.price({
        selection: {
          betType: input.betType,
          picks: input.picks,
          unitStake,
          points: input.points ?? 1,
          position: input.position,
          segment: input.segment,
        },
        odds: game.odds,
        variant: game.row.variant,
      });
    } catch (error) {
      if (error instanceof LotteryBetError)
        throw new AppError('lottery.bet.invalid', `Selection ${index + 1}: ${error.message}`);
      throw error;
    }
    const limits = game.limitsOf(priced.betType);
    if (unitStake < limits.minStake || unitStake > limits.maxStake) {
      throw new AppError(
        'lottery.bet.stake.limit',
        `Selection ${index + 1}: the stake per unit of ${priced.betType} is ${formatMoney(limits.minStake, currency.scale)} to ${formatMoney(limits.maxStake, currency.scale)}`,
      );
    }
    return { input, unitStake, priced };
  });
}

/** The exposure the slip adds to a draw, summed per key and sorted by key: concurrent bets lock shared keys in one order. */
function exposureRows(game: LoadedGame, lines: PricedLine[]) {
  const sums = new Map<string, { betType: string; amount: bigint }>();
  for (const { priced } of lines) {
    for (const exposure of priced.exposures) {
      const entry = sums.get(exposure.key) ?? { betType: priced.betType, amount: 0n };
      entry.amount += exposure.amount;
      sums.set(exposure.key, entry);
    }
  }
  return [...sums.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, entry]) => ({
      key,
      betType: entry.betType,
      amount: entry.amount,
      cap: game.limitsOf(entry.betType).liabilityCap,
    }));
}

/** The bet rows of a ticket, one per priced selection, as `insertTicket` writes them. */
function ticketBets(lines: PricedLine[]) {
  return lines.map(({ input: selection, unitStake, priced }, line) => ({
    line,
    betType: priced.betType,
    stake: priced.cost,
    combinations: priced.combinations,
    stored: priced.stored,
    selection: {
      picks: selection.picks,
      points: selection.points ?? 1,
      position: selection.position,
      segment: selection.segment,
      unitStake: unitStake.toString(),
    },
    exposures: priced.exposures.map((exposure) => ({ key: exposure.key, amount: exposure.amount.toString() })),
  }));
}

/**
 * Places a slip on each of `draws` inside the caller's transaction, one ticket per draw, in four statements (six
 * round trips with BEGIN and COMMIT): the draw's phase checked as this instance last saw it (no round trip), ONE
 * debit of the ticket's whole cost in the member's round of the draw through the seamless wallet's in-house form
 * (three statements: round, transfer, bookkeeping), then one statement that writes the ticket's bets, raises the
 * draw's exposure within the caps and takes the draw's share lock — after which the phase is checked again, since
 * only under that lock does the draw's status hold until the commit (drawing waits for bets in flight). Anything refused throws, and the
 * caller's transaction leaves no trace. A ticket is also what a cancel gives back: its one debit rolled back.
 *
 * Locks: round → accounts → draw (share) and exposure keys (sorted), so the shared rows — the exposure keys every
 * bet on a draw raises — are held only until the commit. Settling and refunding lock the draw first, then rounds
 * and accounts; they only run on a draw whose sale has ended, which the first check refuses, so the opposite
 * orders meet only if a bet is slower than the gap between stop-sale and the draw — and then PostgreSQL's deadlock
 * detection aborts one of the two, which is retried.
 */
export async function placeOnDraws(
  ctx: AppContext,
  tx: Tx,
  input: {
    session: ActiveSession;
    game: LoadedGame;
    draws: Pick<DrawRow, 'id'>[];
    lines: PricedLine[];
    requestId: string;
    chaseId: number | null;
    currency: Currency;
    /** A chase buys draws that are not on sale yet. */
    isAdvance?: boolean;
  },
): Promise<{ bets: BetRow[]; draws: DrawRow[]; balance: string }> {
  const { session, game, lines, currency } = input;
  const bets: BetRow[] = [];
  const draws: DrawRow[] = [];
  let balance = '';
  const ticketCost = lines.reduce((total, { priced }) => total + priced.cost, 0n);
  const exposures = exposureRows(game, lines);
  const assertOnSale = (draw: DrawRow) => {
    const phase = phaseOf(draw, ctx.now());
    if (phase === 'NOT_OPEN' && !input.isAdvance) throw new AppError('lottery.draw.not.open');
    if (phase !== 'OPEN' && phase !== 'NOT_OPEN')
      throw new AppError('lottery.draw.closed', undefined, { drawId: draw.id });
  };
  for (const planned of input.draws) {
    // Checked first as this instance last saw the draw, and again under its lock at the end (its status may change).
    const seen = await readDrawForSale(ctx, tx, planned.id);
    if (!seen || seen.gameCode !== game.row.code) throw new AppError('lottery.draw.not.found');
    assertOnSale(seen);
    const transactionId = ticketIdOf({ memberId: session.memberId, requestId: input.requestId, drawId: seen.id });
    const debit = await debitHouseRound(ctx, tx, {
      vendorCode: game.row.catalogue.vendorCode,
      currency,
      debit: {
        memberId: session.memberId,
        roundId: roundIdOf(seen.id, session.memberId),
        gameCode: game.row.catalogue.gameCode,
        transactionId,
        amount: ticketCost,
      },
    });
    if (!debit.ok)
      throw new AppError(debit.refusal === 'REPLAY' ? 'idempotency.conflict' : debit.refusal, undefined, {
        balance: formatMoney(debit.available, currency.scale),
      });
    // Responsible play was checked by the debit itself (debitHouseRound): a play.* refusal rolls the slip back above.
    balance = formatMoney(debit.available, currency.scale);
    // Last: the exposure rows are the ones concurrent bets on a draw share, so their locks are held only to the commit.
    const ticket = await insertTicket(tx, {
      memberId: session.memberId,
      drawId: seen.id,
      gameCode: game.row.code,
      chaseId: input.chaseId,
      requestId: input.requestId,
      transactionId,
      oddsVersion: game.row.oddsVersion,
      createdAt: ctx.now(),
      exposures,
      bets: ticketBets(lines),
    });
    const draw = { ...seen, status: ticket.drawStatus ?? seen.status };
    assertOnSale(draw);
    const refused = ticket.refusedKeys;
    if (refused.length > 0) throw new AppError('lottery.bet.liability', undefined, { drawId: draw.id, keys: refused });
    draws.push(draw);
    bets.push(...ticket.bets);
  }
  return { bets, draws, balance };
}

/**
 * Runs a placement. A request already placed (same member and requestId: a retry, or a twin that committed
 * first) fails on the unique request index or on a sale closed since, and its first answer is given instead; the
 * common first attempt pays for no look-up.
 */
export async function placeOnce<T>(
  ctx: AppContext,
  work: (tx: Tx) => Promise<T>,
  replay: () => Promise<T | null>,
): Promise<T> {
  try {
    return await inTransaction(ctx.database.db, work);
  } catch (error) {
    if (!isUniqueViolation(error, 'lottery_') && !(error instanceof AppError)) throw error;
    const earlier = await replay();
    if (!earlier) throw error;
    return earlier;
  }
}
