import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { pointsKeys } from './keys.ts';

export const pointsBalanceQuery = (token: string | null) =>
  queryOptions({
    queryKey: pointsKeys.balance(token),
    queryFn: ({ signal }) => callApi('pointsBalance', { signal }),
    enabled: Boolean(token),
  });

/** The member's points; idle for a visitor. */
export function usePointsBalance() {
  const token = useSessionStore((state) => state.token);
  return useQuery(pointsBalanceQuery(token));
}
