/**
 * A short-lived, bounded cache of computed answers, keyed by a string. The lobby asks the same few
 * catalogue pages over and over, and each answer costs two queries over 10,000 games; a change
 * (an operator disabling a game) shows within the TTL, as merchant configuration changes do.
 * Concurrent misses for one key share one load; a failed load is not kept.
 */
export type AnswerCache<T> = {
  get(key: string, load: () => Promise<T>): Promise<T>;
  size(): number;
};

export function createAnswerCache<T>(options: {
  ttlMs: number;
  maxEntries: number;
  now: () => number;
}): AnswerCache<T> {
  const entries = new Map<string, { value: Promise<T>; loadedAt: number }>();
  return {
    get(key, load) {
      const now = options.now();
      const entry = entries.get(key);
      if (entry && now - entry.loadedAt < options.ttlMs) return entry.value;
      if (entry) entries.delete(key);
      const value = load();
      entries.set(key, { value, loadedAt: now });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      // Maps keep insertion order: the first key is the oldest.
      while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
    size: () => entries.size,
  };
}
