import { z } from 'zod';
import { moneyString } from '../common/envelope.ts';
import { requestIdInput } from '../wallet/wallet-common.ts';
import {
  cardCodeSchema,
  chatMessageInput,
  chipAmountInput,
  HOLDEM_ACTIONS,
  HOLDEM_STREETS,
  handIdInput,
  holdemLegalActionsSchema,
  playerSeedInput,
  pvpHandResultSchema,
  pvpPotSchema,
  pvpSeatSchema,
  pvpTableSnapshotSchema,
  pvpShownHandSchema,
  seatNoInput,
  tableIdInput,
  tienlenTableSchema,
} from './pvp-schemas.ts';

/**
 * The PVP table socket: one WebSocket per tab at PVP_PATH, separate from the push channel (which carries the room
 * list and the header balance). The client authenticates with its member token first, then joins tables by id.
 * Every client message is one JSON object validated by `pvpClientMessageSchema`; every answer or table change is
 * one of `pvpServerMessageSchema`. Money crosses as decimal strings in the site's currency.
 */
export const PVP_PATH = '/wps/pvp';

/** Close codes of the table socket (besides the standard 1001 shutting down, 1009 too big, 1011 server error). */
export const PVP_CLOSE_CODES = {
  /** Not JSON, or a message that is not one of the schema's. */
  badMessage: 4400,
  /** No `auth` within the first seconds, or a token that is not a live session. */
  unauthenticated: 4401,
  /** Too many messages, sockets or auths. */
  rateLimited: 4429,
  /** The same member opened the table socket in another tab: the older one is closed. */
  replaced: 4409,
} as const;

const tableRef = { tableId: tableIdInput };

export const pvpClientMessageSchema = z.discriminatedUnion('type', [
  /** The member token, as sent in the token header; must be the first message. */
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(200) }),
  /** Open a table (watch it): answered with a snapshot, then its changes. Also how a client asks for a snapshot again. */
  z.object({ type: z.literal('join'), ...tableRef }),
  /** Stop watching a table (a seated player keeps the seat; use `leave` to stand up). */
  z.object({ type: z.literal('unwatch'), ...tableRef }),
  /** Take a seat, buying in from the wallet (idempotent on requestId). */
  z.object({
    type: z.literal('sit'),
    ...tableRef,
    seatNo: seatNoInput,
    buyIn: chipAmountInput,
    requestId: requestIdInput,
  }),
  /** Add chips from the wallet between hands, up to the table's maximum buy-in. */
  z.object({ type: z.literal('topUp'), ...tableRef, amount: chipAmountInput, requestId: requestIdInput }),
  /** Stand up: the chips go back to the wallet (after the current hand when the player is in it). */
  z.object({ type: z.literal('leave'), ...tableRef, requestId: requestIdInput }),
  /** Skip the next hands while keeping the seat, or come back. */
  z.object({ type: z.literal('sitOut'), ...tableRef }),
  z.object({ type: z.literal('sitIn'), ...tableRef }),
  /** A Hold'em action; `amount` is the street total for BET and RAISE (what the player has in front afterwards). */
  z.object({
    type: z.literal('action'),
    ...tableRef,
    handId: handIdInput,
    action: z.enum(HOLDEM_ACTIONS),
    amount: chipAmountInput.optional(),
    requestId: requestIdInput,
  }),
  /** Niu-Niu: the player has looked at its cards and shows them (they are revealed to all once every player has). */
  z.object({ type: z.literal('show'), ...tableRef, handId: handIdInput, requestId: requestIdInput }),
  /** Tiến Lên: play a combination of the player's own cards (four+ pairs may chop out of turn). */
  z.object({
    type: z.literal('play'),
    ...tableRef,
    handId: handIdInput,
    cards: z.array(cardCodeSchema).min(1).max(13),
    requestId: requestIdInput,
  }),
  /** Tiến Lên: pass (out of the round until a new one is led). */
  z.object({ type: z.literal('pass'), ...tableRef, handId: handIdInput, requestId: requestIdInput }),
  z.object({ type: z.literal('chat'), ...tableRef, message: chatMessageInput }),
  /** The player's seed for the next hand, mixed into its shuffle (sent before that hand starts). */
  z.object({ type: z.literal('seed'), ...tableRef, seed: playerSeedInput }),
  z.object({ type: z.literal('ping') }),
]);
export type PvpClientMessage = z.infer<typeof pvpClientMessageSchema>;
export type PvpClientMessageType = PvpClientMessage['type'];

const tableEvent = { tableId: z.number().int(), version: z.number().int() };

