import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { vipKeys } from './keys.ts';

export const vipProgressQuery = (token: string | null) =>
  queryOptions({
    queryKey: vipKeys.progress(token),
    queryFn: ({ signal }) => callApi('vipProgress', { signal }),
    enabled: Boolean(token),
  });

/** The member's level and progress; reading it applies an earned upgrade on the server. */
export function useVipProgress() {
  const token = useSessionStore((state) => state.token);
  return useQuery(vipProgressQuery(token));
}
