import type { QueryOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client.ts';
import { useSessionStore } from '../../../../lib/session-store.ts';
import { agentKeys } from '../../api/keys.ts';

export type RevenueQuery = QueryOf<(typeof ENDPOINTS)['agentRevenueReport']>;

export const revenueReportQuery = (token: string | null, query: RevenueQuery) =>
  queryOptions({
    queryKey: agentKeys.revenue(token, query),
    queryFn: ({ signal }) => callApi('agentRevenueReport', { query, signal }),
    placeholderData: keepPreviousData,
  });

/** My Income: salary and dividend income as payee, by day, week or month, with totals. */
export function useRevenueReport(query: RevenueQuery) {
  const token = useSessionStore((state) => state.token);
  return useQuery(revenueReportQuery(token, query));
}
