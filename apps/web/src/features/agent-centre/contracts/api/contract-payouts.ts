import type { QueryOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client.ts';
import { useSessionStore } from '../../../../lib/session-store.ts';
import { agentKeys } from '../../api/keys.ts';

export type PayoutsQuery = QueryOf<(typeof ENDPOINTS)['contractPayouts']>;

export const contractPayoutsQuery = (token: string | null, query: PayoutsQuery) =>
  queryOptions({
    queryKey: agentKeys.contractPayouts(token, query),
    queryFn: ({ signal }) => callApi('contractPayouts', { query, signal }),
    placeholderData: keepPreviousData,
  });

/** A page of payouts received or paid, with the filter's totals. */
export function useContractPayouts(query: PayoutsQuery) {
  const token = useSessionStore((state) => state.token);
  return useQuery(contractPayoutsQuery(token, query));
}
