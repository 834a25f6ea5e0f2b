import type { PvpServerMessage } from '@lucky/contracts/pvp/pvp-messages';
import type { PvpHand, PvpHandPart, PvpSeat, PvpTableSnapshot } from '@lucky/contracts/pvp/pvp-schemas';

/**
 * The table's deltas applied to a snapshot, one pure function per message type. Each returns the next snapshot
 * (never changing its argument) and whether the viewer now needs a fresh snapshot to act.
 */
type TableEvent = Extract<PvpServerMessage, { version: number }>;
export type Applied = { snapshot: PvpTableSnapshot; needsSnapshot: boolean };

const isZero = (amount: string) => !/[1-9]/.test(amount);

function withSeat(snapshot: PvpTableSnapshot, seatNo: number, change: (seat: PvpSeat) => PvpSeat): PvpSeat[] {
  return snapshot.seats.map((seat) => (seat.seatNo === seatNo ? change(seat) : seat));
}

function compareMoney(left: string, right: string): number {
  const [leftWhole = '0', leftFraction = ''] = left.split('.');
  const [rightWhole = '0', rightFraction = ''] = right.split('.');
  const width = Math.max(leftFraction.length, rightFraction.length);
  const a = BigInt(leftWhole + leftFraction.padEnd(width, '0'));
  const b = BigInt(rightWhole + rightFraction.padEnd(width, '0'));
  return a === b ? 0 : a > b ? 1 : -1;
}

function applySeat(snapshot: PvpTableSnapshot, seat: PvpSeat): Applied {
  const known = snapshot.seats.some((entry) => entry.seatNo === seat.seatNo);
  const seats = known ? withSeat(snapshot, seat.seatNo, () => seat) : [...snapshot.seats, seat];
  // The viewer sat down here, or stood up from here.
  const viewerSeat = seat.isViewer ? seat.seatNo : snapshot.viewerSeat === seat.seatNo ? null : snapshot.viewerSeat;
  return { snapshot: { ...snapshot, seats, viewerSeat }, needsSnapshot: false };
}

/**
 * The part a new hand starts with; Niu-Niu's banker is the event's button seat (Tiến Lên's: the leader), the rest
 * of those games' parts comes with a snapshot.
 */
function startingPart(snapshot: PvpTableSnapshot, event: Extract<TableEvent, { type: 'hand.started' }>): PvpHandPart {
  if (snapshot.room.game === 'TIENLEN') {
    return {
      game: 'TIENLEN',
      unitStake: snapshot.room.ante ?? '0',
      table: null,
      players: event.seats.map((seatNo) => ({ seatNo, cardCount: 0, passed: false })),
      mustInclude: null,
    };
  }
  if (snapshot.room.game === 'NIUNIU') {
    return {
      game: 'NIUNIU',
      bankerSeat: event.buttonSeat,
      stake: snapshot.room.ante ?? '0',
      seats: event.seats.map((seatNo) => ({ seatNo, isBanker: seatNo === event.buttonSeat, shown: false })),
      viewerHand: null,
      canShow: false,
    };
  }
  return {
    game: 'HOLDEM',
    street: 'PREFLOP',
    board: [],
    pots: [],
    potTotal: '0',
    currentBet: '0',
    buttonSeat: event.buttonSeat,
    // The blinds' seats arrive with their SMALL_BLIND and BIG_BLIND actions.
    smallBlindSeat: -1,
    bigBlindSeat: -1,
    legalActions: null,
  };
}

function startHand(snapshot: PvpTableSnapshot, event: Extract<TableEvent, { type: 'hand.started' }>): Applied {
  const inHand = new Set(event.seats);
  const part = startingPart(snapshot, event);
  const hand: PvpHand = {
    handId: event.handId,
    status: 'RUNNING',
    serverSeedHash: event.serverSeedHash,
    commitment: event.commitment,
    toActSeat: null,
    actionDeadline: null,
    part,
  };
  const seats = snapshot.seats.map((seat) =>
    inHand.has(seat.seatNo)
      ? { ...seat, state: 'PLAYING' as const, betThisStreet: '0', cardCount: 0, cards: null }
      : { ...seat, betThisStreet: '0', cardCount: 0, cards: null },
  );
  return {
    snapshot: { ...snapshot, seats, hand, nextServerSeedHash: event.nextServerSeedHash },
    // Niu-Niu: the viewer's reading of its five cards, its Show button and the deadline come with a snapshot.
    needsSnapshot: part.game !== 'HOLDEM',
  };
}

