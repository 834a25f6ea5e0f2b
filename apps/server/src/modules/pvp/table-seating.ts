import type { PvpChatMessage } from '@lucky/contracts/pvp/pvp-schemas';
import { AppError } from '../../plugins/app-error.ts';
import { buyIn, topUp } from './pvp-money.service.ts';
import { listSeats } from './pvp.repository.ts';
import { scheduleHandIfReady } from './table-hand-end.ts';
import { showDue } from './niuniu-table-hand.ts';
import { tienlenDue } from './tienlen-table-hand.ts';
import { actForLeaver, TIMEOUTS_TO_SIT_OUT } from './table-hand-play.ts';
import {
  adoptSeats,
  broadcast,
  broadcastSeat,
  isInHand,
  isWatching,
  seatOf,
  snapshotFor,
  standUp,
  type TableState,
  type TableViewer,
} from './table-state.ts';

/** A member opens the table (or reopens it after a reconnect): the snapshot, and its seat is back from away. */
export function join(t: TableState, viewer: TableViewer): void {
  t.viewers.add(viewer);
  const mine = seatOf(t, viewer.memberId);
  const wasAway = mine?.away ?? false;
  if (mine) {
    mine.away = false;
    mine.awayAt = null;
  }
  viewer.send({ type: 'snapshot', table: snapshotFor(t, viewer.memberId) });
  if (mine && wasAway) broadcastSeat(t, mine.seatNo);
  else t.deps.onRoomChanged();
}

/** The viewer's socket closed or it stopped watching: a seated member is away (its turns still time out). */
export function unwatch(t: TableState, viewer: TableViewer): void {
  if (!t.viewers.delete(viewer)) return;
  const mine = seatOf(t, viewer.memberId);
  if (mine && !isWatching(t, viewer.memberId)) {
    mine.away = true;
    mine.awayAt = t.deps.now().getTime();
    broadcastSeat(t, mine.seatNo);
  } else t.deps.onRoomChanged();
}

/**
 * Takes a seat with a buy-in from the wallet. Trial accounts sit at practice tables only, real members at real-money
 * tables only. The same request again (a resent message) is answered as done.
 */
export async function sit(
  t: TableState,
  input: { memberId: number; isTrial: boolean; seatNo: number; amount: bigint; requestId: string },
): Promise<void> {
  if (t.table.practice && !input.isTrial) throw new AppError('pvp.table.real.only');
  if (!t.table.practice && input.isTrial) throw new AppError('pvp.table.practice.only');
  const mine = seatOf(t, input.memberId);
  if (mine && mine.stint === `${t.table.id}:${input.memberId}:${input.requestId}`) return;
  if (t.table.status !== 'OPEN') throw new AppError('pvp.table.closed');
  if (input.seatNo >= t.table.seats) throw new AppError('pvp.seat.invalid');
  if (mine) throw new AppError('pvp.seat.already');
  if (t.players.has(input.seatNo)) throw new AppError('pvp.seat.taken');
  await buyIn(t.deps.db, { table: t.table, ...input, now: t.deps.now() });
  await adoptSeats(t, await listSeats(t.deps.db, t.table.id));
  const seated = seatOf(t, input.memberId);
  if (seated && isWatching(t, input.memberId)) {
    seated.away = false;
    seated.awayAt = null;
  }
  t.deps.onWalletChanged(input.memberId);
  broadcastSeat(t, input.seatNo);
  scheduleHandIfReady(t);
}

/** More chips from the wallet, between the player's hands only, up to the maximum buy-in. */
export async function topUpSeat(
  t: TableState,
  input: { memberId: number; amount: bigint; requestId: string },
): Promise<void> {
  const mine = seatOf(t, input.memberId);
  if (!mine) throw new AppError('pvp.seat.none');
  if (isInHand(t, mine.seatNo)) throw new AppError('pvp.hand.running');
  const seat = await topUp(t.deps.db, { table: t.table, seatNo: mine.seatNo, ...input, now: t.deps.now() });
  mine.chips = Number(seat.chips);
  if (mine.chips > 0 && mine.timeouts < TIMEOUTS_TO_SIT_OUT) mine.sittingOut = false;
  t.deps.onWalletChanged(input.memberId);
  broadcastSeat(t, mine.seatNo);
  scheduleHandIfReady(t);
}

/**
 * Stands up now, or at the end of the hand the player is in (checking or folding at its turn meanwhile); then the
 * `ok` comes when the chips are back in the wallet.
 */
export async function leaveSeat(
  t: TableState,
  input: { memberId: number; requestId: string },
): Promise<'LEFT' | 'AFTER_HAND'> {
  const mine = seatOf(t, input.memberId);
  if (!mine) throw new AppError('pvp.seat.none');
  if (isInHand(t, mine.seatNo)) {
    mine.leaving = { requestId: input.requestId };
    // Niu-Niu: a leaver has nothing to decide, so its hand is shown at once; Hold'em: it checks or folds in turn.
    // Tiến Lên: it passes (or leads its lowest card) at each of its turns until the game ends.
    const game = t.hand?.game;
    await (game === 'NIUNIU' ? showDue(t) : game === 'TIENLEN' ? tienlenDue(t) : actForLeaver(t));
    return 'AFTER_HAND';
  }
  await standUp(t, mine);
  return 'LEFT';
}

export function setSittingOut(t: TableState, memberId: number, sittingOut: boolean): void {
  const mine = seatOf(t, memberId);
  if (!mine) throw new AppError('pvp.seat.none');
  mine.sittingOut = sittingOut || mine.chips === 0;
  if (!sittingOut) mine.timeouts = 0;
  broadcastSeat(t, mine.seatNo);
  scheduleHandIfReady(t);
}

/** The player's seed for the hands to come (mixed into each shuffle until changed). */
export function setSeed(t: TableState, memberId: number, seed: string): void {
  const mine = seatOf(t, memberId);
  if (!mine) throw new AppError('pvp.seat.none');
  mine.seed = seed;
}

export function chat(t: TableState, input: { memberId: number; nickname: string; message: PvpChatMessage }): void {
  const mine = seatOf(t, input.memberId);
  // Chat is not a change of the table: it carries no version, so it takes none (a client would see a gap).
  broadcast(
    t,
    () => ({
      type: 'chat',
      tableId: t.table.id,
      seatNo: mine?.seatNo ?? null,
      nickname: mine?.nickname ?? input.nickname,
      message: input.message,
    }),
    { versioned: false },
  );
}
