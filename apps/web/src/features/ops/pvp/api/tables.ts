import type { BodyOf, ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../../ops-session.ts';
import { LIVE_REFRESH_MS, pvpOpsKeys } from './keys.ts';

export type PvpDeskTable = ValueOf<(typeof ENDPOINTS)['opsPvpTables']>['list'][number];
export type PvpLiveTable = ValueOf<(typeof ENDPOINTS)['opsPvpLiveTables']>['list'][number];
export type TableCreateBody = BodyOf<(typeof ENDPOINTS)['opsPvpTableCreate']>;
export type TableUpdateBody = BodyOf<(typeof ENDPOINTS)['opsPvpTableUpdate']>;
export type TableStatusBody = BodyOf<(typeof ENDPOINTS)['opsPvpTableStatus']>;

export const useDeskTables = (filter: { game?: PvpDeskTable['game']; status?: PvpDeskTable['status'] }) =>
  useQuery({
    queryKey: pvpOpsKeys.tables(filter),
    queryFn: ({ signal }) => callOps('opsPvpTables', { query: filter, signal }),
  });

export const useLiveTables = () =>
  useQuery({
    queryKey: pvpOpsKeys.live,
    refetchInterval: LIVE_REFRESH_MS,
    queryFn: ({ signal }) => callOps('opsPvpLiveTables', { signal }),
  });

/** After any change of a table: the lists, the live view and the audit log are fetched again. */
function useRefreshDesk() {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: pvpOpsKeys.all });
    await client.invalidateQueries({ queryKey: pvpOpsKeys.audit });
  };
}

export function useCreateTable() {
  const refresh = useRefreshDesk();
  return useMutation({
    mutationFn: (body: TableCreateBody) => callOps('opsPvpTableCreate', { body }),
    onSuccess: refresh,
  });
}

export function useUpdateTable() {
  const refresh = useRefreshDesk();
  return useMutation({
    mutationFn: (body: TableUpdateBody) => callOps('opsPvpTableUpdate', { body }),
    onSuccess: refresh,
  });
}

export function useSetTableStatus() {
  const refresh = useRefreshDesk();
  return useMutation({
    mutationFn: (body: TableStatusBody) => callOps('opsPvpTableStatus', { body }),
    onSuccess: refresh,
  });
}
