import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { playKeys } from './keys.ts';

export const playStateQuery = (token: string | null) =>
  queryOptions({
    queryKey: playKeys.state(token),
    queryFn: ({ signal }) => callApi('playState', { signal }),
    enabled: Boolean(token),
  });

/** My limits with their use, the reality-check interval and the exclusion, if any. */
export function usePlayState() {
  const token = useSessionStore((state) => state.token);
  return useQuery(playStateQuery(token));
}

function useRefreshPlay() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: playKeys.all });
}

export type LimitBody =
  | { kind: 'DEPOSIT' | 'LOSS' | 'WAGER'; period: 'DAY' | 'WEEK' | 'MONTH'; amount: string | null }
  | { kind: 'SESSION'; period: 'SESSION'; amount: number | null };

export function useSetLimit() {
  const refresh = useRefreshPlay();
  return useMutation({ mutationFn: (body: LimitBody) => callApi('playLimitSet', { body }), onSettled: refresh });
}

export function useConfirmLimit() {
  const refresh = useRefreshPlay();
  return useMutation({
    mutationFn: (body: Pick<LimitBody, 'kind' | 'period'>) => callApi('playLimitConfirm', { body: body as never }),
    onSettled: refresh,
  });
}

export function useSetRealityCheck() {
  const refresh = useRefreshPlay();
  return useMutation({
    mutationFn: (minutes: number | null) => callApi('playRealityCheckSet', { body: { minutes } }),
    onSettled: refresh,
  });
}

export type ExcludeBody =
  | { kind: 'COOL_OFF'; duration: '24H' | '7D' | '30D' }
  | { kind: 'SELF_EXCLUSION'; duration: '6M' | '1Y' | '5Y' | 'PERMANENT' };

/** A cool-off or self-exclusion: the server ends the session, so the caller logs out locally after it. */
export function useExclude() {
  return useMutation({ mutationFn: (body: ExcludeBody) => callApi('playExclude', { body }) });
}

export function useReopen() {
  const refresh = useRefreshPlay();
  return useMutation({ mutationFn: () => callApi('playReopen', {}), onSettled: refresh });
}
