/**
 * A small first-in-first-out memo for pricing models: a live event is priced every second and its state often has
 * not changed since the last second (and every viewer of the board asks for the same prices), so the score laws
 * are kept by their inputs. Bounded, so a long day of events cannot grow it.
 */
export type ModelCache<T> = { get: (key: string, build: () => T) => T };

export function createModelCache<T>(capacity: number): ModelCache<T> {
  const entries = new Map<string, T>();
  return {
    get: (key, build) => {
      const known = entries.get(key);
      if (known !== undefined) return known;
      const value = build();
      if (entries.size >= capacity) entries.delete(entries.keys().next().value as string);
      entries.set(key, value);
      return value;
    },
  };
}
