import { useSyncExternalStore } from 'react';

/**
 * The server's clock for the book's countdowns and live minutes. Every answer that carries `serverTime` resets the
 * offset, so a visitor whose computer clock is wrong still sees a match start on time. Components read it through
 * `useServerNow`, which re-renders them once a second from one shared interval however many countdowns are shown.
 */
let offsetMs = 0;

export function noteServerTime(serverTime: string | null | undefined): void {
  const parsed = Date.parse(serverTime ?? '');
  if (!Number.isNaN(parsed)) offsetMs = parsed - Date.now();
}

export const serverNow = (): number => Date.now() + offsetMs;

const subscribers = new Set<() => void>();
let ticker: ReturnType<typeof setInterval> | undefined;

function subscribe(notify: () => void): () => void {
  subscribers.add(notify);
  ticker ??= setInterval(() => subscribers.forEach((each) => each()), 1000);
  return () => {
    subscribers.delete(notify);
    if (subscribers.size > 0 || ticker === undefined) return;
    clearInterval(ticker);
    ticker = undefined;
  };
}

/** Whole seconds, so the snapshot stays the same between two ticks as React requires. */
const secondNow = (): number => Math.floor(serverNow() / 1000) * 1000;

export function useServerNow(): number {
  return useSyncExternalStore(subscribe, secondNow, secondNow);
}
