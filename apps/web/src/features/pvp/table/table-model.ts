/**
 * What the felt draws, whatever the game: seats with their player, chips and cards, and whose turn it is.
 * The socket's state (live/) is turned into this by the table screen; the components never read the wire.
 */
export type SeatStatus = 'playing' | 'folded' | 'allIn' | 'sittingOut' | 'waiting';

export type SeatPlayer = {
  nickname: string;
  /** Decimal money string. */
  stack: string;
  /** Chips in front of the seat this street, or null. */
  bet: string | null;
  /** The seat's cards: a number is a face this viewer may see, null a card dealt face down. */
  cards: (number | null)[];
  status: SeatStatus;
  /** A computer player of a practice table, labelled as such. */
  isComputer: boolean;
  /** The player's connection dropped; the seat is held while the timer runs. */
  isDisconnected: boolean;
  /** A short line under the name: the last action ("Raise 40.00") or the hand shown ("Two pair"). */
  note: string | null;
  /** The seat won chips in the hand just ended. */
  isWinner: boolean;
  /** The seat's own cards that make the winning hand (shown at a showdown it won); Niu-Niu: the bull's three. */
  winningCards: number[];
  /** Niu-Niu: the seat holds the bank this hand. */
  isBanker?: boolean;
};

export type SeatModel = {
  seat: number;
  player: SeatPlayer | null;
};

export type TurnClock = {
  seat: number;
  /** Epoch milliseconds (client clock) when the turn times out. */
  deadlineMs: number;
  /** Length of the whole turn, for the ring's full circle. */
  totalMs: number;
  /** The seat's time bank, which runs after the deadline. */
  bankMs: number;
};

export type TableModel = {
  seatCount: number;
  seats: SeatModel[];
  /** The viewer's own seat, or null when watching. */
  viewerSeat: number | null;
  dealerSeat: number | null;
  /** The seat whose turn it is. */
  turn: TurnClock | null;
  /** Changes with every hand, so the deal animates once per hand. */
  handKey: string | null;
};
