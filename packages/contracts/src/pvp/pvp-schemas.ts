import { z } from 'zod';
import { moneyString } from '../common/envelope.ts';
import { singleLineText } from '../common/text.ts';

/**
 * Shapes shared by the PVP card rooms (issue 17): the room list, the table as one seat sees it, hand results and
 * the fairness reveal. The words match the server's engines (apps/server/src/modules/pvp/engine/ENGINE.md). Chips
 * cross the wire as decimal money strings like every amount; cards as two-letter codes, rank then suit ("As",
 * "Td", "2h"). A table is a room: its id is the `roomId` of the launch call.
 */
export const PVP_GAMES = ['HOLDEM', 'TIENLEN', 'NIUNIU'] as const;
export type PvpGame = (typeof PVP_GAMES)[number];

/**
 * EMPTY (nobody), SITTING (seated, waiting for the next hand), PLAYING (in the hand), FOLDED, ALL_IN,
 * SITTING_OUT (seated but skipped: asked to, ran out of chips, or timed out twice), AWAY (the socket dropped; the
 * seat keeps its turn timer and is sat out if it does not come back).
 */
export const PVP_SEAT_STATES = ['EMPTY', 'SITTING', 'PLAYING', 'FOLDED', 'ALL_IN', 'SITTING_OUT', 'AWAY'] as const;
export type PvpSeatState = (typeof PVP_SEAT_STATES)[number];

/** RUNNING while being played; ENDED settled through the ledger; CANCELLED (its instance died): nothing moved. */
export const PVP_HAND_STATUSES = ['RUNNING', 'ENDED', 'CANCELLED'] as const;
export type PvpHandStatus = (typeof PVP_HAND_STATUSES)[number];

export const HOLDEM_STREETS = ['PREFLOP', 'FLOP', 'TURN', 'RIVER'] as const;
export const HOLDEM_ACTIONS = ['FOLD', 'CHECK', 'CALL', 'BET', 'RAISE', 'ALL_IN'] as const;
export type HoldemActionType = (typeof HOLDEM_ACTIONS)[number];
/** The engine's hand categories, weakest first (holdem-evaluator.ts). */
export const HOLDEM_HAND_CATEGORIES = [
  'HIGH_CARD',
  'ONE_PAIR',
  'TWO_PAIR',
  'THREE_OF_A_KIND',
  'STRAIGHT',
  'FLUSH',
  'FULL_HOUSE',
  'FOUR_OF_A_KIND',
  'STRAIGHT_FLUSH',
] as const;

export const cardCodeSchema = z.string().regex(/^[2-9TJQKA][scdh]$/, 'a card code');
export const tableIdInput = z.coerce.number().int().min(1).max(2_147_483_647);
export const seatNoInput = z.number().int().min(0).max(9);
/** A hand id: the table's id and the hand's number there, e.g. "12-000431". */
export const handIdInput = z.string().regex(/^\d{1,10}-\d{6,12}$/, 'a hand id');
/** An amount a player types (buy-in, top-up, bet size): a positive decimal in the site's currency. */
export const chipAmountInput = z.string().regex(/^\d{1,12}(\.\d{1,4})?$/, 'a decimal amount');
/** The player's own seed for the shuffle (ENGINE.md): 1–64 printable ASCII characters without spaces. */
export const playerSeedInput = z.string().regex(/^[\x21-\x7e]{1,64}$/, 'a seed is 1 to 64 printable characters');

/**
 * Chat: phrase ids the web translates and emoji ids it draws; free text only where the operator switched it on (the
 * site's switch and the table's), at most PVP_CHAT_MAX_CHARS characters on one line, and masked by the server's word
 * filter before anyone sees it (modules/pvp/README.md, "Chat").
 */
export const PVP_CHAT_PHRASES = [
  'hello',
  'good.luck',
  'nice.hand',
  'well.played',
  'thanks',
  'hurry.up',
  'oops',
  'good.game',
  'bye',
] as const;
export const PVP_CHAT_EMOJI = ['smile', 'laugh', 'wow', 'cry', 'angry', 'cool', 'thumbs.up', 'clap', 'fire'] as const;
export const PVP_CHAT_MAX_CHARS = 120;
export const chatMessageInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('phrase'), id: z.enum(PVP_CHAT_PHRASES) }),
  z.object({ kind: z.literal('emoji'), id: z.enum(PVP_CHAT_EMOJI) }),
  z.object({ kind: z.literal('text'), text: singleLineText().trim().min(1).max(PVP_CHAT_MAX_CHARS) }),
]);
export type PvpChatMessage = z.infer<typeof chatMessageInput>;

