import type { QueryOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client.ts';
import { agentKeys } from '../../api/keys.ts';

export type OfferedQuery = QueryOf<(typeof ENDPOINTS)['contractsOffered']>;

export const contractsOfferedQuery = (query: OfferedQuery) =>
  queryOptions({
    queryKey: agentKeys.contractsOffered(query),
    queryFn: ({ signal }) => callApi('contractsOffered', { query, signal }),
    placeholderData: keepPreviousData,
  });

/** A page of the contracts the caller gave its direct downline, the last page kept on screen while the next loads. */
export const useContractsOffered = (query: OfferedQuery) => useQuery(contractsOfferedQuery(query));
