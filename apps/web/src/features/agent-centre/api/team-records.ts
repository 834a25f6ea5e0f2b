import type { QueryOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { agentKeys } from './keys.ts';

export type TeamBetQuery = QueryOf<(typeof ENDPOINTS)['agentTeamBetting']>;
export type TeamTransactionQuery = QueryOf<(typeof ENDPOINTS)['agentTeamTransactions']>;
export type TeamProfitQuery = QueryOf<(typeof ENDPOINTS)['agentProfitAndLoss']>;

// Records change with every round: always fetched again, the last page kept on screen while the next loads.
const RECORDS = { placeholderData: keepPreviousData, staleTime: 0 } as const;

export const teamBetsQuery = (token: string | null, query: TeamBetQuery) =>
  queryOptions({
    queryKey: agentKeys.teamBets(token, query),
    queryFn: ({ signal }) => callApi('agentTeamBetting', { query, signal }),
    ...RECORDS,
  });

export const teamTransactionsQuery = (token: string | null, query: TeamTransactionQuery) =>
  queryOptions({
    queryKey: agentKeys.teamTransactions(token, query),
    queryFn: ({ signal }) => callApi('agentTeamTransactions', { query, signal }),
    ...RECORDS,
  });

export const teamProfitQuery = (token: string | null, query: TeamProfitQuery) =>
  queryOptions({
    queryKey: agentKeys.teamProfit(token, query),
    queryFn: ({ signal }) => callApi('agentProfitAndLoss', { query, signal }),
    ...RECORDS,
  });

const useToken = () => useSessionStore((state) => state.token);

export const useTeamBets = (query: TeamBetQuery) => useQuery(teamBetsQuery(useToken(), query));
export const useTeamTransactions = (query: TeamTransactionQuery) => useQuery(teamTransactionsQuery(useToken(), query));
export const useTeamProfit = (query: TeamProfitQuery) => useQuery(teamProfitQuery(useToken(), query));
