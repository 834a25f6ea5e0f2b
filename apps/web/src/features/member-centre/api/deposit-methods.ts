import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { walletKeys } from './keys.ts';

export const depositMethodsQuery = (token: string | null) =>
  queryOptions({
    queryKey: walletKeys.depositMethods(token),
    queryFn: ({ signal }) => callApi('depositMethods', { signal }),
  });

/** The payment methods open to the member, with their limits and the operator's bank account. */
export function useDepositMethods() {
  const token = useSessionStore((state) => state.token);
  return useQuery(depositMethodsQuery(token));
}
