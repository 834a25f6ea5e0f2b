import type { BodyOf, QueryOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { agentKeys } from './keys.ts';

export type StatementQuery = QueryOf<(typeof ENDPOINTS)['agentStatement']>;
export type MemberActionBody = BodyOf<(typeof ENDPOINTS)['agentMemberAction']>;

const useToken = () => useSessionStore((state) => state.token);

export const memberDetailQuery = (token: string | null, username: string) =>
  queryOptions({
    queryKey: agentKeys.memberDetail(token, username),
    queryFn: ({ signal }) => callApi('agentMemberDetail', { query: { username }, signal }),
    staleTime: 0,
  });

/** One downline account's detail and the agent actions taken on it. */
export const useMemberDetail = (username: string) => useQuery(memberDetailQuery(useToken(), username));

export const statementQuery = (token: string | null, query: StatementQuery) =>
  queryOptions({
    queryKey: agentKeys.statement(token, query),
    queryFn: ({ signal }) => callApi('agentStatement', { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** The team's profit and loss statement over a range of UTC days. */
export const useStatement = (query: StatementQuery) => useQuery(statementQuery(useToken(), query));

/** Lock, unlock or a forced password reset; the detail and the downline list (status badges) read again after it. */
export function useMemberAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MemberActionBody) => callApi('agentMemberAction', { body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: agentKeys.memberDetails });
      void client.invalidateQueries({ queryKey: agentKeys.downline });
    },
  });
}
