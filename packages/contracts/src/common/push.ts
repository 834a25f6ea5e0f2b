import { z } from 'zod';
import { drawSchema } from '../lottery/lottery-schemas.ts';

/**
 * The push channel: one WebSocket per browser tab at PUSH_PATH. The client may send its member token (to also
 * receive its own balance) and the topics it wants; the server sends small "this changed" events with the data a
 * screen needs. A client that reconnects refetches what it shows (events are not replayed). With REDIS_URL set,
 * every instance relays every event through Redis pub/sub, so it does not matter which instance a tab is on.
 */
export const PUSH_PATH = '/wps/push';

/** `lottery` every draw event of every game; `lottery:KENO_1M` those of one game. */
export const pushTopicInput = z.string().regex(/^lottery(:[A-Z0-9_]{2,32})?$/);

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
  /** The member's available balance moved (a settlement paid, a refund). Only sent to the member's own sockets. */
  z.object({ type: z.literal('wallet.balance'), balance: z.string() }),
  z.object({ type: z.literal('pong'), serverTime: z.string() }),
]);
export type PushEvent = z.infer<typeof pushEventSchema>;
