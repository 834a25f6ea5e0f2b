import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useQuery } from '@tanstack/react-query';
import { callOps } from '../ops-session.ts';
import { opsKeys } from './keys.ts';

export type GameVendor = ValueOf<(typeof ENDPOINTS)['opsGameVendors']>[number];
export type GameStatus = GameVendor['status'];

export const gameVendorsQuery = () => ({
  queryKey: opsKeys.gameVendors,
  queryFn: ({ signal }: { signal: AbortSignal }) => callOps('opsGameVendors', { signal }),
});

export const useGameVendors = () => useQuery(gameVendorsQuery());
