import type { QueryOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { agentKeys } from './keys.ts';

export type DownlineQuery = QueryOf<(typeof ENDPOINTS)['agentDownlineList']>;

export const downlineListQuery = (token: string | null, query: DownlineQuery) =>
  queryOptions({
    queryKey: agentKeys.downlinePage(token, query),
    queryFn: ({ signal }) => callApi('agentDownlineList', { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** A page of the downline list (direct or all levels), with balances and contract states. */
export function useDownlineList(query: DownlineQuery) {
  const token = useSessionStore((state) => state.token);
  return useQuery(downlineListQuery(token, query));
}

/** After money or a contract moved, every page of the list (balances, contract states) is stale. */
export function useRefreshDownline() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: agentKeys.downline });
}
