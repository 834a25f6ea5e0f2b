import type { QueryOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client.ts';
import { agentKeys } from '../../api/keys.ts';

export type PayoutsQuery = QueryOf<(typeof ENDPOINTS)['contractPayouts']>;

export const contractPayoutsQuery = (query: PayoutsQuery) =>
  queryOptions({
    queryKey: agentKeys.contractPayouts(query),
    queryFn: ({ signal }) => callApi('contractPayouts', { query, signal }),
    placeholderData: keepPreviousData,
  });

/** A page of payouts received or paid, with the filter's totals. */
export const useContractPayouts = (query: PayoutsQuery) => useQuery(contractPayoutsQuery(query));
