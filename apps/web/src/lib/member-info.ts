import { useQuery, type QueryClient } from '@tanstack/react-query';
import { callApi } from './api-client.ts';
import { useSessionStore } from './session-store.ts';

/** The member info query is keyed by token, so a new login never shows the previous member. */
export const memberInfoQueryKey = (token: string | null) => ['member', 'info', token] as const;

/** The logged-in member's profile; idle without a token. */
export function useMemberInfo() {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: memberInfoQueryKey(token),
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
    queryKey: memberInfoQueryKey(token),
    queryFn: ({ signal }) => callApi('memberInfo', { signal }),
  });
}
