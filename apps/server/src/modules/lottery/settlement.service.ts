import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { formatMoney } from '../../lib/money.ts';
import { findMemberById } from '../member/member.repository.ts';
import type { MerchantConfig } from '../merchant/merchant-config.schema.ts';
import { seamlessCredit, seamlessRollback } from '../seamless/seamless.service.ts';
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
      settler = game.engine.createSettler({ result: draw.result, odds: odds.get(version) ?? game.odds, variant: game.row.variant });
      settlers.set(version, settler);
    }
    return settler;
  };
}

async function usernamesOf(tx: Tx, memberIds: number[]): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  for (const id of memberIds) names.set(id, (await findMemberById(tx, id))!.username);
  return names;
}

/**
 * Settles the next batch of members of a drawn draw, in one transaction that holds the draw's exclusive lock
 * (the lease: another runner skips the draw meanwhile; a runner that dies lets it go with its connection). Per
 * member, in member order: bets the result refunds (Keno's 810 on big/small) have their debit rolled back; the
 * member's round is closed by one credit of every winning bet's payout (0 for a lost round); then every bet's
 * outcome is written and the draw's cursor moves past the batch. A crash anywhere rolls the whole batch back, so
 * the next runner settles it from the cursor; the round's close and the credit's transaction id make a second
 * payment impossible even if it did not.
 */
export async function settleDrawBatch(ctx: AppContext, input: { game: LoadedGame; drawId: number; currency: Currency; batchMembers?: number }): Promise<BatchOutcome> {
  const { game, currency } = input;
  return inTransaction(ctx.database.db, async (tx) => {
    const draw = await lockDrawExclusive(tx, input.drawId);
    if (!draw) return { state: 'BUSY', bets: 0, paidMembers: [] };
    if (draw.status !== 'DRAWN') return { state: 'DONE', bets: 0, paidMembers: [] };
    const members = await findMembersWithOpenBets(tx, draw.id, draw.settleCursor, input.batchMembers ?? SETTLE_BATCH_MEMBERS);
    if (members.length === 0) {
      await updateDraw(tx, draw.id, { status: 'SETTLED', settledAt: ctx.now() });
      return { state: 'DONE', bets: 0, paidMembers: [] };
    }
    const bets = await findOpenBetsOfMembers(tx, draw.id, members);
    const odds = await loadOddsVersions(tx, game, [...new Set(bets.map((bet) => bet.oddsVersion))]);
    const settlerOf = settlersFor(game, draw, odds);
    const names = await usernamesOf(tx, members);
    const outcomes: { id: number; status: BetRow['status']; payout: bigint }[] = [];
    const byMember = new Map<number, BetRow[]>();
    for (const bet of bets) byMember.set(bet.memberId, [...(byMember.get(bet.memberId) ?? []), bet]);
    const paidMembers: number[] = [];
    for (const memberId of members) {
      const memberBets = byMember.get(memberId) ?? [];
      const player = names.get(memberId)!;
      let win = 0n;
      let hasStake = false;
      for (const bet of memberBets) {
        const settled = settlerOf(bet.oddsVersion)(bet.stored);
        if (settled.outcome === 'REFUND') {
          const back = await seamlessRollback(ctx, game.row.catalogue.vendorCode, { player, transactionId: `${bet.transactionId}:refund`, referenceTransactionId: bet.transactionId, roundId: roundIdOf(draw.id, memberId) }, currency, tx);
          if (!back.answer.success) throw new Error(`lottery: refund of bet ${bet.id} refused: ${back.answer.code}`);
          outcomes.push({ id: bet.id, status: 'REFUNDED', payout: bet.stake });
          continue;
        }
        hasStake = true;
        win += settled.payout;
        outcomes.push({ id: bet.id, status: settled.outcome === 'WIN' ? 'WON' : 'LOST', payout: settled.payout });
      }
      if (hasStake) {
        const credit = await seamlessCredit(ctx, game.row.catalogue.vendorCode, {
          player, roundId: roundIdOf(draw.id, memberId), gameCode: game.row.catalogue.gameCode, transactionId: `${roundIdOf(draw.id, memberId)}:settle`, amount: formatMoney(win, currency.scale), roundClosed: true,
        }, currency, tx);
        if (!credit.answer.success) throw new Error(`lottery: settlement credit of draw ${draw.id} member ${memberId} refused: ${credit.answer.code}`);
      }
      if (win > 0n || memberBets.some((bet) => outcomes.find((outcome) => outcome.id === bet.id)?.status === 'REFUNDED')) paidMembers.push(memberId);
    }
    await markBetsSettled(tx, outcomes, ctx.now());
    await updateDraw(tx, draw.id, { settleCursor: members.at(-1)! });
    return { state: 'MORE', bets: bets.length, paidMembers };
  });
}

/**
 * Refunds the next batch of open bets of a voided draw: each bet's debit rolled back in the wallet (the round's
 * log row follows: REFUNDED once no stake is left). Same lease and resumability as settlement.
 */
export async function refundVoidedBatch(ctx: AppContext, input: { game: LoadedGame; drawId: number; currency: Currency }): Promise<BatchOutcome> {
  const { game, currency } = input;
  return inTransaction(ctx.database.db, async (tx) => {
    const draw = await lockDrawExclusive(tx, input.drawId);
    if (!draw) return { state: 'BUSY', bets: 0, paidMembers: [] };
    if (draw.status !== 'VOIDED') return { state: 'DONE', bets: 0, paidMembers: [] };
    const members = await findMembersWithOpenBets(tx, draw.id, 0, SETTLE_BATCH_MEMBERS);
    if (members.length === 0) return { state: 'DONE', bets: 0, paidMembers: [] };
    const bets = await findOpenBetsOfMembers(tx, draw.id, members);
    const names = await usernamesOf(tx, members);
    for (const bet of bets) {
      const back = await seamlessRollback(ctx, game.row.catalogue.vendorCode, { player: names.get(bet.memberId)!, transactionId: `${bet.transactionId}:void`, referenceTransactionId: bet.transactionId, roundId: roundIdOf(draw.id, bet.memberId) }, currency, tx);
      if (!back.answer.success) throw new Error(`lottery: void refund of bet ${bet.id} refused: ${back.answer.code}`);
    }
    await markBetsSettled(tx, bets.map((bet) => ({ id: bet.id, status: 'VOIDED' as const, payout: bet.stake })), ctx.now());
    return { state: 'MORE', bets: bets.length, paidMembers: members };
  });
}
