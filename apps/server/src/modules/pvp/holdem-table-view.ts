import type { PvpHand, PvpSeat, PvpSeatState } from '@lucky/contracts/pvp/pvp-schemas';
import { holdemLegalActions } from './engine/holdem-betting.ts';
import { buildPots } from './engine/holdem-pots.ts';
import type { HoldemHand, HoldemPlayer } from './engine/holdem-types.ts';
import { holdemViewFor } from './engine/table-views.ts';
import { codesOf, moneyOf } from './pvp-views.ts';

/** A seated player as the table runtime keeps it (chips in minor units, as of the last settled hand). */
export type TablePlayer = {
  seatNo: number;
  memberId: number | null;
  botName: string | null;
  nickname: string;
  avatar: string | null;
  chips: number;
  stint: string;
  sittingOut: boolean;
  away: boolean;
  /** Since when no socket of the member has the table open (null while one has). */
  awayAt: number | null;
  timeouts: number;
  timeBankMs: number;
  seed: string | null;
  /** Asked to stand up during a hand: folded or checked at its turn, cashed out when the hand ends. */
  leaving: { requestId: string } | null;
};

export type HandClock = { turnStartedAt: number; turnMs: number };

function seatStateOf(player: TablePlayer, inHand: HoldemPlayer | undefined): PvpSeatState {
  if (player.away && !(inHand?.folded ?? false)) return 'AWAY';
  if (inHand) return inHand.folded ? 'FOLDED' : inHand.allIn ? 'ALL_IN' : 'PLAYING';
  return player.sittingOut ? 'SITTING_OUT' : 'SITTING';
}

/** Every seat of the table as one viewer sees it: hole cards only its own (table-views.ts decides). */
export function seatsFor(input: {
  seatCount: number;
  players: ReadonlyMap<number, TablePlayer>;
  hand: HoldemHand | null;
  viewerSeat: number | null;
  scale: number;
}): PvpSeat[] {
  const view = input.hand ? holdemViewFor(input.hand, input.viewerSeat) : null;
  return Array.from({ length: input.seatCount }, (_, seatNo): PvpSeat => {
    const player = input.players.get(seatNo);
    if (!player) {
      return {
        seatNo,
        state: 'EMPTY',
        nickname: null,
        avatar: null,
        chips: moneyOf(0, input.scale),
        betThisStreet: moneyOf(0, input.scale),
        isBot: false,
        isViewer: false,
        cardCount: 0,
        cards: null,
        timeBankSeconds: 0,
      };
    }
    const inHand = input.hand?.players.find((entry) => entry.seat === seatNo);
    const seen = view?.players.find((entry) => entry.seat === seatNo);
    return {
      seatNo,
      state: seatStateOf(player, inHand),
      nickname: player.nickname,
      avatar: player.avatar,
      chips: moneyOf(inHand ? inHand.stack : player.chips, input.scale),
      betThisStreet: moneyOf(inHand?.streetBet ?? 0, input.scale),
      isBot: player.memberId === null,
      isViewer: seatNo === input.viewerSeat,
      cardCount: inHand && !inHand.folded ? inHand.hole.length : 0,
      cards: seen?.hole && !(inHand?.folded ?? false) ? codesOf(seen.hole) : null,
      timeBankSeconds: Math.floor(player.timeBankMs / 1000),
    };
  });
}

/** The pots as they stand, bets of the current street included (an uncalled excess shows in no pot). */
export function potsNow(hand: HoldemHand, scale: number) {
  const { pots } = buildPots(
    hand.players.map((player) => ({ seat: player.seat, amount: player.totalBet, live: !player.folded })),
  );
  return pots.map((pot) => ({ amount: moneyOf(pot.amount, scale), eligibleSeats: pot.eligibleSeats }));
}

export const potTotalOf = (hand: HoldemHand): number => hand.players.reduce((sum, player) => sum + player.totalBet, 0);

export function deadlineOf(hand: HoldemHand, clock: HandClock): string | null {
  return hand.toActSeat === null ? null : new Date(clock.turnStartedAt + clock.turnMs).toISOString();
}

export function handFor(input: {
  hand: HoldemHand;
  serverSeedHash: string;
  commitment: string;
  viewerSeat: number | null;
  clock: HandClock;
  scale: number;
}): PvpHand {
  const { hand, scale } = input;
  const money = (minor: number) => moneyOf(minor, scale);
  const legal = legalActionsFor(hand, input.viewerSeat, scale);
  return {
    handId: hand.handId,
    status: 'RUNNING',
    serverSeedHash: input.serverSeedHash,
    commitment: input.commitment,
    toActSeat: hand.toActSeat,
    actionDeadline: deadlineOf(hand, input.clock),
    part: {
      game: 'HOLDEM',
      street: hand.street,
      board: codesOf(hand.board),
      pots: potsNow(hand, scale),
      potTotal: money(potTotalOf(hand)),
      currentBet: money(hand.currentBet),
      buttonSeat: hand.buttonSeat,
      smallBlindSeat: hand.smallBlindSeat,
      bigBlindSeat: hand.bigBlindSeat,
      legalActions: legal,
    },
  };
}

/** The viewer's choices when it is the viewer's turn in a hand still running, in money strings; otherwise null. */
export function legalActionsFor(hand: HoldemHand, viewerSeat: number | null, scale: number) {
  if (hand.result !== null || hand.toActSeat === null || hand.toActSeat !== viewerSeat) return null;
  const legal = holdemLegalActions(hand, hand.toActSeat);
  const money = (minor: number) => moneyOf(minor, scale);
  return {
    canFold: legal.canFold,
    canCheck: legal.canCheck,
    callAmount: legal.callAmount === null ? null : money(legal.callAmount),
    raise: legal.raise && { kind: legal.raise.kind, minTo: money(legal.raise.minTo), maxTo: money(legal.raise.maxTo) },
  };
}
