import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '../../lib/data/query-keys.ts';
import { callApi } from '../../lib/api-client.ts';
import { useSessionStore } from '../../lib/session-store.ts';

export const VIP_LEVELS_KEY = ['vip', 'levels'] as const;
const progressKey = (token: string | null) => ['vip', 'progress', token] as const;

/** The ladder, public. */
export function useVipLevels() {
  return useQuery({
    queryKey: VIP_LEVELS_KEY,
    queryFn: ({ signal }) => callApi('vipLevels', { signal }),
    staleTime: 60_000,
  });
}

/** The member's level and progress; reading it applies an earned upgrade on the server. */
export function useVipProgress() {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: progressKey(token),
    queryFn: ({ signal }) => callApi('vipProgress', { signal }),
    enabled: Boolean(token),
  });
}

export function useClaimMonthly() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('vipClaimMonthly', { body: {} }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['vip', 'progress'] });
      void client.invalidateQueries({ queryKey: QUERY_KEYS.walletBalance });
      void client.invalidateQueries({ queryKey: ['member', 'info'] });
    },
  });
}
