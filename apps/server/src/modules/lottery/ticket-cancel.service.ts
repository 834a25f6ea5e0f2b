import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { seamlessRollback } from '../seamless/seamless.service.ts';
import { roundIdOf } from './betting.service.ts';
import { lockTicketBets, markBetsStatus, subtractExposures } from './lottery-tickets.repository.ts';
import { lockDrawForSale, type BetRow } from './lottery.repository.ts';
import { phaseOf } from './lottery-view.ts';

type Currency = MerchantConfig['currency'];

/**
 * Cancels the open ticket of a bet inside the caller's transaction — the bet and the selections placed with it on
 * the same draw, which share its one debit: the draw's share lock first (drawing waits), then the ticket's bets,
 * the debit rolled back in the wallet, and their exposure taken back. `REFUNDED` (a stopped chase) refunds a
 * ticket whose draw has stopped selling but is not drawn yet. Answers the bets cancelled (none: nothing to do).
 */
export async function cancelTicketIn(
  ctx: AppContext,
  tx: Tx,
  input: { bet: BetRow; username: string; vendorCode: string; currency: Currency; status?: 'CANCELLED' | 'REFUNDED' },
): Promise<BetRow[]> {
  const draw = await lockDrawForSale(tx, input.bet.drawId);
  if (!draw || draw.status !== 'SCHEDULED') return [];
  const phase = phaseOf(draw, ctx.now());
  if (input.status !== 'REFUNDED' && phase !== 'OPEN' && phase !== 'NOT_OPEN') return [];
  if (input.status === 'REFUNDED' && ctx.now() >= draw.drawAt) return [];
  const bets = await lockTicketBets(tx, input.bet.memberId, input.bet.transactionId);
  if (bets.length === 0) return [];
  const back = await seamlessRollback(
    ctx,
    input.vendorCode,
    {
      player: input.username,
      transactionId: `${input.bet.transactionId}:cancel`,
      referenceTransactionId: input.bet.transactionId,
      roundId: roundIdOf(draw.id, input.bet.memberId),
    },
    input.currency,
    tx,
  );
  if (!back.answer.success)
    throw new Error(`lottery: cancel of ticket ${input.bet.transactionId} refused by the wallet: ${back.answer.code}`);
  // Exposure keys last, as placement takes them (round → accounts → keys): a cancel and a bet cannot hold each other's.
  await subtractExposures(
    tx,
    draw.id,
    bets
      .flatMap((bet) => bet.exposures.map((exposure) => ({ key: exposure.key, amount: BigInt(exposure.amount) })))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)),
  );
  await markBetsStatus(
    tx,
    bets.map((bet) => bet.id),
    input.status ?? 'CANCELLED',
    ctx.now(),
  );
  return bets;
}
