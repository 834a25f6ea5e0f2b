import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { HISTORY_PAGE_SIZE } from './deposits.ts';
import { walletKeys } from './keys.ts';

export type Withdrawal = ValueOf<(typeof ENDPOINTS)['withdrawalList']>['list'][number];

export const withdrawalsQuery = (token: string | null, page: number) =>
  queryOptions({
    queryKey: walletKeys.withdrawals(token, page),
    staleTime: 0,
    queryFn: ({ signal }) =>
      callApi('withdrawalList', { query: { pageNo: page, pageSize: HISTORY_PAGE_SIZE }, signal }),
    // Orders in review or waiting for payout change on the operator's side: look again now and then.
    refetchInterval: (query) =>
      query.state.data?.list.some((order) => order.status === 'PENDING' || order.status === 'APPROVED')
        ? 15_000
        : false,
  });

/** A page of the member's withdrawals, newest first, with their receipts. */
export function useWithdrawals(page: number) {
  const token = useSessionStore((state) => state.token);
  return useQuery(withdrawalsQuery(token, page));
}