export const pvpServerMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('hello'),
    serverTime: z.string(),
    isMember: z.boolean(),
    nickname: z.string().nullable(),
  }),
  z.object({ type: z.literal('snapshot'), table: pvpTableSnapshotSchema }),
  /** A seat changed: someone sat, stood up, topped up, sat out or came back, went away or reconnected. */
  z.object({ type: z.literal('seat'), ...tableEvent, seat: pvpSeatSchema }),
  /** A hand started: its commitment, the button (Hold'em) or the banker (Niu-Niu), and who is in. */
  z.object({
    type: z.literal('hand.started'),
    ...tableEvent,
    handId: z.string(),
    serverSeedHash: z.string(),
    commitment: z.string(),
    buttonSeat: z.number().int(),
    seats: z.array(z.number().int()),
    /** The next hand's seed hash, published now so players can send seeds for it. */
    nextServerSeedHash: z.string(),
  }),
  /** Cards dealt: the viewer's own cards, or only how many another seat got. */
  z.object({
    type: z.literal('dealt'),
    ...tableEvent,
    handId: z.string(),
    seatNo: z.number().int(),
    cardCount: z.number().int(),
    cards: z.array(cardCodeSchema).nullable(),
  }),
  /** A blind or an action: what the seat has in front and behind after it, and whose turn is next. */
  z.object({
    type: z.literal('acted'),
    ...tableEvent,
    handId: z.string(),
    seatNo: z.number().int(),
    action: z.enum([...HOLDEM_ACTIONS, 'SMALL_BLIND', 'BIG_BLIND']),
    betThisStreet: moneyString,
    added: moneyString,
    chips: moneyString,
    timedOut: z.boolean(),
    potTotal: moneyString,
    toActSeat: z.number().int().nullable(),
    actionDeadline: z.string().nullable(),
    /** The viewer's choices when the turn is now the viewer's (sent to that member only), otherwise null. */
    legalActions: holdemLegalActionsSchema.nullable().optional(),
  }),
  z.object({
    type: z.literal('street'),
    ...tableEvent,
    handId: z.string(),
    street: z.enum(HOLDEM_STREETS),
    cards: z.array(cardCodeSchema),
    pots: z.array(pvpPotSchema),
    /** As in `acted`: the viewer's choices when the new street opens on its turn. */
    legalActions: holdemLegalActionsSchema.nullable().optional(),
  }),
  /** Niu-Niu: a seat has shown (its cards come with the showdown, once every player has). */
  z.object({
    type: z.literal('shown'),
    ...tableEvent,
    handId: z.string(),
    seatNo: z.number().int(),
    /** Its time ran out and the engine read the hand for it. */
    timedOut: z.boolean(),
  }),
  /** Tiến Lên: a play or a pass, and the round as it stands after it (a new round has no table and nobody passed). */
  z.object({
    type: z.literal('played'),
    ...tableEvent,
    handId: z.string(),
    seatNo: z.number().int(),
    move: z.enum(['PLAY', 'PASS']),
    cards: z.array(cardCodeSchema),
    outOfTurn: z.boolean(),
    timedOut: z.boolean(),
    /** Cards the seat holds after the move. */
    cardCount: z.number().int(),
    table: tienlenTableSchema.nullable(),
    passedSeats: z.array(z.number().int()),
    toActSeat: z.number().int().nullable(),
    actionDeadline: z.string().nullable(),
  }),
  z.object({ type: z.literal('showdown'), ...tableEvent, handId: z.string(), shown: z.array(pvpShownHandSchema) }),
  /** The hand is settled through the ledger: results, rake and the fairness reveal. */
  z.object({ type: z.literal('hand.ended'), ...tableEvent, result: pvpHandResultSchema }),
  /** The hand was cancelled (its instance stopped): nothing moved, every bet is back in front of its player. */
  z.object({
    type: z.literal('hand.cancelled'),
    ...tableEvent,
    handId: z.string(),
    reason: z.enum(['INSTANCE_LOST', 'TABLE_CLOSED']),
  }),
  z.object({
    type: z.literal('chat'),
    tableId: z.number().int(),
    seatNo: z.number().int().nullable(),
    nickname: z.string(),
    message: chatMessageInput,
  }),
  /** A request with a requestId succeeded (sit, top up, leave, action). */
  z.object({ type: z.literal('ok'), requestId: z.string(), tableId: z.number().int() }),
  /** Refused or invalid: `code` is an error code of the contracts (pvp.*, balance.insufficient, …). */
  z.object({
    type: z.literal('error'),
    code: z.string(),
    message: z.string(),
    tableId: z.number().int().nullable(),
    requestId: z.string().nullable(),
  }),
  z.object({ type: z.literal('pong'), serverTime: z.string() }),
]);
export type PvpServerMessage = z.infer<typeof pvpServerMessageSchema>;
