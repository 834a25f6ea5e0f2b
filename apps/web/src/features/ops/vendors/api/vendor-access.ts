import type { BodyOf, ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useQuery } from '@tanstack/react-query';
import { opsKeys } from '../../api/keys.ts';
import { callOps } from '../../ops-session.ts';

export type VendorAccess = ValueOf<(typeof ENDPOINTS)['opsVendorAccessList']>[number];
export type VendorCreate = BodyOf<(typeof ENDPOINTS)['opsVendorCreate']>;
export type VendorUpdate = BodyOf<(typeof ENDPOINTS)['opsVendorUpdate']>;
export type VendorRotate = BodyOf<(typeof ENDPOINTS)['opsVendorRotateSecret']>;

export const vendorAccessQuery = () => ({
  queryKey: opsKeys.vendorAccess,
  queryFn: ({ signal }: { signal: AbortSignal }) => callOps('opsVendorAccessList', { signal }),
});

export const useVendorAccessList = () => useQuery(vendorAccessQuery());
