import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsKeys } from '../../api/keys.ts';
import { callOps } from '../../ops-session.ts';
import type { VendorCreate, VendorRotate, VendorUpdate } from './vendor-access.ts';

/** Under the games prefix, so the Games section's vendor list refetches after a change here too. */
function useRefreshAfter() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: opsKeys.games });
}

/** Answers { vendor, walletSecret }: the only time the secret is seen. */
export function useCreateVendor() {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: (body: VendorCreate) => callOps('opsVendorCreate', { body }), onSettled: refresh });
}

export function useUpdateVendor() {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: (body: VendorUpdate) => callOps('opsVendorUpdate', { body }), onSettled: refresh });
}

export function useRotateSecret() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (body: VendorRotate) => callOps('opsVendorRotateSecret', { body }),
    onSettled: refresh,
  });
}
