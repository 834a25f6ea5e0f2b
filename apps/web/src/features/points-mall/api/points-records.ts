import type { PointsRecordType } from '@lucky/contracts/points/points-constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { POINTS_PAGE_SIZE, pointsKeys } from './keys.ts';

export const pointsRecordsQuery = (token: string | null, pageNo: number, type?: PointsRecordType) =>
  queryOptions({
    queryKey: pointsKeys.records(token, pageNo, type ?? ''),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => callApi('pointsRecords', { query: { pageNo, pageSize: POINTS_PAGE_SIZE, type }, signal }),
  });

/** A page of the member's points earned and spent, of one type or all. */
export function usePointsRecords(pageNo: number, type?: PointsRecordType) {
  const token = useSessionStore((state) => state.token);
  return useQuery(pointsRecordsQuery(token, pageNo, type));
}
