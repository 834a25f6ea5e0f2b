import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { agentKeys } from './keys.ts';

export const registerCenterQuery = (token: string | null) =>
  queryOptions({
    queryKey: agentKeys.registerCenterOf(token),
    queryFn: ({ signal }) => callApi('agentRegisterCenter', { signal }),
  });

/** The account types this agent may create and its affiliate codes. */
export function useRegisterCenter() {
  const token = useSessionStore((state) => state.token);
  return useQuery(registerCenterQuery(token));
}

/** After an affiliate code was created or switched, the register centre reads its codes again. */
export function useRefreshRegisterCenter() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: agentKeys.registerCenter });
}
