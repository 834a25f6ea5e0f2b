import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { walletKeys } from './keys.ts';

/** Rows per page of the deposit and withdrawal histories. */
export const HISTORY_PAGE_SIZE = 10;

export const depositsQuery = (token: string | null, page: number) =>
  queryOptions({
    queryKey: walletKeys.deposits(token, page),
    staleTime: 0,
    queryFn: ({ signal }) => callApi('depositList', { query: { pageNo: page, pageSize: HISTORY_PAGE_SIZE }, signal }),
  });

/** A page of the member's deposits, newest first. */
export function useDeposits(page: number) {
  const token = useSessionStore((state) => state.token);
  return useQuery(depositsQuery(token, page));
}
