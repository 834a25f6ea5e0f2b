import type { QueryOf, ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callOps } from '../../ops-session.ts';
import { lotteryOpsKeys, MONITOR_REFRESH_MS } from './keys.ts';

export type DrawsQuery = QueryOf<(typeof ENDPOINTS)['opsLotteryDraws']>;
export type DrawStatus = NonNullable<DrawsQuery['status']>;
export type MonitorDraw = ValueOf<(typeof ENDPOINTS)['opsLotteryDraws']>['list'][number];

/** `live` refetches every few seconds: the monitor follows sales and draws as they happen. */
export function useOpsDraws(query: DrawsQuery, { live = false }: { live?: boolean } = {}) {
  return useQuery({
    queryKey: lotteryOpsKeys.draws(query),
    placeholderData: keepPreviousData,
    refetchInterval: live ? MONITOR_REFRESH_MS : false,
    queryFn: ({ signal }) => callOps('opsLotteryDraws', { query, signal }),
  });
}
