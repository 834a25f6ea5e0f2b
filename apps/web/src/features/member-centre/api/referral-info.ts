import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { rewardKeys } from './keys.ts';

export const referralInfoQuery = (token: string | null) =>
  queryOptions({
    queryKey: rewardKeys.referralInfo(token),
    staleTime: 0,
    queryFn: ({ signal }) => callApi('referralInfo', { signal }),
  });

/** The member's referral code, link, rules and totals. */
export function useReferralInfo() {
  const token = useSessionStore((state) => state.token);
  return useQuery(referralInfoQuery(token));
}
