import { useEffect, useState } from 'react';
import { serverNow } from '../utils/server-clock.ts';

const listeners = new Set<(now: number) => void>();
let timer: ReturnType<typeof setInterval> | null = null;

function tick() {
  const now = serverNow();
  for (const listener of listeners) listener(now);
}

/** The server's time, re-rendering once a second; every countdown of the board shares one interval. */
export function useServerNow(): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    listeners.add(setNow);
    if (!timer) timer = setInterval(tick, 1000);
    return () => {
      listeners.delete(setNow);
      if (listeners.size === 0 && timer) {
        clearInterval(timer);
        timer = null;
      }
    };
  }, []);
  return now;
}
