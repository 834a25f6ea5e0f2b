import type { MallRedemptionStatus } from '@lucky/contracts/points/points-constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { POINTS_PAGE_SIZE, pointsKeys } from './keys.ts';

export const redeemedListQuery = (token: string | null, pageNo: number, status?: MallRedemptionStatus) =>
  queryOptions({
    queryKey: pointsKeys.redeemed(token, pageNo, status ?? ''),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      callApi('pointsRedeemedList', { query: { pageNo, pageSize: POINTS_PAGE_SIZE, status }, signal }),
  });

/** A page of the member's redemptions, of one status or all. */
export function useRedeemedList(pageNo: number, status?: MallRedemptionStatus) {
  const token = useSessionStore((state) => state.token);
  return useQuery(redeemedListQuery(token, pageNo, status));
}
