import { createHash } from 'node:crypto';
import type { CacheBus, CacheTopic } from './cache-bus.ts';

/** A serialized answer as it goes out, with its entity tag. */
export type SharedAnswer = { body: string; etag: string };

/**
 * Answers that do not depend on who asks (the game lists, menus and vendors), kept serialized per topic and key
 * (the request's address and language), with a strong ETag so a browser's If-None-Match gets a 304. An entry lives
 * `ttlMs` (0 turns sharing off) or until its topic is invalidated on any instance (cache-bus.ts); a merchant
 * configuration change drops every topic, as every answer is built with it. Concurrent misses of a key share one
 * load; a failed load is not kept; each topic keeps at most `maxEntries` keys (the oldest go first).
 */
export type SharedAnswers = {
  readonly enabled: boolean;
  get(topic: CacheTopic, key: string, load: () => Promise<string>): Promise<SharedAnswer>;
  /** Counts the invalidations of a topic: caches of loaded values put it in their keys. */
  generation(topic: CacheTopic): number;
  /** Drops the topic here and on every other instance. */
  invalidate(topic: CacheTopic): void;
  /** Runs after the topic was invalidated here or on another instance (after this cache dropped it). */
  onInvalidate(topic: CacheTopic, listener: () => void): void;
  ready(): Promise<void>;
  close(): Promise<void>;
};

type Entry = { value: Promise<SharedAnswer>; loadedAt: number };

export const entityTagOf = (body: string): string => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** True when an If-None-Match header names the tag (a list of tags, weak ones compared weakly, or `*`). */
export function matchesEntityTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export function createSharedAnswers(options: {
  ttlMs: number;
  maxEntries?: number;
  now: () => number;
  bus: CacheBus;
}): SharedAnswers {
  const { ttlMs, bus, now } = options;
  const maxEntries = options.maxEntries ?? 1000;
  const topics = new Map<CacheTopic, Map<string, Entry>>();
  const generations = new Map<CacheTopic, number>();
  const drop = (topic: CacheTopic) => {
    topics.delete(topic);
    generations.set(topic, (generations.get(topic) ?? 0) + 1);
  };
  bus.onInvalidate('catalogue', () => drop('catalogue'));
  bus.onInvalidate('merchant', () => {
    for (const topic of [...topics.keys()]) drop(topic);
    drop('merchant');
  });

  return {
    enabled: ttlMs > 0,
    get(topic, key, load) {
      let entries = topics.get(topic);
      if (!entries) topics.set(topic, (entries = new Map()));
      const at = now();
      const entry = entries.get(key);
      if (entry && at - entry.loadedAt < ttlMs) return entry.value;
      if (entry) entries.delete(key);
      const value = load().then((body) => ({ body, etag: entityTagOf(body) }));
      const kept = entries;
      kept.set(key, { value, loadedAt: at });
      value.catch(() => {
        if (kept.get(key)?.value === value) kept.delete(key);
      });
      // Maps keep insertion order: the first key is the oldest.
      while (kept.size > maxEntries) kept.delete(kept.keys().next().value!);
      return value;
    },
    generation: (topic) => generations.get(topic) ?? 0,
    invalidate: (topic) => bus.invalidate(topic),
    onInvalidate: (topic, listener) => bus.onInvalidate(topic, listener),
    ready: () => bus.ready(),
    close: () => bus.close(),
  };
}
