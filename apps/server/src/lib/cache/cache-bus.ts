import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** What a cache holds, named so that a change can drop it on every instance. */
export const CACHE_TOPICS = ['catalogue', 'merchant'] as const;
export type CacheTopic = (typeof CACHE_TOPICS)[number];

export const CACHE_CHANNEL = 'lucky:cache';

/**
 * Tells every instance that what it caches under a topic is out of date. The instance that makes a change calls
 * `invalidate` once its transaction has committed: its own listeners run at once, and with Redis the other
 * instances' listeners run when the message arrives (pub/sub, at most once; a message lost while Redis is away
 * leaves the other instances on their short TTL, which every cache keeps for that reason).
 */
export type CacheBus = {
  invalidate(topic: CacheTopic): void;
  onInvalidate(topic: CacheTopic, listener: () => void): void;
  /** Resolves once invalidations published from now on by other instances reach this one. */
  ready(): Promise<void>;
  close(): Promise<void>;
};

type BusOptions = { redisUrl?: string; channel?: string; onError: (error: Error, where: string) => void };

const isTopic = (value: unknown): value is CacheTopic => CACHE_TOPICS.includes(value as CacheTopic);

export function createCacheBus({ redisUrl, channel = CACHE_CHANNEL, onError }: BusOptions): CacheBus {
  const listeners = new Map<CacheTopic, (() => void)[]>();
  const notify = (topic: CacheTopic) => {
    for (const listener of listeners.get(topic) ?? []) {
      try {
        listener();
      } catch (error) {
        onError(error as Error, `cache listener of ${topic}`);
      }
    }
  };
  const onInvalidate = (topic: CacheTopic, listener: () => void) => {
    listeners.set(topic, [...(listeners.get(topic) ?? []), listener]);
  };
  if (!redisUrl)
    return { invalidate: notify, onInvalidate, ready: async () => undefined, close: async () => undefined };

  // This instance's own messages come back through the subscription; it has already acted on them.
  const instance = randomUUID();
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null });
  publisher.on('error', (error: Error) => onError(error, 'redis publisher'));
  subscriber.on('error', (error: Error) => onError(error, 'redis subscriber'));
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    const message = parseMessage(text);
    if (message && message.instance !== instance) notify(message.topic);
  });
  const subscribed = subscriber.subscribe(channel).then(() => undefined);
  subscribed.catch((error: Error) => onError(error, 'redis subscribe'));
  return {
    invalidate(topic) {
      notify(topic);
      publisher
        .publish(channel, JSON.stringify({ topic, instance }))
        .catch((error: Error) => onError(error, 'redis publish'));
    },
    onInvalidate,
    ready: () => subscribed,
    async close() {
      subscriber.disconnect();
      try {
        await publisher.quit();
      } catch {
        publisher.disconnect();
      }
    },
  };
}

function parseMessage(text: string): { topic: CacheTopic; instance: string } | null {
  try {
    const message = JSON.parse(text) as { topic?: unknown; instance?: unknown };
    return isTopic(message.topic) && typeof message.instance === 'string'
      ? { topic: message.topic, instance: message.instance }
      : null;
  } catch {
    return null;
  }
}
