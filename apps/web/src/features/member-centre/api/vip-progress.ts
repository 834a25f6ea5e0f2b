import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { rewardKeys } from './keys.ts';

export const vipProgressQuery = (token: string | null, isEnabled: boolean) =>
  queryOptions({
    queryKey: rewardKeys.vip(token),
    staleTime: 0,
    retry: false,
    enabled: isEnabled,
    queryFn: ({ signal }) => callApi('vipProgress', { signal }),
  });

/** The member's VIP progress, for the monthly bonus; idle while the VIP module is off. */
export function useVipProgress(isEnabled: boolean) {
  const token = useSessionStore((state) => state.token);
  return useQuery(vipProgressQuery(token, isEnabled));
}
