import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { playKeys } from './keys.ts';

export const playStatementQuery = (token: string | null) =>
  queryOptions({
    queryKey: playKeys.statement(token),
    queryFn: ({ signal }) => callApi('playStatement', { signal }),
    enabled: Boolean(token),
  });

/** Deposits, withdrawals, wagers and net result by month. */
export function usePlayStatement() {
  const token = useSessionStore((state) => state.token);
  return useQuery(playStatementQuery(token));
}

/** This session's time and result, read when the reality check is due. */
export function fetchPlaySession(signal?: AbortSignal) {
  return callApi('playSession', { signal });
}
