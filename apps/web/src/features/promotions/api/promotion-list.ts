import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { PromotionType } from '@lucky/contracts/promotions/promotion-schemas';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { promotionKeys } from './keys.ts';

export type Promotion = ValueOf<typeof ENDPOINTS.promotionList>['list'][number];

export const promotionListQuery = (type: PromotionType | 'ALL', loggedIn: boolean) =>
  queryOptions({
    queryKey: promotionKeys.list(type, loggedIn),
    queryFn: ({ signal }) => callApi('promotionList', { query: type === 'ALL' ? {} : { type }, signal }),
  });

/** The promotions of one type, or all; with the member's status on each when someone is logged in. */
export function usePromotionList(type: PromotionType | 'ALL') {
  const loggedIn = useSessionStore((state) => state.isLoggedIn);
  return useQuery(promotionListQuery(type, loggedIn));
}

/**
 * Asks for the list /promotions opens on (every type: no `?type=`) while the site boots, so the cards come with the
 * page rather than a round trip after it: the key and the call of usePromotionList. Answers the promotions, none
 * for a filtered list, which the page asks for itself.
 */
export async function prefetchPromotionList(client: QueryClient, search: string): Promise<Promotion[]> {
  if (new URLSearchParams(search).has('type')) return [];
  const value = await client.fetchQuery(promotionListQuery('ALL', useSessionStore.getState().isLoggedIn));
  return value.list;
}
