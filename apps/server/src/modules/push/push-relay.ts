import { pushEventSchema } from '@lucky/contracts/common/push';
import { Redis } from 'ioredis';
import { z } from 'zod';

export const PUSH_CHANNEL = 'lucky:push';

/** What travels between instances: an event and who gets it, or a member's sessions whose sockets become guests. */
export const pushEnvelopeSchema = z.discriminatedUnion('to', [
  z.object({
    to: z.literal('topics'),
    topics: z.array(z.string().max(80)).min(1).max(8),
    event: pushEventSchema,
    /**
     * Names the change, for events every instance may publish (the sportsbook's phases follow the clock, and each
     * instance's job sees them): a hub delivers the first envelope of a key and drops copies that follow.
     */
    key: z.string().max(160).optional(),
  }),
  z.object({ to: z.literal('member'), memberId: z.number().int().positive(), event: pushEventSchema }),
  z.object({
    to: z.literal('forget'),
    memberId: z.number().int().positive(),
    keepSessionId: z.number().int().nullable(),
  }),
]);
export type PushEnvelope = z.infer<typeof pushEnvelopeSchema>;

/**
 * Carries envelopes to every instance's hub, this one included. The hub delivers only what comes back out of
 * the relay, never what it hands in, so each socket gets each event once however many instances there are.
 */
export type PushRelay = {
  publish(envelope: PushEnvelope): void;
  /** Resolves once envelopes published from now on reach this instance too. */
  ready(): Promise<void>;
  close(): Promise<void>;
};

type RelayOptions = { deliver: (envelope: PushEnvelope) => void; onError: (error: Error, where: string) => void };

/** One instance: publishing is delivering. */
export function createLocalRelay({ deliver }: Pick<RelayOptions, 'deliver'>): PushRelay {
  return { publish: deliver, ready: async () => undefined, close: async () => undefined };
}

/**
 * Redis pub/sub: a publisher connection and a subscriber connection (a subscribed connection can do nothing
 * else). Delivery is at most once: an event published while Redis is away is dropped, not replayed, which the
 * protocol allows (a client refetches what it shows when it reconnects).
 */
export function createRedisRelay({
  redisUrl,
  channel = PUSH_CHANNEL,
  deliver,
  onError,
}: RelayOptions & { redisUrl: string; channel?: string }): PushRelay {
  // Few retries: a service publishing after its commit must not pile up commands behind a dead Redis.
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  // ioredis subscribes again by itself after a reconnect.
  const subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null });
  publisher.on('error', (error: Error) => onError(error, 'redis publisher'));
  subscriber.on('error', (error: Error) => onError(error, 'redis subscriber'));
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    const envelope = parseEnvelope(text);
    if (envelope) deliver(envelope);
    else onError(new Error('an unreadable push envelope came through Redis'), 'redis subscriber');
  });
  const subscribed = subscriber.subscribe(channel).then(() => undefined);
  subscribed.catch((error: Error) => onError(error, 'redis subscribe'));

  return {
    publish(envelope) {
      publisher.publish(channel, JSON.stringify(envelope)).catch((error: Error) => onError(error, 'redis publish'));
    },
    ready: () => subscribed,
    async close() {
      // The subscriber has nothing to flush, and its subscribe may still wait in the offline queue of a Redis
      // that never answered, behind which a quit would wait forever.
      subscriber.disconnect();
      await quit(publisher);
    },
  };
}

function parseEnvelope(text: string): PushEnvelope | null {
  try {
    const result = pushEnvelopeSchema.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

async function quit(redis: Redis): Promise<void> {
  try {
    await redis.quit();
  } catch {
    // Already closed or never connected: make sure no socket or timer lingers.
    redis.disconnect();
  }
}
