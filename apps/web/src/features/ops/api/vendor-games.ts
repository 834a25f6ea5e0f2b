import type { QueryOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callOps } from '../ops-session.ts';
import { opsKeys } from './keys.ts';

export type VendorGamesQuery = QueryOf<(typeof ENDPOINTS)['opsVendorGames']>;

/** One page of a vendor's games; the last page stays shown while the next one loads. */
export const useVendorGames = (query: VendorGamesQuery) =>
  useQuery({
    queryKey: opsKeys.vendorGames(query),
    queryFn: ({ signal }) => callOps('opsVendorGames', { query, signal }),
    placeholderData: keepPreviousData,
  });
