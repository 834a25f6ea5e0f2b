import type { QueryClient } from '@tanstack/react-query';
import { PROMOTION_KEYS } from '../../features/promotions/promotions-api.ts';
import { PromotionsListPage } from '../../features/promotions/promotions-list-page.tsx';
import { callApi } from '../../lib/api-client.ts';
import { useSessionStore } from '../../lib/session-store.ts';

export function PromotionsPage() {
  return <PromotionsListPage />;
}

/**
 * Asks for the list the page opens on (every type: no `?type=`) while the site boots, so the cards
 * come with the page rather than a round trip after it: the key and the call of usePromotionList.
 */
export function prefetchPromotionList(client: QueryClient, search: string): Promise<void> {
  if (new URLSearchParams(search).has('type')) return Promise.resolve();
  const loggedIn = useSessionStore.getState().isLoggedIn;
  return client.prefetchQuery({
    queryKey: PROMOTION_KEYS.list('ALL', loggedIn),
    queryFn: ({ signal }) => callApi('promotionList', { query: {}, signal }),
  });
}
