import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Lets a function run at most once per `intervalMs` (captcha refresh, sms send): calls
 * inside the window are dropped, as the spec's throttles do.
 */
export function useThrottledCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  intervalMs: number,
): (...args: A) => void {
  const lastRun = useRef(Number.NEGATIVE_INFINITY);
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback(
    (...args: A) => {
      const now = Date.now();
      if (now - lastRun.current < intervalMs) return;
      lastRun.current = now;
      latest.current(...args);
    },
    [intervalMs],
  );
}
