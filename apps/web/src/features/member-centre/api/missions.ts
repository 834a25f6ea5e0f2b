import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { rewardKeys } from './keys.ts';

export type Mission = ValueOf<(typeof ENDPOINTS)['missionList']>['list'][number];

export const missionsQuery = (token: string | null) =>
  queryOptions({
    queryKey: rewardKeys.missions(token),
    staleTime: 0,
    queryFn: ({ signal }) => callApi('missionList', { signal }),
  });

/** The missions with the member's progress. */
export function useMissions() {
  const token = useSessionStore((state) => state.token);
  return useQuery(missionsQuery(token));
}
