import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { ENDPOINT_ROUTES } from '@lucky/contracts/endpoint-routes.generated';
import type { PromotionType } from '@lucky/contracts/promotions/promotion-schemas';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../../lib/api-client.ts';
import { readToken } from '../../lib/session-storage.ts';
import { useSessionStore } from '../../lib/session-store.ts';

export type Promotion = ValueOf<typeof ENDPOINTS.promotionList>['list'][number];
export type PromotionDetail = ValueOf<typeof ENDPOINTS.promotionDetail>;

/** Keys include whether someone is logged in: a visitor's list has no statuses. */
export const PROMOTION_KEYS = {
  all: ['promotions'] as const,
  list: (type: PromotionType | 'ALL', loggedIn: boolean) => ['promotions', 'list', type, loggedIn] as const,
  detail: (id: number, loggedIn: boolean) => ['promotions', 'detail', id, loggedIn] as const,
};

export function usePromotionList(type: PromotionType | 'ALL') {
  const loggedIn = useSessionStore((state) => state.isLoggedIn);
  return useQuery({
    queryKey: PROMOTION_KEYS.list(type, loggedIn),
    queryFn: ({ signal }) => callApi('promotionList', { query: type === 'ALL' ? {} : { type }, signal }),
  });
}

/**
 * Asks for the list /promotions opens on (every type: no `?type=`) while the site boots, so the cards come with the
 * page rather than a round trip after it: the key and the call of usePromotionList. Answers the promotions, none
 * for a filtered list, which the page asks for itself.
 */
export async function prefetchPromotionList(client: QueryClient, search: string): Promise<Promotion[]> {
  if (new URLSearchParams(search).has('type')) return [];
  const loggedIn = useSessionStore.getState().isLoggedIn;
  const value = await client.fetchQuery({
    queryKey: PROMOTION_KEYS.list('ALL', loggedIn),
    queryFn: ({ signal }) => callApi('promotionList', { query: {}, signal }),
  });
  return value.list;
}

export function usePromotionDetail(id: number | null) {
  const loggedIn = useSessionStore((state) => state.isLoggedIn);
  return useQuery({
    queryKey: PROMOTION_KEYS.detail(id ?? 0, loggedIn),
    enabled: id !== null,
    queryFn: ({ signal }) => callApi('promotionDetail', { query: { id: id! }, signal }),
  });
}

/** Sends an application as multipart/form-data: the fields first, then the images in field "file". */
export async function submitApplication(input: {
  promotionId: number;
  comment: string;
  files: readonly File[];
  language: string;
}): Promise<ValueOf<typeof ENDPOINTS.promotionApply>> {
  const form = new FormData();
  form.append('promotionId', String(input.promotionId));
  form.append('comment', input.comment);
  for (const file of input.files) form.append('file', file, file.name);
  const headers: Record<string, string> = { Accept: 'application/json', Language: input.language };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(ENDPOINT_ROUTES.promotionApply.path, {
      method: 'POST',
      headers,
      body: form,
      signal: AbortSignal.timeout(60_000),
    });
  } catch {
    throw new ApiError('network.error', 'Network link is abnormal, please try again', 0);
  }
  let envelope: { success?: boolean; value?: unknown; message?: string | null; code?: string | null };
  try {
    envelope = await response.json();
  } catch {
    throw new ApiError('unknown.error', 'Unknown error', response.status);
  }
  if (!response.ok || !envelope.success)
    throw new ApiError(
      envelope.code ?? 'unknown.error',
      envelope.message ?? 'Unknown error',
      response.status,
      envelope.value ?? null,
    );
  return envelope.value as ValueOf<typeof ENDPOINTS.promotionApply>;
}
