import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { promotionKeys } from './keys.ts';

export type PromotionDetail = ValueOf<typeof ENDPOINTS.promotionDetail>;

export const promotionDetailQuery = (id: number | null, loggedIn: boolean) =>
  queryOptions({
    queryKey: promotionKeys.detail(id ?? 0, loggedIn),
    enabled: id !== null,
    queryFn: ({ signal }) => callApi('promotionDetail', { query: { id: id ?? 0 }, signal }),
  });

/** One promotion with its terms and content; idle without an id. */
export function usePromotionDetail(id: number | null) {
  const loggedIn = useSessionStore((state) => state.isLoggedIn);
  return useQuery(promotionDetailQuery(id, loggedIn));
}
