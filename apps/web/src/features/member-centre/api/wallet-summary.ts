import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { walletKeys } from './keys.ts';

/** How many latest movements the wallet page shows. */
const RECENT_ENTRIES = 10;

export const walletSummaryQuery = (token: string | null) =>
  queryOptions({
    queryKey: walletKeys.summary(token),
    staleTime: 0,
    queryFn: ({ signal }) => callApi('walletSummary', { query: { recent: RECENT_ENTRIES }, signal }),
  });

/** The member's funds and the latest movements. */
export function useWalletSummary() {
  const token = useSessionStore((state) => state.token);
  return useQuery(walletSummaryQuery(token));
}
