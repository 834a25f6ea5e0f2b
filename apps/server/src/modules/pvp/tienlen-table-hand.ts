import type { ErrorCode } from '@lucky/contracts/common/errors';
import { AppError } from '../../plugins/app-error.ts';
import { cardRank, parseCard, type Card } from './engine/cards.ts';
import { settleNets } from './engine/net-settlement.ts';
import { PvpRuleError } from './engine/rules-error.ts';
import { passTienLen, playTienLen, timeoutTienLen } from './engine/tienlen-play.ts';
import { startTienLenGame } from './engine/tienlen-start.ts';
import { DEFAULT_TIEN_LEN_CONFIG, type TienLenGame } from './engine/tienlen-types.ts';
import { botThinkMs } from './pvp-bots.ts';
import type { PlayerOutcome } from './pvp-hand-settle.service.ts';
import { codesOf } from './pvp-views.ts';
import { playersForNextHand, settleAndShow } from './table-hand-end.ts';
import { TIMEOUTS_TO_SIT_OUT } from './table-hand-play.ts';
import { announceDeal, openHand } from './table-hand-start.ts';
import { broadcast, broadcastSeat, isInHand, nowMs, seatOf, turnMs, type TableState } from './table-state.ts';
import { passedSeatsOf, tableComboOf, tienlenDeadlineOf, type TienLenLiveState } from './tienlen-table-view.ts';

/** Tiến Lên is a game for two to four players. */
export const TIENLEN_MOST_PLAYERS = 4;

type TienLenLive = Extract<NonNullable<TableState['hand']>, { game: 'TIENLEN' }>;

function tienlenHand(t: TableState): TienLenLive | null {
  return t.hand?.game === 'TIENLEN' ? t.hand : null;
}

/** The engine's refusals the contracts name (each translated for the player); any other is `pvp.action.illegal`. */
const RULE_CODES = new Set<string>([
  'pvp.not.your.turn',
  'pvp.hand.over',
  'pvp.tienlen.card.not.held',
  'pvp.tienlen.not.a.combination',
  'pvp.tienlen.must.include',
  'pvp.tienlen.does.not.beat',
  'pvp.tienlen.must.lead',
]);

/**
 * Deals a Tiến Lên game (ENGINE.md, "Tiến Lên Miền Nam"): the same committed, seeded shuffle as every hand, 13 cards
 * to each of up to four players (each sees its own only), the previous winner leading (a table's first game: the
 * holder of the lowest card, whose first play must contain it). A dealt instant win settles at once.
 */
export async function startTienLenTableGame(t: TableState): Promise<void> {
  const playing = playersForNextHand(t).slice(0, TIENLEN_MOST_PLAYERS);
  const opened = await openHand(t, playing);
  const game = startTienLenGame({
    gameId: opened.handId,
    config: {
      ...DEFAULT_TIEN_LEN_CONFIG,
      unitStake: Number(t.table.ante),
      rake: { percentBp: t.table.rakeBp, cap: Number(t.table.rakeCap) },
    },
    seats: playing.map((player) => ({ seat: player.seatNo, playerId: `s${player.seatNo}`, stack: player.chips })),
    previousWinnerSeat: t.previousButton,
    deck: opened.deck,
  });
  const state: TienLenLiveState = {
    handId: opened.handId,
    game,
    players: game.players.map((player) => ({ seat: player.seat })),
    deck: opened.deck,
  };
  t.hand = { game: 'TIENLEN', state, ...opened.live };
  announce(t, opened);
  t.deps.onRoomChanged();
  await afterTienLenMove(t, 0);
}

function announce(t: TableState, committed: { serverSeedHash: string; commitment: string }): void {
  const { state } = tienlenHand(t)!;
  const hands = state.game.players.map((player) => ({ seat: player.seat, cards: player.hand }));
  // Tiến Lên has no button: the seat that leads takes its place.
  announceDeal(t, committed, { handId: state.handId, buttonSeat: state.game.turnSeat, hands });
}

