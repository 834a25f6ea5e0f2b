import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { walletKeys } from './keys.ts';

export const uplineQuery = (token: string | null) =>
  queryOptions({
    queryKey: walletKeys.upline(token),
    staleTime: 0,
    queryFn: ({ signal }) => callApi('transferUplineInfo', { signal }),
  });

/** Who the member's upline agent is and what the member may transfer to it. */
export function useUpline() {
  const token = useSessionStore((state) => state.token);
  return useQuery(uplineQuery(token));
}
