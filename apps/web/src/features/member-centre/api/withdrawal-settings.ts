import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { walletKeys } from './keys.ts';

export type WithdrawalSettings = ValueOf<(typeof ENDPOINTS)['withdrawalSettings']>;

export const withdrawalSettingsQuery = (token: string | null) =>
  queryOptions({
    queryKey: walletKeys.withdrawalSettings(token),
    staleTime: 0,
    queryFn: ({ signal }) => callApi('withdrawalSettings', { signal }),
  });

/** Limits, today's use, the bound accounts and whether a payment password is set. */
export function useWithdrawalSettings() {
  const token = useSessionStore((state) => state.token);
  return useQuery(withdrawalSettingsQuery(token));
}
