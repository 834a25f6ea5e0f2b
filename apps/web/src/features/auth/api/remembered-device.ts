import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { authKeys } from './keys.ts';

/**
 * Which account this device remembers. The token is in an HttpOnly cookie the browser sends to the session calls
 * only; asking does not use it up. A failure counts as nothing remembered.
 */
export const rememberedDeviceQuery = (isEnabled: boolean) =>
  queryOptions({
    queryKey: authKeys.rememberedDevice,
    enabled: isEnabled,
    staleTime: 0,
    retry: false,
    queryFn: ({ signal }) => callApi('sessionRemembered', { signal }),
  });

export const useRememberedDevice = (isEnabled: boolean) => useQuery(rememberedDeviceQuery(isEnabled));

/** Forgets this device on the server (the box unticked); the name disappears at once. */
export function useForgetDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('sessionForgetDevice'),
    onMutate: () => client.setQueryData(authKeys.rememberedDevice, null),
  });
}

/** After a login the device may remember someone else, or nobody: ask again next time. */
export function useRefreshRememberedDevice(): () => void {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: authKeys.rememberedDevice });
}
