import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useQuery } from '@tanstack/react-query';
import { callOps } from '../../ops-session.ts';
import { lotteryOpsKeys, MONITOR_REFRESH_MS } from './keys.ts';

export type DrawExposure = ValueOf<(typeof ENDPOINTS)['opsLotteryExposure']>;

export function useDrawExposure(drawId: number) {
  return useQuery({
    queryKey: lotteryOpsKeys.exposure(drawId),
    refetchInterval: MONITOR_REFRESH_MS,
    queryFn: ({ signal }) => callOps('opsLotteryExposure', { query: { drawId, count: 50 }, signal }),
  });
}
