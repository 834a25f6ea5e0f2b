import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callOps } from '../../ops-session.ts';
import { vipKeys } from './keys.ts';

/** One page of the VIP bonuses paid, newest first; `username` '' means every member. */
export const vipPayoutsQuery = (page: number, username: string) => ({
  queryKey: vipKeys.payouts(page, username),
  placeholderData: keepPreviousData,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callOps('opsVipPayouts', { query: { pageNo: page, pageSize: 20, username: username || undefined }, signal }),
});

export const useVipPayouts = (page: number, username: string) => useQuery(vipPayoutsQuery(page, username));