/** Tiến Lên: a play or a pass, with the round as it stands after it; the viewer's played cards leave its hand. */
function applyPlayed(snapshot: PvpTableSnapshot, event: Extract<TableEvent, { type: 'played' }>): Applied {
  const hand = snapshot.hand;
  if (!hand || hand.handId !== event.handId || hand.part.game !== 'TIENLEN') return { snapshot, needsSnapshot: true };
  const played = new Set(event.cards);
  const seats = withSeat(snapshot, event.seatNo, (seat) => ({
    ...seat,
    cardCount: event.cardCount,
    cards: seat.cards ? seat.cards.filter((card) => !played.has(card)) : null,
  }));
  const passed = new Set(event.passedSeats);
  const part = {
    ...hand.part,
    table: event.table,
    mustInclude: event.move === 'PLAY' ? null : hand.part.mustInclude,
    players: hand.part.players.map((player) => ({
      ...player,
      passed: passed.has(player.seatNo),
      cardCount: player.seatNo === event.seatNo ? event.cardCount : player.cardCount,
    })),
  };
  const nextHand = { ...hand, toActSeat: event.toActSeat, actionDeadline: event.actionDeadline, part };
  return { snapshot: { ...snapshot, seats, hand: nextHand }, needsSnapshot: false };
}

/** Niu-Niu: a seat has shown (its cards stay hidden until the showdown); the viewer's own Show is then done. */
function applyShown(snapshot: PvpTableSnapshot, event: Extract<TableEvent, { type: 'shown' }>): Applied {
  const hand = snapshot.hand;
  if (!hand || hand.handId !== event.handId || hand.part.game !== 'NIUNIU') return { snapshot, needsSnapshot: true };
  const part = {
    ...hand.part,
    seats: hand.part.seats.map((seat) => (seat.seatNo === event.seatNo ? { ...seat, shown: true } : seat)),
    canShow: hand.part.canShow && event.seatNo !== snapshot.viewerSeat,
  };
  return { snapshot: { ...snapshot, hand: { ...hand, part } }, needsSnapshot: false };
}

function applyActed(snapshot: PvpTableSnapshot, event: Extract<TableEvent, { type: 'acted' }>): Applied {
  const hand = snapshot.hand;
  if (!hand || hand.handId !== event.handId || hand.part.game !== 'HOLDEM') return { snapshot, needsSnapshot: true };
  const seats = withSeat(snapshot, event.seatNo, (seat) => ({
    ...seat,
    betThisStreet: event.betThisStreet,
    chips: event.chips,
    state: event.action === 'FOLD' ? 'FOLDED' : isZero(event.chips) ? 'ALL_IN' : seat.state,
  }));
  const part = hand.part;
  const currentBet = compareMoney(event.betThisStreet, part.currentBet) > 0 ? event.betThisStreet : part.currentBet;
  const nextPart = {
    ...part,
    potTotal: event.potTotal,
    currentBet,
    smallBlindSeat: event.action === 'SMALL_BLIND' ? event.seatNo : part.smallBlindSeat,
    bigBlindSeat: event.action === 'BIG_BLIND' ? event.seatNo : part.bigBlindSeat,
    // Only the server knows the viewer's exact bounds (the minimum raise, a short all-in that did not reopen): they
    // come with the action that gives the viewer the turn, to the viewer only.
    legalActions: event.legalActions ?? null,
  };
  const nextHand = { ...hand, toActSeat: event.toActSeat, actionDeadline: event.actionDeadline, part: nextPart };
  const isViewersTurn = event.toActSeat !== null && event.toActSeat === snapshot.viewerSeat;
  // A server that sent no choices with the viewer's turn is asked for them with a snapshot.
  return { snapshot: { ...snapshot, seats, hand: nextHand }, needsSnapshot: isViewersTurn && !event.legalActions };
}

