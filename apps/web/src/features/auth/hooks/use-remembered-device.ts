import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** The server's answer for this device: the remembered user name, or null. */
export const REMEMBERED_DEVICE_KEY = ['session', 'remembered'] as const;

/**
 * Which account this device remembers. The token is in an HttpOnly cookie the browser sends to
 * the session calls only; asking does not use it up. A failure counts as nothing remembered.
 */
export function useRememberedDevice(isEnabled: boolean) {
  return useQuery({
    queryKey: REMEMBERED_DEVICE_KEY,
    enabled: isEnabled,
    staleTime: 0,
    retry: false,
    queryFn: ({ signal }) => callApi('sessionRemembered', { signal }),
  });
}

/** Forgets this device on the server (the box unticked); the name disappears at once. */
export function useForgetDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('sessionForgetDevice'),
    onMutate: () => client.setQueryData(REMEMBERED_DEVICE_KEY, null),
  });
}

/** After a login the device may remember someone else, or nobody: ask again next time. */
export function useRefreshRememberedDevice(): () => void {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: REMEMBERED_DEVICE_KEY });
}
