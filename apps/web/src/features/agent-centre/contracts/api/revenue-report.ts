import type { QueryOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client.ts';
import { agentKeys } from '../../api/keys.ts';

export type RevenueQuery = QueryOf<(typeof ENDPOINTS)['agentRevenueReport']>;

export const revenueReportQuery = (query: RevenueQuery) =>
  queryOptions({
    queryKey: agentKeys.revenue(query),
    queryFn: ({ signal }) => callApi('agentRevenueReport', { query, signal }),
    placeholderData: keepPreviousData,
  });

/** My Income: salary and dividend income as payee, by day, week or month, with totals. */
export const useRevenueReport = (query: RevenueQuery) => useQuery(revenueReportQuery(query));