function applyStreet(snapshot: PvpTableSnapshot, event: Extract<TableEvent, { type: 'street' }>): Applied {
  const hand = snapshot.hand;
  if (!hand || hand.handId !== event.handId || hand.part.game !== 'HOLDEM') return { snapshot, needsSnapshot: true };
  const part = {
    ...hand.part,
    street: event.street,
    board: [...hand.part.board, ...event.cards],
    pots: event.pots,
    currentBet: '0',
    // The new street's choices when it opens on the viewer's turn; without them, those the last action gave.
    legalActions: event.legalActions === undefined ? hand.part.legalActions : event.legalActions,
  };
  const seats = snapshot.seats.map((seat) => ({ ...seat, betThisStreet: '0' }));
  const isViewersTurn = hand.toActSeat !== null && hand.toActSeat === snapshot.viewerSeat;
  return {
    snapshot: { ...snapshot, seats, hand: { ...hand, part } },
    needsSnapshot: isViewersTurn && !part.legalActions,
  };
}

function applyShowdown(snapshot: PvpTableSnapshot, event: Extract<TableEvent, { type: 'showdown' }>): Applied {
  const shown = new Map(event.shown.map((entry) => [entry.seatNo, entry.cards]));
  const seats = snapshot.seats.map((seat) => {
    const cards = shown.get(seat.seatNo);
    return cards ? { ...seat, cards, cardCount: cards.length } : seat;
  });
  return { snapshot: { ...snapshot, seats }, needsSnapshot: false };
}

function endHand(snapshot: PvpTableSnapshot, event: Extract<TableEvent, { type: 'hand.ended' }>): Applied {
  const result = event.result;
  const chipsAfter = new Map(result.players.map((player) => [player.seatNo, player.chips]));
  const seats = snapshot.seats.map((seat) => {
    const chips = chipsAfter.get(seat.seatNo);
    return chips === undefined ? seat : { ...seat, chips, betThisStreet: '0' };
  });
  const hand = snapshot.hand
    ? { ...snapshot.hand, status: result.status, toActSeat: null, actionDeadline: null }
    : null;
  const lastHands = [result, ...snapshot.lastHands.filter((entry) => entry.handId !== result.handId)].slice(0, 10);
  return { snapshot: { ...snapshot, seats, hand, lastHands }, needsSnapshot: false };
}

/** Applies one table event that follows the snapshot's version directly. */
export function applyTableEvent(snapshot: PvpTableSnapshot, event: TableEvent): Applied {
  const applied = applyByType(snapshot, event);
  return { ...applied, snapshot: { ...applied.snapshot, version: event.version } };
}

function applyByType(snapshot: PvpTableSnapshot, event: TableEvent): Applied {
  switch (event.type) {
    case 'seat':
      return applySeat(snapshot, event.seat);
    case 'hand.started':
      return startHand(snapshot, event);
    case 'dealt':
      return {
        snapshot: {
          ...snapshot,
          seats: withSeat(snapshot, event.seatNo, (seat) => ({
            ...seat,
            cardCount: event.cardCount,
            cards: event.cards,
          })),
        },
        needsSnapshot: false,
      };
    case 'acted':
      return applyActed(snapshot, event);
    case 'street':
      return applyStreet(snapshot, event);
    case 'shown':
      return applyShown(snapshot, event);
    case 'played':
      return applyPlayed(snapshot, event);
    case 'showdown':
      return applyShowdown(snapshot, event);
    case 'hand.ended':
      return endHand(snapshot, event);
    case 'hand.cancelled':
      // Every bet is back in front of its player: the amounts are the server's, so ask for them.
      return {
        snapshot: { ...snapshot, hand: snapshot.hand ? { ...snapshot.hand, status: 'CANCELLED' } : null },
        needsSnapshot: true,
      };
  }
}
