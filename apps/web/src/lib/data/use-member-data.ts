import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';
import { QUERY_KEYS } from './query-keys.ts';

export function useWalletBalance(enabled: boolean) {
  return useQuery({
    queryKey: QUERY_KEYS.walletBalance,
    queryFn: ({ signal }) => callApi('walletBalance', { signal }),
    enabled,
    staleTime: 15_000,
    refetchInterval: enabled ? 60_000 : false,
  });
}

export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: QUERY_KEYS.unreadCount,
    queryFn: ({ signal }) => callApi('unreadCount', { signal }),
    enabled,
    staleTime: 30_000,
    refetchInterval: enabled ? 60_000 : false,
  });
}
