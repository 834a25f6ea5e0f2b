import type { PvpHandResult, PvpSeat, PvpTableSnapshot } from '@lucky/contracts/pvp/pvp-schemas';
import { isGain } from '../../../lib/use-money.ts';
import { parseCardCode } from '../cards/card-codes.ts';
import type { SeatAction } from '../live/table-state.ts';
import { niuniuSeatOf, type NiuNiuSeatResult } from '../niuniu/niuniu-model.ts';
import { tienlenSeatOf, type TienLenSeatResult } from '../tienlen/tienlen-model.ts';
import type { SeatModel, SeatStatus, TableModel } from './table-model.ts';

const STATUS_OF: Record<Exclude<PvpSeat['state'], 'EMPTY'>, SeatStatus> = {
  SITTING: 'waiting',
  PLAYING: 'playing',
  FOLDED: 'folded',
  ALL_IN: 'allIn',
  SITTING_OUT: 'sittingOut',
  AWAY: 'playing',
};

const isZero = (amount: string) => !/[1-9]/.test(amount);

/** The result of the hand on the felt once it ended (the snapshot keeps the last hands, newest first). */
export function resultOfShownHand(snapshot: PvpTableSnapshot): PvpHandResult | null {
  const hand = snapshot.hand;
  const last = snapshot.lastHands[0];
  return hand && hand.status !== 'RUNNING' && last?.handId === hand.handId ? last : null;
}

function cardsOf(seat: PvpSeat): (number | null)[] {
  if (seat.cards) return seat.cards.map(parseCardCode);
  return Array.from({ length: seat.cardCount }, () => null);
}

type Describe = {
  action: (seatAction: SeatAction) => string;
  category: (category: string) => string;
  /** Niu-Niu: a seat's settled result line ("Bull 7 · +2.00"), and the note of a seat that has shown. */
  niuniu?: { result: (seat: NiuNiuSeatResult) => string; shown: string };
  /** Tiến Lên: a seat's settled result line, and the note of a seat that passed this round. */
  tienlen?: { result: (seat: TienLenSeatResult) => string; passed: string };
};

function seatModel(
  seat: PvpSeat,
  snapshot: PvpTableSnapshot,
  lastActions: Record<number, SeatAction>,
  describe: Describe,
): SeatModel {
  if (seat.state === 'EMPTY' || seat.nickname === null) return { seat: seat.seatNo, player: null };
  const result = resultOfShownHand(snapshot);
  const shown = result?.shown.find((entry) => entry.seatNo === seat.seatNo);
  const niuniu = niuniuSeatOf(snapshot, result, seat.seatNo);
  const settledNet = niuniu?.result?.net ?? result?.tienlen?.seats.find((entry) => entry.seatNo === seat.seatNo)?.net;
  const isWinner =
    settledNet !== undefined
      ? isGain(settledNet)
      : (result?.pots.some((pot) => pot.winners.some((winner) => winner.seatNo === seat.seatNo)) ?? false);
  const action = lastActions[seat.seatNo];
  const niuniuNote =
    niuniu && describe.niuniu
      ? niuniu.result
        ? describe.niuniu.result(niuniu.result)
        : niuniu.hasShown
          ? describe.niuniu.shown
          : null
      : null;
  const tienlen = tienlenSeatOf(snapshot, result, seat.seatNo);
  const tienlenNote =
    tienlen && describe.tienlen
      ? tienlen.result
        ? describe.tienlen.result(tienlen.result)
        : tienlen.hasPassed
          ? describe.tienlen.passed
          : null
      : null;
  const note =
    niuniuNote ??
    tienlenNote ??
    (shown?.category ? describe.category(shown.category) : action ? describe.action(action) : null);
  return {
    seat: seat.seatNo,
    player: {
      nickname: seat.nickname,
      stack: seat.chips,
      bet: snapshot.hand?.status === 'RUNNING' && !isZero(seat.betThisStreet) ? seat.betThisStreet : null,
      cards: cardsOf(seat),
      // Once the hand is over an all-in player has a stack again (the settled chips), not "All-in".
      status: seat.state === 'ALL_IN' && snapshot.hand?.status !== 'RUNNING' ? 'playing' : STATUS_OF[seat.state],
      isComputer: seat.isBot,
      isDisconnected: seat.state === 'AWAY',
      note,
      isWinner,
      // Niu-Niu highlights each hand's bull (the three cards making ten); Hold'em the winner's best five.
      winningCards:
        (niuniu?.result || isWinner) && shown ? shown.bestFive.map(parseCardCode).filter((card) => card !== null) : [],
      isBanker: niuniu?.isBanker ?? false,
    },
  };
}

/** The felt's picture of a snapshot: seats in seat order (empty ones too), the button, the turn and its clock. */
export function tableModelOf({
  snapshot,
  lastActions,
  clockOffsetMs,
  describe,
}: {
  snapshot: PvpTableSnapshot;
  lastActions: Record<number, SeatAction>;
  clockOffsetMs: number;
  describe: Describe;
}): TableModel {
  const bySeat = new Map(snapshot.seats.map((seat) => [seat.seatNo, seat]));
  const seats = Array.from({ length: snapshot.room.seatsTotal }, (_, seatNo): SeatModel => {
    const seat = bySeat.get(seatNo);
    return seat ? seatModel(seat, snapshot, lastActions, describe) : { seat: seatNo, player: null };
  });
  const hand = snapshot.hand;
  const deadline = hand?.actionDeadline ? Date.parse(hand.actionDeadline) : Number.NaN;
  // Niu-Niu has no single turn: everyone looks at once, so the ring runs round the viewer until it has shown.
  const lookingSeat = hand?.part.game === 'NIUNIU' && hand.part.canShow ? snapshot.viewerSeat : null;
  const turnSeat = hand?.toActSeat ?? lookingSeat;
  const turn =
    hand && hand.status === 'RUNNING' && turnSeat !== null && !Number.isNaN(deadline)
      ? {
          seat: turnSeat,
          deadlineMs: deadline - clockOffsetMs,
          totalMs: snapshot.turnSeconds * 1000,
          bankMs: lookingSeat === null ? (bySeat.get(turnSeat)?.timeBankSeconds ?? 0) * 1000 : 0,
        }
      : null;
  return {
    seatCount: snapshot.room.seatsTotal,
    seats,
    viewerSeat: snapshot.viewerSeat,
    dealerSeat: hand?.part.game === 'HOLDEM' ? hand.part.buttonSeat : null,
    turn,
    handKey: hand?.handId ?? null,
  };
}
