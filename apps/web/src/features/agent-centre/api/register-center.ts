import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { agentKeys } from './keys.ts';

export const registerCenterQuery = () =>
  queryOptions({
    queryKey: agentKeys.registerCenter,
    queryFn: ({ signal }) => callApi('agentRegisterCenter', { signal }),
  });

/** The account types this agent may create and its affiliate codes. */
export const useRegisterCenter = () => useQuery(registerCenterQuery());

/** After an affiliate code was created or switched, the register centre reads its codes again. */
export function useRefreshRegisterCenter() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: agentKeys.registerCenter });
}
