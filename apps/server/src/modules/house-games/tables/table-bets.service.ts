import type { ErrorCode } from '@lucky/contracts/common/errors';
import type { AppContext } from '../../../app-context.ts';
import type { Tx } from '../../../db/client.ts';
import { formatMoney, parseMoney } from '../../../lib/money.ts';
import { AppError } from '../../../plugins/app-error.ts';
import { TableBetError } from '../engine/table-bet-error.ts';
import { assertWagerAllowed } from '../../responsible-play/play-guard.service.ts';
import { seamlessDebit } from '../../seamless/seamless.service.ts';
import { inTransaction } from '../../wallet/ledger.service.ts';
import type { HouseGame, Player } from '../house-round.service.ts';
import { insertRoundIfAbsent, updateRound, type RoundRow } from '../house.repository.ts';
import { momentAt } from './table-clock.ts';
import type { LiveTable, TableBet } from './table-game.ts';
import { ensureCurrentShoe, type DealtRound } from './table-shoes.ts';
import { insertTableRoundPlayer, lockMemberTableRound, lockTableRoundForBet } from './table.repository.ts';

type Currency = { code: string; scale: number };

/**
 * What a member's round at a table logs: the table round and its deal (index in the shoe), every placement's chips
 * merged by spot, and how many placements there were.
 */
export type TableRequest = {
  tableId: string;
  roundNo: number;
  deal: number;
  placements: number;
  bets: Record<string, string>;
};

/** The member's round at one table round: one per member and table round, so their placements add up in it. */
export const tableRoundRef = (tableId: string, roundNo: number, memberId: number): string =>
  `L${roundNo}M${memberId}:${tableId}`;

/** Chips on the same spot add up; the result is in spot order so a logged request reads the same every time. */
export function mergeBets(previous: Record<string, string>, added: readonly TableBet[], scale: number): TableBet[] {
  const bySpot = new Map<string, bigint>(
    Object.entries(previous).map(([spot, amount]) => [spot, parseMoney(amount, scale)]),
  );
  for (const bet of added) bySpot.set(bet.spot, (bySpot.get(bet.spot) ?? 0n) + bet.amount);
  return [...bySpot.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([spot, amount]) => ({ spot, amount }));
}

/** The chips on their board spots (announced bets expanded), or the engines' complaint as a 400. */
function normalizeBets(table: LiveTable, bets: readonly TableBet[]): TableBet[] {
  if (bets.length === 0) throw new AppError('table.bet.invalid', 'Place at least one chip');
  try {
    return bets.flatMap((bet) => {
      if (bet.amount <= 0n) throw new AppError('amount.invalid');
      return table.game.normalizeBet(bet);
    });
  } catch (error) {
    if (error instanceof TableBetError) throw new AppError('table.bet.invalid', error.message);
    throw error;
  }
}

/** Every spot at or above the table minimum and within the table's limits, once merged with earlier chips. */
function checkLimits(table: LiveTable, game: HouseGame, merged: readonly TableBet[], scale: number): void {
  const maxSpot = parseMoney(table.limits.maxSpot, scale);
  for (const bet of merged) {
    if (bet.amount < game.minBet)
      throw new AppError('amount.below.minimum', `The least on a spot is ${formatMoney(game.minBet, scale)}`);
    if (bet.amount > maxSpot)
      throw new AppError('amount.above.maximum', `The most on one spot is ${table.limits.maxSpot} (${bet.spot})`);
  }
  const total = merged.reduce((sum, bet) => sum + bet.amount, 0n);
  if (total > parseMoney(table.limits.maxRound, scale))
    throw new AppError('amount.above.maximum', `The most on one round is ${table.limits.maxRound}`);
}

const betsJson = (bets: readonly TableBet[], scale: number): Record<string, string> =>
  Object.fromEntries(bets.map((bet) => [bet.spot, formatMoney(bet.amount, scale)]));

/**
 * Adds chips to the member's round of the table round now open. One transaction: the table round held shared (its
 * settlement waits for bets in flight, and a round that closed meanwhile refuses them), the member's round locked
 * (their placements take turns), the debit of the added stake through the seamless wallet like any vendor's bet,
 * and the round's log row with every chip so far. A refused debit rolls all of it back.
 */
