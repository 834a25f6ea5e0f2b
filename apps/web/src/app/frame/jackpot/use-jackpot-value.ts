import { JACKPOT } from '@lucky/contracts/common/constants';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callApi } from '../../../lib/api-client.ts';
import { QUERY_KEYS } from '../../../lib/data/query-keys.ts';

/** A random integer step between the spec's bounds, inclusive. */
export function nextJackpotStep(random: () => number = Math.random): number {
  return JACKPOT.minStep + Math.floor(random() * (JACKPOT.maxStep - JACKPOT.minStep + 1));
}

/** The spec's rolling counter: starts at 123,581,220 and grows by 99 to 999 every 500 ms. `running` false holds it. */
export function useDemoJackpotValue(running = true): number {
  const [value, setValue] = useState<number>(JACKPOT.start);
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setValue((current) => current + nextJackpotStep()), JACKPOT.tickMs);
    return () => clearInterval(timer);
  }, [running]);
  return value;
}

/** How often an open page re-reads the real pool: every stake on a jackpot title grows it. */
export const POOL_REFRESH_MS = 10_000;

/** What the merchant shows: DEMO (the rolling counter) or POOL (the real pool and its last win); undefined while loading. */
export function useSiteJackpot() {
  return useQuery({
    queryKey: QUERY_KEYS.siteJackpot,
    queryFn: ({ signal }) => callApi('siteJackpot', { signal }),
    refetchInterval: POOL_REFRESH_MS,
    staleTime: POOL_REFRESH_MS / 2,
  });
}
