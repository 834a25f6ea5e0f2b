import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { rewardKeys } from './keys.ts';

export const promotionCountsQuery = (token: string | null, isEnabled: boolean) =>
  queryOptions({
    queryKey: rewardKeys.counts(token),
    enabled: isEnabled && Boolean(token),
    staleTime: 0,
    refetchInterval: 60_000,
    queryFn: ({ signal }) => callApi('availablePromotionCounts', { signal }),
  });

/**
 * The member-centre badge: how many missions can be claimed now (the MISSION entry of the available
 * promotion counts). Never stale, so it is fetched again each time the member centre opens: a
 * mission just completed in a game shows on the badge at once, as it does on the mission page.
 */
export function useAvailableMissionCount(isEnabled: boolean): number {
  const token = useSessionStore((state) => state.token);
  const counts = useQuery(promotionCountsQuery(token, isEnabled));
  return counts.data?.find((entry) => entry.type === 'MISSION')?.count ?? 0;
}
