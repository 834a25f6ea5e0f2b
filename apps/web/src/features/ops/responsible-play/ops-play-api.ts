import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@lucky/contracts/common/endpoint';
import type {
  opsPlayExclude,
  opsPlayLimitLower,
} from '@lucky/contracts/responsible-play/responsible-play-ops-endpoints';
import { callOps } from '../ops-session.ts';

/** Query keys of the desk's responsible-play views, under the desk-wide 'ops' prefix. */
export const opsPlayKeys = {
  all: ['ops', 'responsiblePlay'] as const,
  member: (username: string) => ['ops', 'responsiblePlay', 'member', username] as const,
  report: (days: number) => ['ops', 'responsiblePlay', 'report', days] as const,
};

export function useOpsPlayMember(username: string) {
  return useQuery({
    queryKey: opsPlayKeys.member(username),
    queryFn: ({ signal }) => callOps('opsPlayMember', { query: { username }, signal }),
    enabled: username.length > 0,
  });
}

export function useOpsPlayReport(days = 30) {
  return useQuery({
    queryKey: opsPlayKeys.report(days),
    queryFn: ({ signal }) => callOps('opsPlayReport', { query: { days }, signal }),
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: opsPlayKeys.all });
}

export function useLowerLimit() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: BodyOf<typeof opsPlayLimitLower>) => callOps('opsPlayLimitLower', { body }),
    onSuccess: refresh,
  });
}

export function useOpsExclude() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: BodyOf<typeof opsPlayExclude>) => callOps('opsPlayExclude', { body }),
    onSuccess: refresh,
  });
}
