import type { QueryOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client.ts';
import { useSessionStore } from '../../../../lib/session-store.ts';
import { agentKeys } from '../../api/keys.ts';

export type OfferedQuery = QueryOf<(typeof ENDPOINTS)['contractsOffered']>;

export const contractsOfferedQuery = (token: string | null, query: OfferedQuery) =>
  queryOptions({
    queryKey: agentKeys.contractsOffered(token, query),
    queryFn: ({ signal }) => callApi('contractsOffered', { query, signal }),
    placeholderData: keepPreviousData,
  });

/** A page of the contracts the caller gave its direct downline, the last page kept on screen while the next loads. */
export function useContractsOffered(query: OfferedQuery) {
  const token = useSessionStore((state) => state.token);
  return useQuery(contractsOfferedQuery(token, query));
}
