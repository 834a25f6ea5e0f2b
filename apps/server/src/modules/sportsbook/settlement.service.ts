import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { closeRoundsInBatch, type RoundClose } from '../seamless/seamless-batch.service.ts';
import { inTransaction } from '../wallet/ledger.service.ts';
import { parlayPayout } from './engine/bet-payout.ts';
import type { EventResult } from './engine/event-state.ts';
import type { SettledOutcome } from './engine/market-types.ts';
import { settleSelection } from './engine/settle-selection.ts';
import { SPORTS_VENDOR } from './sportsbook-catalogue.ts';
import {
  findEventLegsAfter,
  findLegsOfBets,
  lockBets,
  markBetsSettled,
  markLegOutcomes,
  type SportBetRow,
  type SportLegRow,
} from './sportsbook-bets.repository.ts';
import { lockEventExclusive, updateEvent } from './sportsbook-events.repository.ts';

type Currency = Pick<MerchantConfig['currency'], 'code' | 'scale'>;

/** Legs per settlement batch: one transaction, one commit; a crash loses at most one batch of work. */
export const SETTLE_BATCH_LEGS = 1000;

export type SettleBatch = { state: 'MORE' | 'DONE' | 'BUSY'; legs: number; paidMembers: number[] };

/** A finished bet's status from its legs and payout (a single keeps its leg's half outcomes). */
export function betStatusOf(legs: { outcome: SettledOutcome }[], stake: bigint, payout: bigint): SportBetRow['status'] {
  if (legs.every((leg) => leg.outcome === 'VOID')) return 'VOID';
  if (legs.length === 1 && legs[0].outcome === 'HALF_WIN') return 'HALF_WON';
  if (payout > stake) return 'WON';
  if (payout === stake) return 'PUSH';
  return payout === 0n ? 'LOST' : 'HALF_LOST';
}

/** The part of a payout that gave the stake back (a push, a void, a half loss): not valid bet in the roll-ups. */
function refundedPart(status: SportBetRow['status'], stake: bigint, payout: bigint): bigint {
  if (status === 'VOID' || status === 'PUSH') return stake;
  if (status === 'HALF_LOST') return payout;
  return 0n;
}

/**
 * Settles the next batch of legs on an ended (or voided) event, in one transaction holding the event's exclusive
 * lock (the lease: another runner skips it; a dead runner's lock goes with its connection): each leg's outcome
 * from the result (VOID for a voided event), then every bet of the batch whose legs are now all settled is paid by
 * ONE closing credit of its round (`<round>:settle`) through the seamless wallet's batch close, and the cursor
 * moves past the batch. The bets are locked in id order first, so another event's settlement or a cash-out of the
 * same parlay waits and then sees these legs. A crash resumes from the cursor; the round's close and the credit's
 * transaction id refuse a second payment anyway.
 */
export async function settleEventBatch(
  ctx: AppContext,
  input: { eventId: string; currency: Currency; batchLegs?: number },
): Promise<SettleBatch> {
  return inTransaction(ctx.database.db, async (tx) => {
    const event = await lockEventExclusive(tx, input.eventId);
    if (!event) return { state: 'BUSY', legs: 0, paidMembers: [] };
    if ((event.status !== 'ENDED' && event.status !== 'VOID') || event.settledAt)
      return { state: 'DONE', legs: 0, paidMembers: [] };
    const legs = await findEventLegsAfter(tx, event.id, event.settleCursor, input.batchLegs ?? SETTLE_BATCH_LEGS);
    if (legs.length === 0) {
      await updateEvent(tx, event.id, { status: event.status === 'VOID' ? 'VOID' : 'SETTLED', settledAt: ctx.now() });
      return { state: 'DONE', legs: 0, paidMembers: [] };
    }
    const result = event.status === 'VOID' ? null : (event.result as EventResult);
    const bets = await lockBets(
      tx,
      legs.map((leg) => leg.betId),
    );
    await markLegOutcomes(
      tx,
      event.id,
      legs.map((leg) => ({
        betId: leg.betId,
        outcome: settleSelection({ marketKey: leg.marketKey, selectionKey: leg.selectionKey, result }),
      })),
    );
    const paidMembers = await closeFinishedBets(ctx, tx, bets, input.currency);
    await updateEvent(tx, event.id, { settleCursor: legs.at(-1)!.betId });
    return { state: 'MORE', legs: legs.length, paidMembers };
  });
}

/** Pays every open bet of `bets` whose legs are all settled: one closing credit per bet's round. */
async function closeFinishedBets(ctx: AppContext, tx: Tx, bets: SportBetRow[], currency: Currency): Promise<number[]> {
  const open = bets.filter((bet) => bet.status === 'OPEN');
  const legsOf = new Map<number, SportLegRow[]>();
  for (const leg of await findLegsOfBets(
    tx,
    open.map((bet) => bet.id),
  ))
    legsOf.set(leg.betId, [...(legsOf.get(leg.betId) ?? []), leg]);
  const closes: RoundClose[] = [];
  const marks: { id: number; status: SportBetRow['status']; payout: bigint }[] = [];
  for (const bet of open) {
    const legs = legsOf.get(bet.id) ?? [];
    if (legs.some((leg) => leg.outcome === 'OPEN')) continue;
    const settled = legs.map((leg) => ({ odds: leg.oddsMilli, outcome: leg.outcome as SettledOutcome }));
    const payout = parlayPayout(bet.stake, settled, bet.maxPayout);
    const status = betStatusOf(settled, bet.stake, payout);
    marks.push({ id: bet.id, status, payout });
    closes.push({
      memberId: bet.memberId,
      roundId: bet.roundId,
      transactionId: `${bet.roundId}:settle`,
      gameCode: bet.gameCode,
      amount: payout,
      refunded: refundedPart(status, bet.stake, payout),
    });
  }
  if (closes.length > 0) await closeRoundsInBatch(ctx, tx, { vendorCode: SPORTS_VENDOR, currency, closes });
  await markBetsSettled(tx, marks, ctx.now());
  return [...new Set(closes.filter((close) => close.amount > 0n).map((close) => close.memberId))];
}

/** Settles one event to the end, or until another runner holds it. */
export async function settleEvent(
  ctx: AppContext,
  input: { eventId: string; currency: Currency; onPaid?: (memberIds: number[]) => void },
): Promise<number> {
  let legs = 0;
  for (;;) {
    const batch = await settleEventBatch(ctx, input);
    legs += batch.legs;
    if (batch.paidMembers.length > 0) input.onPaid?.(batch.paidMembers);
    if (batch.state !== 'MORE') return legs;
  }
}
