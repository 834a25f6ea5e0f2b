import type { AppContext } from '../../app-context.ts';
import { findMemberById } from '../member/member.service.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { closeRoundsInBatch } from '../seamless/seamless-batch.service.ts';
import { seamlessRollback } from '../seamless/seamless.service.ts';
import { inTransaction } from '../wallet/ledger.service.ts';
import { roundIdOf } from './betting.service.ts';
import type { SettledSelection } from './engine/lottery-engine.ts';
import { findMembersWithOpenBets, findOpenBetsOfMembers, markBetsSettled } from './lottery-bets.repository.ts';
import { lockDrawExclusive, updateDraw, type BetRow, type DrawRow } from './lottery.repository.ts';
import { loadOddsVersions, type LoadedGame } from './lottery-games.service.ts';

type Currency = MerchantConfig['currency'];

/** Members per settlement batch: one transaction, one commit; small enough that a crash loses little work. */
export const SETTLE_BATCH_MEMBERS = 500;

export type BatchOutcome = { state: 'MORE' | 'DONE' | 'BUSY'; bets: number; paidMembers: number[] };

function settlersFor(game: LoadedGame, draw: DrawRow, odds: Map<number, Record<string, unknown>>) {
  const settlers = new Map<number, (stored: Record<string, unknown>) => SettledSelection>();
  return (version: number) => {
    let settler = settlers.get(version);
    if (!settler) {
      settler = game.engine.createSettler({
        result: draw.result,
        odds: odds.get(version) ?? game.odds,
        variant: game.row.variant,
      });
      settlers.set(version, settler);
    }
    return settler;
  };
}

/**
 * Settles the next batch of members of a drawn draw, in one transaction that holds the draw's exclusive lock
 * (the lease: another runner skips the draw meanwhile; a runner that dies lets it go with its connection): every
 * member's round of the draw is closed by one credit of its bets' payouts — refunded bets (Keno's 810 on
 * big/small) give their stake back inside it and are taken out of the valid bet — through the seamless wallet's
 * batch close, then every bet's outcome is written and the draw's cursor moves past the batch. A crash anywhere
 * rolls the whole batch back and the next runner settles it from the cursor; the rounds' close and the credits'
 * transaction ids would refuse a second payment even if it did not.
 */
export async function settleDrawBatch(
  ctx: AppContext,
  input: { game: LoadedGame; drawId: number; currency: Currency; batchMembers?: number },
): Promise<BatchOutcome> {
  const { game, currency } = input;
  return inTransaction(ctx.database.db, async (tx) => {
    const draw = await lockDrawExclusive(tx, input.drawId);
    if (!draw) return { state: 'BUSY', bets: 0, paidMembers: [] };
    if (draw.status !== 'DRAWN') return { state: 'DONE', bets: 0, paidMembers: [] };
    const members = await findMembersWithOpenBets(
      tx,
      draw.id,
      draw.settleCursor,
      input.batchMembers ?? SETTLE_BATCH_MEMBERS,
    );
    if (members.length === 0) {
      await updateDraw(tx, draw.id, { status: 'SETTLED', settledAt: ctx.now() });
      return { state: 'DONE', bets: 0, paidMembers: [] };
    }
    const bets = await findOpenBetsOfMembers(tx, draw.id, members);
    const odds = await loadOddsVersions(tx, game, [...new Set(bets.map((bet) => bet.oddsVersion))]);
    const settlerOf = settlersFor(game, draw, odds);
    const outcomes: { id: number; status: BetRow['status']; payout: bigint }[] = [];
    const rounds = new Map<number, { amount: bigint; refunded: bigint }>();
    for (const bet of bets) {
      const settled = settlerOf(bet.oddsVersion)(bet.stored);
      const round = rounds.get(bet.memberId) ?? { amount: 0n, refunded: 0n };
      round.amount += settled.payout;
      if (settled.outcome === 'REFUND') round.refunded += bet.stake;
      rounds.set(bet.memberId, round);
      outcomes.push({
        id: bet.id,
        status: settled.outcome === 'WIN' ? 'WON' : settled.outcome === 'REFUND' ? 'REFUNDED' : 'LOST',
        payout: settled.payout,
      });
    }
    await closeRoundsInBatch(ctx, tx, {
      vendorCode: game.row.catalogue.vendorCode,
      currency,
      closes: [...rounds.entries()].map(([memberId, round]) => ({
        memberId,
        roundId: roundIdOf(draw.id, memberId),
        transactionId: `${roundIdOf(draw.id, memberId)}:settle`,
        gameCode: game.row.catalogue.gameCode,
        ...round,
      })),
    });
    await markBetsSettled(tx, outcomes, ctx.now());
    await updateDraw(tx, draw.id, { settleCursor: members.at(-1)! });
    return {
      state: 'MORE',
      bets: bets.length,
      paidMembers: [...rounds.entries()].filter(([, round]) => round.amount > 0n).map(([memberId]) => memberId),
    };
  });
}

/**
 * Refunds the next batch of open bets of a voided draw: each bet's debit rolled back in the wallet (the round's
 * log row follows: REFUNDED once no stake is left). Same lease and resumability as settlement.
 */
export async function refundVoidedBatch(
  ctx: AppContext,
  input: { game: LoadedGame; drawId: number; currency: Currency },
): Promise<BatchOutcome> {
  const { game, currency } = input;
  return inTransaction(ctx.database.db, async (tx) => {
    const draw = await lockDrawExclusive(tx, input.drawId);
    if (!draw) return { state: 'BUSY', bets: 0, paidMembers: [] };
    if (draw.status !== 'VOIDED') return { state: 'DONE', bets: 0, paidMembers: [] };
    const members = await findMembersWithOpenBets(tx, draw.id, 0, SETTLE_BATCH_MEMBERS);
    if (members.length === 0) return { state: 'DONE', bets: 0, paidMembers: [] };
    const bets = await findOpenBetsOfMembers(tx, draw.id, members);
    const names = new Map<number, string>();
    for (const memberId of members) names.set(memberId, (await findMemberById(tx, memberId))!.username);
    // One rollback per ticket: the bets of a slip on this draw share one debit.
    const tickets = new Map(bets.map((bet) => [bet.transactionId, bet]));
    for (const bet of tickets.values()) {
      const back = await seamlessRollback(
        ctx,
        game.row.catalogue.vendorCode,
        {
          player: names.get(bet.memberId)!,
          transactionId: `${bet.transactionId}:void`,
          referenceTransactionId: bet.transactionId,
          roundId: roundIdOf(draw.id, bet.memberId),
        },
        currency,
        tx,
      );
      if (!back.answer.success)
        throw new Error(`lottery: void refund of ticket ${bet.transactionId} refused: ${back.answer.code}`);
    }
    await markBetsSettled(
      tx,
      bets.map((bet) => ({ id: bet.id, status: 'VOIDED' as const, payout: bet.stake })),
      ctx.now(),
    );
    return { state: 'MORE', bets: bets.length, paidMembers: members };
  });
}
