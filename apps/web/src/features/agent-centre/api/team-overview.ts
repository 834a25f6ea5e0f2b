import type { QueryOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { agentKeys } from './keys.ts';

export type OverviewQuery = QueryOf<(typeof ENDPOINTS)['agentTeamOverview']>;

export const teamOverviewQuery = (token: string | null, query: OverviewQuery) =>
  queryOptions({
    queryKey: agentKeys.overview(token, query),
    queryFn: ({ signal }) => callApi('agentTeamOverview', { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** The team's figures for a range of days; always fetched again, the last range kept on screen while the next loads. */
export function useTeamOverview(query: OverviewQuery) {
  const token = useSessionStore((state) => state.token);
  return useQuery(teamOverviewQuery(token, query));
}
