import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { rewardKeys } from './keys.ts';

export const rewardCenterQuery = (token: string | null) =>
  queryOptions({
    queryKey: rewardKeys.center(token),
    staleTime: 0,
    queryFn: ({ signal }) => callApi('rewardCenter', { signal }),
  });

/** The missions and referral rewards claimable now. */
export function useRewardCenter() {
  const token = useSessionStore((state) => state.token);
  return useQuery(rewardCenterQuery(token));
}
