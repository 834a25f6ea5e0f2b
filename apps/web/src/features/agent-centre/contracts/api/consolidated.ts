import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client.ts';
import { isRealMember, useSessionStore } from '../../../../lib/session-store.ts';
import { sharedKeys } from '../../api/keys.ts';

/** How often the flags are re-read while the site is open, so a new offer shows without a reload. */
const POLL_MS = 60_000;

export const consolidatedQuery = (token: string | null, isAllowed: boolean) =>
  queryOptions({
    queryKey: sharedKeys.consolidatedOf(token),
    queryFn: ({ signal }) => callApi('fundsConsolidated', { signal }),
    enabled: isAllowed,
    refetchInterval: POLL_MS,
    staleTime: 10_000,
  });

/**
 * The consolidated funds call: the contract request flags and the contract kinds held. Shared
 * by the agent menu flags and the request prompt (one request, one cache entry per session).
 */
export function useConsolidated() {
  const token = useSessionStore((state) => state.token);
  const isAllowed = useSessionStore(isRealMember);
  return useQuery(consolidatedQuery(token, isAllowed));
}
