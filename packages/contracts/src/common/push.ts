import { z } from 'zod';
import { drawSchema } from '../lottery/lottery-schemas.ts';
import { pvpRoomSchema } from '../pvp/pvp-schemas.ts';
import { eventSchema as sportEventSchema, marketSchema } from '../sportsbook/sportsbook-schemas.ts';

/**
 * The push channel: one WebSocket per browser tab at PUSH_PATH. The client may send its member token (to also
 * receive its own balance) and the topics it wants; the server sends small "this changed" events with the data a
 * screen needs. A client that reconnects refetches what it shows (events are not replayed). With REDIS_URL set,
 * every instance relays every event through Redis pub/sub, so it does not matter which instance a tab is on.
 */
export const PUSH_PATH = '/wps/push';

/**
 * `lottery` every draw event of every game; `lottery:KENO_1M` those of one game. `sports` every sportsbook event,
 * `sports:FOOTBALL` those of one sport, `sports:event:FBL-PL-s3-md12-m4` those of one event (a page watching a few
 * events of open bets). `pvp` every card room's row of the room list, `pvp:HOLDEM` those of one game. A socket
 * holding several topics an event goes to gets it once.
 */
export const pushTopicInput = z
  .string()
  .max(80)
  .regex(
    /^(lottery(:[A-Z0-9_]{2,32})?|pvp(:(HOLDEM|TIENLEN|NIUNIU))?|sports(:(FOOTBALL|BASKETBALL|MOBA|SHOOTER|COCKFIGHT))?|sports:event:[A-Z0-9][A-Za-z0-9-]{2,63})$/,
  );

/** What changed on a sportsbook event: its phase, its state in play (at most once a second), the desk's hand. */
export const SPORTS_PUSH_CHANGES = [
  'opened',
  'live',
  'state',
  'suspended',
  'resumed',
  'ended',
  'settled',
  'voided',
] as const;
export type SportsPushChange = (typeof SPORTS_PUSH_CHANGES)[number];

/**
 * The event as the board lists it (`sportsbookEvents`: the event with its main markets priced at that second), and
 * the markets the desk suspended: a page patches its lists with it and refetches only what it shows in full.
 */
export const pushedSportEventSchema = sportEventSchema.extend({
  mainMarkets: z.array(marketSchema),
  marketCount: z.number().int(),
  suspendedMarkets: z.array(z.string()),
});

export const pushClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(200) }),
  z.object({ type: z.literal('subscribe'), topics: z.array(pushTopicInput).max(20) }),
  z.object({ type: z.literal('ping') }),
]);
export type PushClientMessage = z.infer<typeof pushClientMessageSchema>;

export const pushEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), serverTime: z.string(), isMember: z.boolean() }),
  /** A draw changed: opened for sale, drawn (numbers out), settled or voided. */
  z.object({
    type: z.literal('lottery.draw'),
    gameCode: z.string(),
    event: z.enum(['opened', 'drawn', 'settled', 'voided']),
    draw: drawSchema,
  }),
  /**
   * A sportsbook event changed: opened for betting, went live, its score, minute or period moved (at most once a
   * second), the desk suspended or resumed markets, it ended (result revealed), its bets were settled, or it was voided.
   */
  z.object({
    type: z.literal('sports.event'),
    event: z.enum(SPORTS_PUSH_CHANGES),
    sportEvent: pushedSportEventSchema,
  }),
  /** A card room's row of the room list changed: seats taken or free, players online, a hand started or ended. */
  z.object({ type: z.literal('pvp.room'), room: pvpRoomSchema }),
  /** The member's available balance moved (a settlement paid, a refund). Only sent to the member's own sockets. */
  z.object({ type: z.literal('wallet.balance'), balance: z.string() }),
  z.object({ type: z.literal('pong'), serverTime: z.string() }),
]);
export type PushEvent = z.infer<typeof pushEventSchema>;
