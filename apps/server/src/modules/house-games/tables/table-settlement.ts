import type { AppContext } from '../../../app-context.ts';
import { formatMoney, parseMoney } from '../../../lib/money.ts';
import { findGameById } from '../../games/catalogue.service.ts';
import { findMemberById } from '../../member/member.service.ts';
import { recordPlayReturn } from '../../responsible-play/play-guard.service.ts';
import { seamlessCredit } from '../../seamless/seamless.service.ts';
import { inTransaction } from '../../wallet/ledger.service.ts';
import { toJson } from '../house-engine.ts';
import { updateRound, type RoundRow } from '../house.repository.ts';
import type { TableRequest } from './table-bets.service.ts';
import { findLiveTable } from './table-catalogue.ts';
import type { LiveTable, TableBet } from './table-game.ts';
import { dealsOf } from './table-shoes.ts';
import {
  findDueTableRounds,
  findShoeById,
  lockOpenMemberRounds,
  lockTableRoundForSettle,
  markTableRoundSettled,
  type TableRoundRow,
} from './table.repository.ts';

type Currency = { code: string; scale: number };
const BATCH = 50;

/** A member round's chips, back from the log's decimal strings. */
export function loggedBets(round: Pick<RoundRow, 'outcome'>, scale: number): TableBet[] {
  const request = (round.outcome as { request: TableRequest }).request;
  return Object.entries(request.bets).map(([spot, amount]) => ({ spot, amount: parseMoney(amount, scale) }));
}

/**
 * Settles every table round whose betting has closed: its deal comes from its shoe, and each member's round is
 * credited through the seamless wallet (transaction id `<round>:win`, so a retry after a crash pays nothing twice)
 * and marked SETTLED with the deal and each spot's win, in one transaction holding the table round exclusively.
 * A round that bets still hold is skipped until the next pass; so is one another instance is settling.
 */
export async function settleDueTableRounds(ctx: AppContext): Promise<number> {
  const due = await findDueTableRounds(ctx.database.db, ctx.now(), BATCH);
  if (due.length === 0) return 0;
  const { currency } = await ctx.merchant.get();
  let settled = 0;
  for (const row of due) {
    const table = findLiveTable(row.tableId);
    if (table) settled += await settleTableRound(ctx, table, row, currency);
  }
  return settled;
}

async function settleTableRound(ctx: AppContext, table: LiveTable, row: TableRoundRow, currency: Currency) {
  const shoe = await findShoeById(ctx.database.db, row.shoeId);
  if (!shoe) throw new Error(`table round ${row.tableId}/${row.roundNo}: shoe ${row.shoeId} is missing`);
  const deal = dealsOf(table, shoe)[row.roundNo - shoe.firstRound];
  return inTransaction(ctx.database.db, async (tx) => {
    if (!(await lockTableRoundForSettle(tx, row.tableId, row.roundNo))) return 0;
    const rounds = await lockOpenMemberRounds(tx, row.tableId, row.roundNo);
    // Every member round of a table round is of the table's one game.
    const game = rounds.length > 0 ? await findGameById(tx, rounds[0]!.gameId) : null;
    for (const round of rounds) {
      const member = await findMemberById(tx, round.memberId);
      if (!member || !game) throw new Error(`table round ${round.roundRef}: member or game is missing`);
      const settlement = table.game.settle(loggedBets(round, currency.scale), deal);
      const credit = await seamlessCredit(
        ctx,
        round.vendorCode,
        {
          player: member.username,
          roundId: round.roundRef,
          gameCode: game.gameCode,
          transactionId: `${round.roundRef}:win`,
          amount: formatMoney(settlement.win, currency.scale),
        },
        currency,
        { tx, playChecked: true },
      );
      if (!credit.answer.success)
        throw new Error(`table round ${round.roundRef}: credit refused: ${credit.answer.code}`);
      await recordPlayReturn(tx, { memberId: round.memberId, amount: settlement.win, now: ctx.now() });
      const logged = round.outcome as { request: TableRequest };
      await updateRound(tx, round.id, {
        status: 'SETTLED',
        win: settlement.win,
        validBet: settlement.validBet,
        settledAt: ctx.now(),
        outcome: { request: logged.request, result: { deal: toJson(deal), spots: toJson(settlement.spots) } },
      });
    }
    await markTableRoundSettled(tx, row.tableId, row.roundNo, ctx.now());
    return rounds.length;
  });
}