/** A table's stakes: blinds for Hold'em; the unit stake (ante) for Tiến Lên and Niu-Niu. */
export const pvpStakesSchema = z.object({
  /** The operator's name for the level, e.g. "NL200" or "U1000". */
  stakeLevel: z.string(),
  smallBlind: moneyString.nullable(),
  bigBlind: moneyString.nullable(),
  ante: moneyString.nullable(),
  /** Rake in basis points of the pot (Hold'em) or of each winner's receipt (the others), and its cap per hand. */
  rakeBp: z.number().int(),
  rakeCap: moneyString,
  minBuyIn: moneyString,
  maxBuyIn: moneyString,
});

/** One row of the room list (`GLS2_roomList`), pushed again when its seats or players change. */
export const pvpRoomSchema = pvpStakesSchema.extend({
  roomId: z.number().int(),
  game: z.enum(PVP_GAMES),
  name: z.string(),
  seatsTotal: z.number().int(),
  seatsTaken: z.number().int(),
  seatsFree: z.number().int(),
  /** Everyone with the table open: seated players and watchers. */
  playersOnline: z.number().int(),
  /** Practice tables play with demo credit, for trial accounts only; real-money tables seat real members only. */
  practice: z.boolean(),
  /** OPEN seats players; CLOSED by the operator (hands in progress finish, nobody new sits). */
  status: z.enum(['OPEN', 'CLOSED']),
  /** Whether a hand is being played now. */
  inHand: z.boolean(),
});
export type PvpRoom = z.infer<typeof pvpRoomSchema>;

export const pvpSeatSchema = z.object({
  seatNo: z.number().int(),
  state: z.enum(PVP_SEAT_STATES),
  nickname: z.string().nullable(),
  avatar: z.string().nullable(),
  /** Chips in front of the player, not counting what is in the pot. */
  chips: moneyString,
  /** Put in on the current street (Hold'em) or staked this round. */
  betThisStreet: moneyString,
  /** A computer player: only at practice tables, always shown as one. */
  isBot: z.boolean(),
  isViewer: z.boolean(),
  /** Cards held (a count even when hidden), and the cards themselves only for the viewer or when shown down. */
  cardCount: z.number().int(),
  cards: z.array(cardCodeSchema).nullable(),
  /** Seconds of time bank left to this seat. */
  timeBankSeconds: z.number().int(),
});
export type PvpSeat = z.infer<typeof pvpSeatSchema>;

export const holdemLegalActionsSchema = z.object({
  canFold: z.boolean(),
  canCheck: z.boolean(),
  /** What a call adds (all-in when it is the whole stack); null when there is nothing to call. */
  callAmount: moneyString.nullable(),
  /** Bet or raise bounds as street totals (what the player has in front afterwards). */
  raise: z.object({ kind: z.enum(['BET', 'RAISE']), minTo: moneyString, maxTo: moneyString }).nullable(),
});
export type HoldemLegalActionsView = z.infer<typeof holdemLegalActionsSchema>;

export const pvpPotSchema = z.object({ amount: moneyString, eligibleSeats: z.array(z.number().int()) });

/** The Hold'em part of a hand in progress. */
export const holdemHandPartSchema = z.object({
  game: z.literal('HOLDEM'),
  street: z.enum(HOLDEM_STREETS),
  board: z.array(cardCodeSchema),
  /** Pots as they stand (bets of the current street included); the last one is the one still growing. */
  pots: z.array(pvpPotSchema),
  potTotal: moneyString,
  currentBet: moneyString,
  buttonSeat: z.number().int(),
  smallBlindSeat: z.number().int(),
  bigBlindSeat: z.number().int(),
  /** The viewer's choices when it is the viewer's turn, otherwise null. */
  legalActions: holdemLegalActionsSchema.nullable(),
});

/** Niu-Niu's hand categories, weakest first (niuniu-hands.ts): no bull, bull 1–9, bull-bull, then the specials. */
export const NIUNIU_HAND_CATEGORIES = [
  'NO_BULL',
  'BULL_1',
  'BULL_2',
  'BULL_3',
  'BULL_4',
  'BULL_5',
  'BULL_6',
  'BULL_7',
  'BULL_8',
  'BULL_9',
  'BULL_BULL',
  'FIVE_FACE',
  'BOMB',
  'FIVE_SMALL',
] as const;
export type NiuNiuHandCategory = (typeof NIUNIU_HAND_CATEGORIES)[number];

