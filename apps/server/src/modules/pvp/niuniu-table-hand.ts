import { AppError } from '../../plugins/app-error.ts';
import { DEFAULT_NIU_MULTIPLIERS } from './engine/niuniu-hands.ts';
import { dealNiuNiu, nextBankerSeat, playNiuNiuHand } from './engine/niuniu-round.ts';
import { playersClockwiseAfter } from './engine/seat-order.ts';
import type { TablePlayer } from './holdem-table-view.ts';
import type { NiuNiuLiveState } from './niuniu-table-view.ts';
import { botThinkMs } from './pvp-bots.ts';
import { niuniuOutcomesOf } from './pvp-hand-settle.service.ts';
import { playersForNextHand, settleAndShow } from './table-hand-end.ts';
import { announceDeal, openHand } from './table-hand-start.ts';
import { TIMEOUTS_TO_SIT_OUT } from './table-hand-play.ts';
import { broadcast, broadcastSeat, isInHand, nowMs, seatOf, turnMs, type TableState } from './table-state.ts';

/** The engine seats two to six players in a Niu-Niu hand. */
export const NIUNIU_MOST_PLAYERS = 6;

type NiuNiuLive = Extract<NonNullable<TableState['hand']>, { game: 'NIUNIU' }>;

function niuniuHand(t: TableState): NiuNiuLive | null {
  return t.hand?.game === 'NIUNIU' ? t.hand : null;
}

/**
 * Deals a Niu-Niu hand (README, "Niu-Niu"): the bank passes one seat clockwise from the last banker (skipping empty
 * stacks), every other player stakes the table's unit stake (`ante`) against it, the deck is the same committed,
 * seeded shuffle as Hold'em's, and each player gets its five cards privately. Then everyone looks at once: the hand
 * settles when every player has shown, or when the turn's time is up (the engine reads the best bull for anyone who
 * has not: the timeout's choice is simply to show).
 */
export async function startNiuNiuHand(t: TableState): Promise<void> {
  const playing = playersForNextHand(t).slice(0, NIUNIU_MOST_PLAYERS);
  const bankerSeat = nextBankerSeat(
    playing.map((player) => ({ seat: player.seatNo, stack: player.chips })),
    t.previousButton,
  );
  const opened = await openHand(t, playing);
  const stake = Number(t.table.ante);
  const players = playersClockwiseAfter(
    playing.map((player: TablePlayer) => ({
      seat: player.seatNo,
      playerId: `s${player.seatNo}`,
      stack: player.chips,
      stake: player.seatNo === bankerSeat ? 0 : stake,
    })),
    bankerSeat,
  );
  const state: NiuNiuLiveState = {
    handId: opened.handId,
    bankerSeat,
    config: {
      multipliers: DEFAULT_NIU_MULTIPLIERS,
      rake: { percentBp: t.table.rakeBp, cap: Number(t.table.rakeCap) },
    },
    stake,
    players,
    cards: dealNiuNiu(players, bankerSeat, opened.deck),
    shown: new Set(),
    timedOut: new Set(),
    deck: opened.deck,
  };
  t.previousButton = bankerSeat;
  t.hand = { game: 'NIUNIU', state, ...opened.live, botActAt: nowMs(t) + botThinkMs() };
  announce(t, opened);
  t.deps.onRoomChanged();
  await showDue(t);
}

function announce(t: TableState, committed: { serverSeedHash: string; commitment: string }): void {
  const { state } = niuniuHand(t)!;
  const hands = state.players.map((player) => ({ seat: player.seat, cards: state.cards.get(player.seat)! }));
  // Niu-Niu has no button: the banker's seat takes its place.
  announceDeal(t, committed, { handId: state.handId, buttonSeat: state.bankerSeat, hands });
}

/** A member shows its hand (done looking). A second Show for the same hand is answered as done. */
export async function showAsMember(t: TableState, input: { memberId: number; handId: string }): Promise<void> {
  const live = t.hand;
  if (!live || live.state.handId !== input.handId) throw new AppError('pvp.hand.stale');
  if (live.game !== 'NIUNIU') throw new AppError('pvp.action.illegal', 'Only a Niu-Niu hand is shown this way');
  const mine = seatOf(t, input.memberId);
  if (!mine || !isInHand(t, mine.seatNo)) throw new AppError('pvp.seat.none');
  if (live.state.shown.has(mine.seatNo)) return;
  mine.timeouts = 0;
  await markShown(t, [mine.seatNo], false);
}

/**
 * Shows whoever is due: a player leaving (it has nothing to decide), the computer players once they have "looked",
 * and at the deadline everyone still looking (a timeout; two in a row sit the player out).
 */
export async function showDue(t: TableState): Promise<void> {
  const live = niuniuHand(t);
  if (!live) return;
  const now = nowMs(t);
  const pending = live.state.players.filter((player) => !live.state.shown.has(player.seat));
  if (now >= live.turnStartedAt + turnMs(t)) {
    for (const entry of pending) {
      const player = t.players.get(entry.seat);
      if (!player || player.memberId === null || player.leaving) continue;
      player.timeouts += 1;
      if (player.timeouts >= TIMEOUTS_TO_SIT_OUT && !player.sittingOut) {
        player.sittingOut = true;
        broadcastSeat(t, entry.seat);
      }
    }
    return markShown(
      t,
      pending.map((entry) => entry.seat),
      true,
    );
  }
  const botsDue = live.botActAt !== null && now >= live.botActAt;
  const due = pending.filter((entry) => {
    const player = t.players.get(entry.seat);
    return !player || player.leaving !== null || (botsDue && player.memberId === null);
  });
  if (due.length > 0)
    await markShown(
      t,
      due.map((entry) => entry.seat),
      false,
    );
}

async function markShown(t: TableState, seats: number[], timedOut: boolean): Promise<void> {
  const live = niuniuHand(t)!;
  const { state } = live;
  for (const seatNo of seats) {
    state.shown.add(seatNo);
    if (timedOut) state.timedOut.add(seatNo);
    broadcast(t, (_viewer, version) => ({
      type: 'shown',
      tableId: t.table.id,
      version,
      handId: state.handId,
      seatNo,
      timedOut,
    }));
  }
  if (state.players.every((player) => state.shown.has(player.seat))) await endNiuNiuHand(t, live);
}

/** Everyone has shown: the engine plays the hand on the committed deck, and the table settles it like any hand. */
async function endNiuNiuHand(t: TableState, live: NiuNiuLive): Promise<void> {
  const { state } = live;
  const result = playNiuNiuHand({
    handId: state.handId,
    config: state.config,
    seats: state.players,
    bankerSeat: state.bankerSeat,
    deck: state.deck,
  });
  await settleAndShow(t, {
    game: 'NIUNIU',
    stake: state.stake,
    multipliers: state.config.multipliers,
    result,
    players: niuniuOutcomesOf(result, live.seats),
  });
}