/** Applies a move; a move the rules refuse is answered with its code (the engine's reason as the message). */
async function apply(t: TableState, move: (game: TienLenGame) => TienLenGame): Promise<void> {
  const live = tienlenHand(t)!;
  const sent = live.state.game.events.length;
  try {
    live.state.game = move(live.state.game);
  } catch (error) {
    if (error instanceof PvpRuleError) {
      const code = (RULE_CODES.has(error.code) ? error.code : 'pvp.action.illegal') as ErrorCode;
      throw new AppError(code, error.message);
    }
    throw error;
  }
  await afterTienLenMove(t, sent);
}

function memberSeatIn(t: TableState, input: { memberId: number; handId: string }): number {
  const live = t.hand;
  if (!live || live.state.handId !== input.handId) throw new AppError('pvp.hand.stale');
  if (live.game !== 'TIENLEN') throw new AppError('pvp.action.illegal', 'Only a Tiến Lên game takes this move');
  const mine = seatOf(t, input.memberId);
  if (!mine || !isInHand(t, mine.seatNo)) throw new AppError('pvp.seat.none');
  return mine.seatNo;
}

/** A member plays cards of its own hand (four or more pairs may chop out of turn: the engine decides). */
export async function playAsMember(
  t: TableState,
  input: { memberId: number; handId: string; cards: string[] },
): Promise<void> {
  const seatNo = memberSeatIn(t, input);
  const cards = input.cards.map(parseCard);
  const onTurn = tienlenHand(t)!.state.game.turnSeat === seatNo;
  const over = nowMs(t) - (tienlenHand(t)!.turnStartedAt + turnMs(t));
  await apply(t, (game) => playTienLen(game, seatNo, cards));
  const player = t.players.get(seatNo)!;
  player.timeouts = 0;
  if (onTurn && over > 0) player.timeBankMs = Math.max(0, player.timeBankMs - over);
}

export async function passAsMember(t: TableState, input: { memberId: number; handId: string }): Promise<void> {
  const seatNo = memberSeatIn(t, input);
  const over = nowMs(t) - (tienlenHand(t)!.turnStartedAt + turnMs(t));
  await apply(t, (game) => passTienLen(game, seatNo));
  const player = t.players.get(seatNo)!;
  player.timeouts = 0;
  if (over > 0) player.timeBankMs = Math.max(0, player.timeBankMs - over);
}

/**
 * A computer player's move: lead its lowest card; otherwise beat the table with the lowest single or pair that
 * does, or pass. Plain and legal; it never sees another player's cards.
 */
function botMove(game: TienLenGame): TienLenGame {
  const seat = game.turnSeat;
  if (!game.table) return timeoutTienLen(game);
  const hand = game.players.find((player) => player.seat === seat)!.hand;
  const candidates: Card[][] = [
    ...hand.map((card) => [card]),
    ...hand.flatMap((card, index) => {
      const previous = hand[index - 1];
      return previous !== undefined && cardRank(previous) === cardRank(card) ? [[previous, card]] : [];
    }),
  ];
  for (const cards of candidates) {
    try {
      return playTienLen(game, seat, cards);
    } catch (error) {
      if (!(error instanceof PvpRuleError)) throw error;
    }
  }
  return passTienLen(game, seat);
}

/** Due moves: a leaving player's or a bot's turn, and a turn whose time (and time bank) ran out. */
export async function tienlenDue(t: TableState): Promise<void> {
  const live = tienlenHand(t);
  if (!live || live.state.game.result) return;
  const seatNo = live.state.game.turnSeat;
  const player = t.players.get(seatNo);
  const now = nowMs(t);
  if (!player || player.leaving) return apply(t, timeoutTienLen);
  if (player.memberId === null) {
    if (live.botActAt !== null && now >= live.botActAt) await apply(t, botMove);
    return;
  }
  if (now < live.turnStartedAt + turnMs(t) + player.timeBankMs) return;
  player.timeBankMs = 0;
  player.timeouts += 1;
  await apply(t, timeoutTienLen);
  if (player.timeouts >= TIMEOUTS_TO_SIT_OUT && !player.sittingOut) {
    player.sittingOut = true;
    broadcastSeat(t, seatNo);
  }
}