/** A Niu-Niu hand as the engine reads five cards: its category and the three cards making the bull (if any). */
export const niuniuHandReadSchema = z.object({
  category: z.enum(NIUNIU_HAND_CATEGORIES),
  bullCards: z.array(cardCodeSchema),
  /** What a win with this hand pays, times the stake (the table's multipliers). */
  multiplier: z.number().int(),
});

/**
 * The Niu-Niu part of a hand in progress. Every player has its five cards (only the viewer's are in its seat);
 * each plays the banker alone for the table's stake. The hand waits until every player has shown (pressed Show, or
 * its time ran out: the engine reads the best bull itself), then settles at once: the cards are revealed with the
 * result, never before.
 */
export const niuniuHandPartSchema = z.object({
  game: z.literal('NIUNIU'),
  bankerSeat: z.number().int(),
  /** What each player stakes against the banker (the table's unit stake). */
  stake: moneyString,
  /** The players in the hand, in deal order (the banker last), and whether each has shown yet. */
  seats: z.array(z.object({ seatNo: z.number().int(), isBanker: z.boolean(), shown: z.boolean() })),
  /** The viewer's own hand as the engine reads it; null for a watcher. */
  viewerHand: niuniuHandReadSchema.nullable(),
  /** Whether the viewer may press Show now (in the hand and not shown yet). */
  canShow: z.boolean(),
});

/** Tiến Lên's combinations (tienlen-combos.ts). */
export const TIENLEN_COMBOS = ['SINGLE', 'PAIR', 'TRIPLE', 'STRAIGHT', 'PAIR_RUN', 'FOUR_OF_A_KIND'] as const;
/** The dealt hands that win at once ("tới trắng"), best first. */
export const TIENLEN_INSTANT_WINS = ['DRAGON', 'FOUR_TWOS', 'FIVE_PAIR_RUN', 'SIX_PAIRS'] as const;

/** The combination to beat in the round, and who played it. */
export const tienlenTableSchema = z.object({
  seatNo: z.number().int(),
  kind: z.enum(TIENLEN_COMBOS),
  cards: z.array(cardCodeSchema),
});

/**
 * The Tiến Lên part of a game in progress: the combination on the table (null when the player to act leads a new
 * round), how many cards each player holds and who has passed this round. The viewer's own cards are in its seat.
 */
export const tienlenHandPartSchema = z.object({
  game: z.literal('TIENLEN'),
  unitStake: moneyString,
  table: tienlenTableSchema.nullable(),
  players: z.array(z.object({ seatNo: z.number().int(), cardCount: z.number().int(), passed: z.boolean() })),
  /** The card the table's first play must contain (the lowest dealt), or null. */
  mustInclude: cardCodeSchema.nullable(),
});

/** Each game's part of a hand. */
export const pvpHandPartSchema = z.discriminatedUnion('game', [
  holdemHandPartSchema,
  niuniuHandPartSchema,
  tienlenHandPartSchema,
]);
export type PvpHandPart = z.infer<typeof pvpHandPartSchema>;

export const pvpHandSchema = z.object({
  handId: z.string(),
  status: z.enum(PVP_HAND_STATUSES),
  /** SHA-256 of the server seed, published before the players' seeds were frozen. */
  serverSeedHash: z.string(),
  /** SHA-256 of the shuffled deck and the server seed, published when the hand started. */
  commitment: z.string(),
  toActSeat: z.number().int().nullable(),
  /** When the seat to act is folded or checked; its time bank runs after this. */
  actionDeadline: z.string().nullable(),
  part: pvpHandPartSchema,
});
export type PvpHand = z.infer<typeof pvpHandSchema>;

/** The fairness reveal of an ended hand: enough to replay the shuffle (ENGINE.md, "Shuffle"). */
export const pvpRevealSchema = z.object({
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  commitment: z.string(),
  playerSeeds: z.array(z.object({ seat: z.number().int(), seed: z.string() })),
  /** The 52 cards in deal order, as the 104-character text the commitment hashes. */
  deck: z.string(),
});
export type PvpReveal = z.infer<typeof pvpRevealSchema>;

/** A hand shown at the end. Niu-Niu shows every hand with `category` null (its reading is in the result's `niuniu`). */
export const pvpShownHandSchema = z.object({
  seatNo: z.number().int(),
  cards: z.array(cardCodeSchema),
  category: z.enum(HOLDEM_HAND_CATEGORIES).nullable(),
  /** Hold'em: the best five; Niu-Niu: the three cards making the bull (none without a bull). */
  bestFive: z.array(cardCodeSchema),
});

