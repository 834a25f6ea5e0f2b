import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { walletKeys } from './keys.ts';

/** How far back the returned order is looked for among the member's latest deposits. */
const RECENT_DEPOSITS = 50;

export const returnedDepositQuery = (token: string | null, orderNo: string) =>
  queryOptions({
    queryKey: walletKeys.depositReturn(token, orderNo),
    queryFn: async ({ signal }) =>
      (await callApi('depositList', { query: { pageNo: 1, pageSize: RECENT_DEPOSITS }, signal })).list.find(
        (order) => order.orderNo === orderNo,
      ) ?? null,
    // The gateway's callback may come after the member is back: look again until the order is settled.
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? 2_000 : false),
  });

/** The order a payment gateway sent the member back with, or null when it is not among the latest deposits. */
export function useReturnedDeposit(orderNo: string) {
  const token = useSessionStore((state) => state.token);
  return useQuery(returnedDepositQuery(token, orderNo));
}
