import type { QueryOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { agentKeys } from './keys.ts';

export type OverviewQuery = QueryOf<(typeof ENDPOINTS)['agentTeamOverview']>;

export const teamOverviewQuery = (query: OverviewQuery) =>
  queryOptions({
    queryKey: agentKeys.overview(query),
    queryFn: ({ signal }) => callApi('agentTeamOverview', { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** The team's figures for a range of days; always fetched again, the last range kept on screen while the next loads. */
export const useTeamOverview = (query: OverviewQuery) => useQuery(teamOverviewQuery(query));
