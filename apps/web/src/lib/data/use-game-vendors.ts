import { GAME_CATEGORIES, type GameCategory } from '@lucky/contracts/common/constants';
import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';
import { useSiteStatus } from '../status-context.tsx';
import { QUERY_KEYS } from './query-keys.ts';

export type VendorLane = ValueOf<(typeof ENDPOINTS)['gameVendor']>[number];
export type VendorCard = VendorLane['vendors'][number];

/** Lanes that have at least one vendor, in the spec's category order. */
export function toVendorLanes(value: readonly VendorLane[]): VendorLane[] {
  const order = (category: GameCategory) => GAME_CATEGORIES.indexOf(category);
  return value.filter((lane) => lane.vendors.length > 0).sort((a, b) => order(a.gameCategory) - order(b.gameCategory));
}

export function useGameVendors() {
  const { merchantCode } = useSiteStatus();
  return useQuery({
    queryKey: QUERY_KEYS.gameVendor(merchantCode),
    queryFn: ({ signal }) => callApi('gameVendor', { query: { merchantCode }, signal }),
    select: toVendorLanes,
    staleTime: 5 * 60_000,
  });
}

/** The first vendor of a category, used when a menu opens that category's game centre. */
export function firstVendorOf(lanes: readonly VendorLane[] | undefined, category: string): string | undefined {
  return lanes?.find((lane) => lane.gameCategory === category)?.vendors[0]?.vassalage;
}

export function gameCentrePath(category: string, vassalage?: string): string {
  const params = new URLSearchParams({ gameType: category });
  if (vassalage) params.set('vassalage', vassalage);
  return `/gameCenter?${params.toString()}`;
}