export const pvpPlayerResultSchema = z.object({
  seatNo: z.number().int(),
  nickname: z.string(),
  isBot: z.boolean(),
  /** Chips put in, chips won back (pots and uncalled bets), and won minus put in. */
  bet: moneyString,
  won: moneyString,
  net: moneyString,
  /** The chips in front after the hand. */
  chips: moneyString,
});

/** One seat's part in a settled Niu-Niu hand: its cards, how the engine read them, and its result against the banker. */
export const niuniuSeatResultSchema = niuniuHandReadSchema.extend({
  seatNo: z.number().int(),
  isBanker: z.boolean(),
  cards: z.array(cardCodeSchema),
  /** 0 for the banker. */
  stake: moneyString,
  /** Against the banker; null for the banker itself. */
  beatsBanker: z.boolean().nullable(),
  /** Stake × the winning hand's multiplier: what this player wins or loses before the stacks cap it. */
  owed: moneyString,
  /** Chips paid out, received (before the rake), this seat's rake, and the net after the rake. */
  paid: moneyString,
  received: moneyString,
  rake: moneyString,
  net: moneyString,
});

export const niuniuResultSchema = z.object({
  bankerSeat: z.number().int(),
  /** False when the banker's chips (with what it collected) could not pay every winner in full (shared pro rata). */
  bankerCovered: z.boolean(),
  seats: z.array(niuniuSeatResultSchema),
});
export type NiuNiuResultView = z.infer<typeof niuniuResultSchema>;

/** A settled Tiến Lên game: the winner, what each loser owed and why (in units), and each seat's chips. */
export const tienlenResultSchema = z.object({
  winnerSeat: z.number().int(),
  instantWin: z.enum(TIENLEN_INSTANT_WINS).nullable(),
  unitStake: moneyString,
  debts: z.array(
    z.object({
      fromSeat: z.number().int(),
      toSeat: z.number().int(),
      units: z.number().int(),
      reason: z.enum(['CARDS_LEFT', 'FROZEN', 'ROTTEN', 'CHOP', 'INSTANT_WIN']),
    }),
  ),
  seats: z.array(
    z.object({
      seatNo: z.number().int(),
      /** The cards still held at the end (shown to everyone: they decide what a loser pays). */
      cardsLeft: z.array(cardCodeSchema),
      paid: moneyString,
      received: moneyString,
      rake: moneyString,
      net: moneyString,
    }),
  ),
});

export const pvpHandResultSchema = z.object({
  handId: z.string(),
  status: z.enum(['ENDED', 'CANCELLED']),
  endedAt: z.string(),
  board: z.array(cardCodeSchema),
  pots: z.array(
    pvpPotSchema.extend({
      rake: moneyString,
      winners: z.array(z.object({ seatNo: z.number().int(), amount: moneyString })),
    }),
  ),
  rake: moneyString,
  wentToShowdown: z.boolean(),
  shown: z.array(pvpShownHandSchema),
  players: z.array(pvpPlayerResultSchema),
  /** Null for a cancelled hand (its deck was never used in full, and nothing moved). */
  reveal: pvpRevealSchema.nullable(),
  /** A Niu-Niu hand's banker, hands and results (absent for the other games and for a cancelled hand). */
  niuniu: niuniuResultSchema.optional(),
  /** A Tiến Lên game's winner, debts and results (absent for the other games and for a cancelled game). */
  tienlen: tienlenResultSchema.optional(),
});
export type PvpHandResult = z.infer<typeof pvpHandResultSchema>;

/** The table as one seat (or a watcher) sees it: sent on join, on reconnect, and after anything it missed. */
export const pvpTableSnapshotSchema = z.object({
  room: pvpRoomSchema,
  /** Increases with every change at the table; a client seeing a gap asks for a snapshot again (`join`). */
  version: z.number().int(),
  seats: z.array(pvpSeatSchema),
  viewerSeat: z.number().int().nullable(),
  hand: pvpHandSchema.nullable(),
  /** SHA-256 of the next hand's server seed: a player may send a seed for that hand until it starts. */
  nextServerSeedHash: z.string(),
  /** The viewer's seed for the next hand (one is made up when the player sends none). */
  viewerSeed: z.string().nullable(),
  /** The seconds a turn lasts before the time bank starts. */
  turnSeconds: z.number().int(),
  lastHands: z.array(pvpHandResultSchema),
  serverTime: z.string(),
  /** Free-text chat is on here (the operator's site-wide switch and this table's); phrases and emoji always are. */
  freeChat: z.boolean(),
});
export type PvpTableSnapshot = z.infer<typeof pvpTableSnapshotSchema>;
