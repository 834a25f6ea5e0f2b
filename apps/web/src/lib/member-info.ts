import { useQuery, type QueryClient } from '@tanstack/react-query';
import { callApi } from './api-client.ts';
import { QUERY_KEYS } from './data/query-keys.ts';
import { useSessionStore } from './session-store.ts';

/** The logged-in member's profile; idle without a token. */
export function useMemberInfo() {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: QUERY_KEYS.memberInfo(token),
    queryFn: ({ signal }) => callApi('memberInfo', { signal }),
    enabled: Boolean(token),
    staleTime: 60_000,
  });
}

/** Loads (or reloads) member info for the current token, as the login sequences require. */
export function loadMemberInfo(queryClient: QueryClient): Promise<void> {
  const token = useSessionStore.getState().token;
  if (!token) return Promise.resolve();
  return queryClient.prefetchQuery({
    queryKey: QUERY_KEYS.memberInfo(token),
    queryFn: ({ signal }) => callApi('memberInfo', { signal }),
  });
}
