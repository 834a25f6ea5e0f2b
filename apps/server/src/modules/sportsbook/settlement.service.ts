import type { AppContext } from '../../app-context.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { closeRoundsInBatch, type RoundClose } from '../seamless/seamless-batch.service.ts';
import { HOUSE_SHARDS, inTransaction } from '../wallet/ledger.service.ts';
import { parlayPayout } from './engine/bet-payout.ts';
import type { EventResult } from './engine/event-state.ts';
import type { SettledOutcome } from './engine/market-types.ts';
import { settleSelection } from './engine/settle-selection.ts';
import { SPORTS_VENDOR } from './sportsbook-catalogue.ts';
import type { SportBetRow, SportLegRow } from './sportsbook-bets.repository.ts';
import { lockEventShared } from './sportsbook-events.repository.ts';
import {
  claimSettlePart,
  createSettleParts,
  finishSettleBatch,
  lockNextBets,
  markEventSettledIfDone,
  markOutcomesReadOtherLegs,
  type BatchBet,
  type OtherLeg,
} from './sportsbook-settle.repository.ts';

type Currency = Pick<MerchantConfig['currency'], 'code' | 'scale'>;

/** Legs per settlement batch: one transaction, one commit; a crash loses at most one batch of work. */
export const SETTLE_BATCH_LEGS = 1000;

/**
 * Batches one runner settles at once, on as many connections: parts never share a lock (their members' wallets,
 * house shards and roll-up rows differ), so PostgreSQL settles them side by side on its cores.
 */
export const SETTLE_LANES = 2;

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
 * Settles the next batch of legs on an ended (or voided) event, in one transaction. The event's legs are split into
 * parts by their bet's member shard (member id modulo HOUSE_SHARDS, as the ledger spreads house accounts), each with
 * its own cursor and lease (its row's lock): the batch takes the event's shared lock (the desk's void waits for it),
 * leases the first part no other runner holds, and settles that part's next legs after its cursor — the batch's bets
 * locked in id order with their legs on the event (so another event's settlement or a cash-out of the same parlay
 * waits and then sees these legs), each leg's outcome computed from the result (VOID for a voided event) and written
 * in one statement that also reads the parlays' other legs, then every open bet whose legs are now all settled paid
 * by ONE closing credit of its round (`<round>:settle`) through the seamless wallet's batch close, after the bets
 * are marked with the part's cursor moved in one statement. A batch shorter than asked is the part's last. With no
 * part left to lease, the event is marked settled once every part is done and no batch holds it. A crash resumes
 * from the cursors; the round's close refuses a second payment anyway.
 */
export async function settleEventBatch(
  ctx: AppContext,
  input: { eventId: string; currency: Currency; batchLegs?: number },
): Promise<SettleBatch> {
  return inTransaction(ctx.database.db, async (tx) => {
    const event = await lockEventShared(tx, input.eventId);
    if (!event || (event.status !== 'ENDED' && event.status !== 'VOID') || event.settledAt)
      return { state: 'DONE', legs: 0, paidMembers: [] };
    let part = await claimSettlePart(tx, event.id);
    // The first batch makes the parts; a batch that waited on another's making claims what it made.
    if (!part) {
      await createSettleParts(tx, event.id, HOUSE_SHARDS);
      part = await claimSettlePart(tx, event.id);
    }
    if (!part) {
      const status = event.status === 'VOID' ? 'VOID' : 'SETTLED';
      const settled = await markEventSettledIfDone(tx, { eventId: event.id, status, at: ctx.now() });
      return { state: settled ? 'DONE' : 'BUSY', legs: 0, paidMembers: [] };
    }
    const limit = input.batchLegs ?? SETTLE_BATCH_LEGS;
    const bets = await lockNextBets(tx, { eventId: event.id, part, limit });
    const result = event.status === 'VOID' ? null : (event.result as EventResult);
    const outcomes = new Map(
      bets.map((bet) => [
        bet.id,
        settleSelection({ marketKey: bet.leg.marketKey, selectionKey: bet.leg.selectionKey, result }),
      ]),
    );
    const others =
      bets.length === 0
        ? []
        : await markOutcomesReadOtherLegs(tx, {
            eventId: event.id,
            part: part.part,
            outcomes: bets.map((bet) => ({ betId: bet.id, outcome: outcomes.get(bet.id)! })),
            parlayIds: bets.filter((bet) => bet.status === 'OPEN' && bet.kind === 'PARLAY').map((bet) => bet.id),
          });
    const finished = finishedBets(bets, outcomes, others);
    await finishSettleBatch(tx, {
      eventId: event.id,
      part: part.part,
      cursor: bets.at(-1)?.id ?? part.cursor,
      done: bets.length < limit,
      bets: finished.marks,
      at: ctx.now(),
    });
    // Last: its round log's roll-ups lock the agents' team rows, which every part shares, until the commit.
    if (finished.closes.length > 0)
      await closeRoundsInBatch(ctx, tx, {
        vendorCode: SPORTS_VENDOR,
        currency: input.currency,
        closes: finished.closes,
      });
    const paidMembers = [
      ...new Set(finished.closes.filter((close) => close.amount > 0n).map((close) => close.memberId)),
    ];
    return { state: 'MORE', legs: bets.length, paidMembers };
  });
}

/** The open bets of the batch whose legs are now all settled: each one's status, payout and closing credit. */
function finishedBets(bets: BatchBet[], outcomes: Map<number, SportLegRow['outcome']>, others: OtherLeg[]) {
  const otherLegs = new Map<number, OtherLeg[]>();
  for (const leg of others) otherLegs.set(leg.betId, [...(otherLegs.get(leg.betId) ?? []), leg]);
  const closes: RoundClose[] = [];
  const marks: { id: number; status: SportBetRow['status']; payout: bigint }[] = [];
  for (const bet of bets) {
    if (bet.status !== 'OPEN') continue;
    const legs = [
      { legNo: bet.leg.legNo, oddsMilli: bet.leg.oddsMilli, outcome: outcomes.get(bet.id)! },
      ...(otherLegs.get(bet.id) ?? []),
    ];
    if (legs.some((leg) => leg.outcome === 'OPEN')) continue;
    const settled = legs
      .sort((a, b) => a.legNo - b.legNo)
      .map((leg) => ({ odds: leg.oddsMilli, outcome: leg.outcome as SettledOutcome }));
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
  return { closes, marks };
}

/**
 * Settles one event to the end, or until the parts left are held by other runners: SETTLE_LANES batches at once,
 * each on its own part. Answers the legs this call settled.
 */
export async function settleEvent(
  ctx: AppContext,
  input: { eventId: string; currency: Currency; onPaid?: (memberIds: number[]) => void },
): Promise<number> {
  let legs = 0;
  let isDone = false;
  const lane = async () => {
    for (;;) {
      const batch = await settleEventBatch(ctx, input);
      legs += batch.legs;
      if (batch.paidMembers.length > 0) input.onPaid?.(batch.paidMembers);
      if (batch.state === 'DONE') isDone = true;
      if (batch.state !== 'MORE') return;
    }
  };
  await Promise.all(Array.from({ length: SETTLE_LANES }, lane));
  // Two lanes out of parts at the same instant each see the other's batch and stop BUSY: one more marks the event.
  if (!isDone) await settleEventBatch(ctx, input);
  return legs;
}