/** Publishes the moves from `sent` on, restarts the turn clock, and settles the game once someone is out. */
async function afterTienLenMove(t: TableState, sent: number): Promise<void> {
  const live = tienlenHand(t)!;
  const { game } = live.state;
  const now = nowMs(t);
  live.turnStartedAt = now;
  const next = t.players.get(game.turnSeat);
  live.botActAt = next && next.memberId === null ? now + botThinkMs() : null;
  const deadline = tienlenDeadlineOf(game, { turnStartedAt: now, turnMs: turnMs(t) });
  const tableId = t.table.id;
  for (const event of game.events.slice(sent)) {
    if (event.kind !== 'PLAY' && event.kind !== 'PASS') continue;
    const mover = game.players.find((player) => player.seat === event.seat)!;
    broadcast(t, (_viewer, version) => ({
      type: 'played',
      tableId,
      version,
      handId: live.state.handId,
      seatNo: event.seat,
      move: event.kind,
      cards: event.kind === 'PLAY' ? codesOf(event.cards) : [],
      outOfTurn: event.kind === 'PLAY' && event.outOfTurn,
      timedOut: event.timedOut,
      cardCount: mover.hand.length,
      table: tableComboOf(game),
      passedSeats: passedSeatsOf(game),
      toActSeat: game.result ? null : game.turnSeat,
      actionDeadline: deadline,
    }));
  }
  if (game.result) return endTienLenGame(t, live);
  if (next?.leaving) await tienlenDue(t);
}

/**
 * Each player's part: the debts in units × the unit stake, settled against the stacks the game started with
 * (`settleNets`, as the engine does): chips paid, chips won back after its rake, and its rake.
 */
export function tienlenOutcomesOf(live: TienLenLive): {
  outcomes: PlayerOutcome[];
  settled: ReturnType<typeof settleNets>;
} {
  const { game } = live.state;
  const result = game.result!;
  const nets = new Map(game.players.map((player) => [player.seat, 0]));
  for (const debt of result.debts) {
    const chips = debt.units * game.config.unitStake;
    nets.set(debt.fromSeat, (nets.get(debt.fromSeat) ?? 0) - chips);
    nets.set(debt.toSeat, (nets.get(debt.toSeat) ?? 0) + chips);
  }
  const settled = settleNets(
    game.players.map((player) => ({ seat: player.seat, stack: player.startStack, net: nets.get(player.seat) ?? 0 })),
    game.config.rake,
  );
  const outcomes = settled.map((entry) => {
    const seat = live.seats.get(entry.seat);
    if (!seat) throw new Error(`pvp: nobody in seat ${entry.seat}`);
    const start = game.players.find((player) => player.seat === entry.seat)!.startStack;
    return {
      ...seat,
      bet: entry.paid,
      won: entry.received - entry.rake,
      net: entry.stack - start,
      rake: entry.rake,
      chips: entry.stack,
    };
  });
  return { outcomes, settled };
}

async function endTienLenGame(t: TableState, live: TienLenLive): Promise<void> {
  const { game } = live.state;
  const { outcomes, settled } = tienlenOutcomesOf(live);
  // The winner leads the next game.
  t.previousButton = game.result!.winnerSeat;
  await settleAndShow(t, {
    game: 'TIENLEN',
    unitStake: game.config.unitStake,
    result: game.result!,
    settled,
    cardsLeft: game.players.map((player) => ({ seat: player.seat, cards: player.hand })),
    players: outcomes,
  });
}