export async function placeTableBets(
  ctx: AppContext,
  input: { table: LiveTable; game: HouseGame; player: Player; roundNo: number; bets: TableBet[]; currency: Currency },
) {
  const { table, game, player, roundNo, currency } = input;
  const bets = normalizeBets(table, input.bets);
  const moment = momentAt(table.timing, ctx.now());
  if (moment.roundNo !== roundNo || moment.phase !== 'BETTING') throw new AppError('table.betting.closed');
  const dealt = await ensureCurrentShoe(ctx, table, roundNo);
  if (!dealt) throw new AppError('table.betting.closed', 'The table is shuffling a new shoe');
  const roundRef = tableRoundRef(table.id, roundNo, player.memberId);
  return inTransaction(ctx.database.db, async (tx) => {
    const tableRound = await lockTableRoundForBet(tx, {
      tableId: table.id,
      roundNo,
      shoeId: dealt.shoe.id,
      closesAt: moment.closesAt,
    });
    if (tableRound.status !== 'OPEN' || ctx.now().getTime() >= moment.closesAt.getTime())
      throw new AppError('table.betting.closed');
    const memberRound = await openMemberRound(tx, { game, player, roundRef, dealt, roundNo, now: ctx.now() });
    const logged = (memberRound.outcome as { request: TableRequest }).request;
    const merged = mergeBets(logged.bets, bets, currency.scale);
    checkLimits(table, game, merged, currency.scale);
    const stake = bets.reduce((sum, bet) => sum + bet.amount, 0n);
    const placements = logged.placements + 1;
    await assertWagerAllowed(tx, { memberId: player.memberId, amount: stake, now: ctx.now() });
    const debit = await seamlessDebit(
      ctx,
      game.vendorCode,
      {
        player: player.username,
        roundId: roundRef,
        gameCode: game.gameCode,
        transactionId: `${roundRef}:bet:${placements}`,
        amount: formatMoney(stake, currency.scale),
      },
      currency,
      { tx, playChecked: true },
    );
    if (!debit.answer.success)
      throw new AppError(debit.answer.code as ErrorCode, undefined, { balance: debit.answer.value?.balance ?? null });
    const request: TableRequest = {
      tableId: table.id,
      roundNo,
      deal: dealt.index,
      placements,
      bets: betsJson(merged, currency.scale),
    };
    const change = { bet: memberRound.bet + stake, outcome: { request, result: null } };
    await updateRound(tx, memberRound.id, change);
    const round = { ...memberRound, ...change };
    return { round, bets: merged, balance: debit.answer.value!.balance! };
  });
}

/**
 * The member's round of this table round, made on their first chips (with no stake yet: a refused debit rolls it
 * back with the rest) and locked, so two placements at once take turns instead of both making it.
 */
async function openMemberRound(
  tx: Tx,
  input: { game: HouseGame; player: Player; roundRef: string; dealt: DealtRound; roundNo: number; now: Date },
): Promise<RoundRow> {
  const { game, player, roundRef, dealt, roundNo, now } = input;
  const empty: TableRequest = { tableId: dealt.shoe.tableId, roundNo, deal: dealt.index, placements: 0, bets: {} };
  const created = await insertRoundIfAbsent(tx, {
    memberId: player.memberId,
    gameId: game.id,
    vendorCode: game.vendorCode,
    roundRef,
    bet: 0n,
    win: 0n,
    gameVersion: dealt.shoe.gameVersion,
    outcome: { request: empty, result: null },
    serverSeedHash: dealt.shoe.serverSeedHash,
    // The shoe's stream: (server seed, client seed = table id, nonce = shoe number); the request's `deal` is the index.
    clientSeed: dealt.shoe.tableId,
    nonce: dealt.shoe.shoeNo,
    createdAt: now,
  });
  if (created)
    await insertTableRoundPlayer(tx, {
      tableId: dealt.shoe.tableId,
      roundNo,
      memberId: player.memberId,
      gameRoundId: created.id,
    });
  return (await lockMemberTableRound(tx, game.vendorCode, roundRef))!;
}
