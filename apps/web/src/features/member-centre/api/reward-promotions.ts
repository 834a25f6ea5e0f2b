import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { rewardKeys } from './keys.ts';

/** Under 'rewards' rather than 'promotions': the reward center refreshes it with its other sources after a claim. */
export const rewardPromotionsQuery = (token: string | null) =>
  queryOptions({
    queryKey: rewardKeys.promotions(token),
    staleTime: 0,
    retry: false,
    queryFn: ({ signal }) => callApi('promotionList', { signal }),
  });

/** The promotions with the member's status, for those waiting to be claimed. */
export function useRewardPromotions() {
  const token = useSessionStore((state) => state.token);
  return useQuery(rewardPromotionsQuery(token));
}
