import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { assertWagerAllowed, recordPlayReturn } from '../responsible-play/play-guard.service.ts';
import {
  ensureMemberWallet,
  houseAccountId,
  houseShardAccountId,
  inTransaction,
  postTransfer,
} from '../wallet/ledger.service.ts';
import {
  deleteSeat,
  findMemberSeat,
  insertSeat,
  lockSeat,
  setSeatChips,
  type SeatRow,
  type TableRow,
} from './pvp.repository.ts';

/*
 * Money at a card table (README, "Money"). The chips in front of every player of a table are one ledger account,
 * the table's (`HOUSE_PVP_TABLES`, or `HOUSE_PVP_PRACTICE` for demo credit, one shard per table id); `pvp_seats.chips`
 * splits that balance among the seats. Buying in and topping up move money wallet → table, leaving table → wallet;
 * during a hand nothing moves. At the hand's end the seats' chips take their new values and the rake alone leaves
 * the table, to `HOUSE_PVP_RAKE` (practice: `HOUSE_FREEPLAY`), so a cancelled hand has nothing to undo.
 */

export function tableAccountId(tx: Tx, table: TableRow): Promise<number> {
  return houseShardAccountId(tx, table.practice ? 'HOUSE_PVP_PRACTICE' : 'HOUSE_PVP_TABLES', table.currency, table.id);
}

export function rakeAccountId(tx: Tx, table: TableRow): Promise<number> {
  return houseAccountId(tx, table.practice ? 'HOUSE_FREEPLAY' : 'HOUSE_PVP_RAKE', table.currency);
}

function assertBuyInRange(table: TableRow, chipsAfter: bigint): void {
  if (chipsAfter < table.minBuyIn || chipsAfter > table.maxBuyIn) throw new AppError('pvp.buyin.range');
}

export type SatDown = { seat: SeatRow; replayed: boolean };

/**
 * Takes a seat and buys in from the member's wallet, in one transaction. Idempotent on the request id: the same
 * request answers the seat it took; a member already seated (by another request) or a taken seat is refused.
 */
export async function buyIn(
  db: Db,
  input: { table: TableRow; memberId: number; seatNo: number; amount: bigint; requestId: string; now: Date },
): Promise<SatDown> {
  const { table, memberId, amount } = input;
  const stint = `${table.id}:${memberId}:${input.requestId}`;
  return inTransaction(db, async (tx) => {
    const mine = await findMemberSeat(tx, table.id, memberId);
    if (mine) {
      if (mine.stint === stint) return { seat: mine, replayed: true };
      throw new AppError('pvp.seat.already');
    }
    assertBuyInRange(table, amount);
    const seat = {
      tableId: table.id,
      seatNo: input.seatNo,
      memberId,
      botName: null,
      chips: amount,
      stint,
      satAt: input.now,
    };
    if (!(await insertSeat(tx, seat))) throw new AppError('pvp.seat.taken');
    await assertWagerAllowed(tx, { memberId, amount, now: input.now });
    await postTransfer(tx, {
      idempotencyKey: `pvp:buyin:${stint}`,
      kind: 'GAME_PVP_BUYIN',
      debitAccountId: await ensureMemberWallet(tx, memberId, table.currency),
      creditAccountId: await tableAccountId(tx, table),
      amount,
      memo: `${table.name} seat ${input.seatNo + 1}`,
    });
    return { seat, replayed: false };
  });
}

/** Adds chips from the wallet between hands, up to the maximum buy-in; idempotent on the request id. */
export async function topUp(
  db: Db,
  input: { table: TableRow; seatNo: number; memberId: number; amount: bigint; requestId: string; now: Date },
): Promise<SeatRow> {
  const { table, memberId, amount } = input;
  return inTransaction(db, async (tx) => {
    const seat = await lockSeat(tx, table.id, input.seatNo);
    if (!seat || seat.memberId !== memberId) throw new AppError('pvp.seat.none');
    const posted = await postTransfer(tx, {
      idempotencyKey: `pvp:topup:${seat.stint}:${input.requestId}`,
      kind: 'GAME_PVP_TOPUP',
      debitAccountId: await ensureMemberWallet(tx, memberId, table.currency),
      creditAccountId: await tableAccountId(tx, table),
      amount,
      memo: `${table.name} seat ${input.seatNo + 1}`,
    });
    if (posted.replayed) return seat;
    // A new top-up is a wager: responsible play may refuse it (under the wallet lock the transfer took; a refusal rolls it back).
    await assertWagerAllowed(tx, { memberId, amount, now: input.now });
    // Checked after the transfer's replay test, so a repeated request is answered rather than refused.
    if (seat.chips + amount > table.maxBuyIn) throw new AppError('pvp.buyin.range');
    const chips = seat.chips + amount;
    await setSeatChips(tx, table.id, input.seatNo, chips);
    return { ...seat, chips };
  });
}

/** Stands a player (or a bot) up: its chips go back to the wallet (a bot's to the free-play account). */
export async function cashOut(db: Db, input: { table: TableRow; seatNo: number; now: Date }): Promise<bigint> {
  const { table } = input;
  return inTransaction(db, async (tx) => {
    const seat = await lockSeat(tx, table.id, input.seatNo);
    if (!seat) return 0n;
    if (seat.chips > 0n) {
      await postTransfer(tx, {
        idempotencyKey: `pvp:leave:${seat.stint}`,
        kind: 'GAME_PVP_CASHOUT',
        debitAccountId: await tableAccountId(tx, table),
        creditAccountId:
          seat.memberId === null
            ? await houseAccountId(tx, 'HOUSE_FREEPLAY', table.currency)
            : await ensureMemberWallet(tx, seat.memberId, table.currency),
        amount: seat.chips,
        memo: `${table.name} seat ${input.seatNo + 1}`,
      });
      // The chips back count against the member's net loss (loss limits).
      if (seat.memberId !== null)
        await recordPlayReturn(tx, { memberId: seat.memberId, amount: seat.chips, now: input.now });
    }
    await deleteSeat(tx, table.id, input.seatNo);
    return seat.chips;
  });
}

/** A computer player sits at a practice table with chips from the free-play account. */
export async function seatBot(
  db: Db,
  input: { table: TableRow; seatNo: number; name: string; chips: bigint; stint: string; now: Date },
): Promise<SeatRow | null> {
  const { table } = input;
  if (!table.practice) throw new Error('pvp: computer players sit at practice tables only');
  return inTransaction(db, async (tx) => {
    const seat = {
      tableId: table.id,
      seatNo: input.seatNo,
      memberId: null,
      botName: input.name,
      chips: input.chips,
      stint: input.stint,
      satAt: input.now,
    };
    if (!(await insertSeat(tx, seat))) return null;
    await postTransfer(tx, {
      idempotencyKey: `pvp:bot:${input.stint}`,
      kind: 'GAME_PVP_BOT',
      debitAccountId: await houseAccountId(tx, 'HOUSE_FREEPLAY', table.currency),
      creditAccountId: await tableAccountId(tx, table),
      amount: input.chips,
      memo: `${table.name} ${input.name}`,
    });
    return seat;
  });
}
