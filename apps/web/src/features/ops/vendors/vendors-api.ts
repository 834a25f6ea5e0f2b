import type { BodyOf, ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../ops-session.ts';

export type VendorAccess = ValueOf<(typeof ENDPOINTS)['opsVendorAccessList']>[number];
export type VendorCreate = BodyOf<(typeof ENDPOINTS)['opsVendorCreate']>;
export type VendorUpdate = BodyOf<(typeof ENDPOINTS)['opsVendorUpdate']>;
export type VendorRotate = BodyOf<(typeof ENDPOINTS)['opsVendorRotateSecret']>;

/** Under ['ops', 'games'] too, so the Games section's vendor list refetches after a change here. */
export const vendorKeys = { all: ['ops', 'games', 'vendor-access'] as const };

export const useVendorAccessList = () =>
  useQuery({ queryKey: vendorKeys.all, queryFn: ({ signal }) => callOps('opsVendorAccessList', { signal }) });

function useRefreshAfter() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['ops', 'games'] });
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
