import type { BodyOf, ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../../ops-session.ts';
import { sportsOpsKeys } from './keys.ts';

export type SportsSettings = ValueOf<(typeof ENDPOINTS)['opsSportsSettings']>;
export type SportSettings = SportsSettings['sports'][number];
export type MarketLimits = SportSettings['markets'][number];
export type SportLimits = SportSettings['defaults'];
export type SportsSettingsUpdate = BodyOf<(typeof ENDPOINTS)['opsSportsSettingsUpdate']>;

export const useSportsSettings = () =>
  useQuery({
    queryKey: sportsOpsKeys.settings,
    queryFn: ({ signal }) => callOps('opsSportsSettings', { signal }),
  });

/** The answer is the whole settings as saved: it replaces the cached ones at once; the audit lines are fetched again. */
export function useUpdateSportsSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SportsSettingsUpdate) => callOps('opsSportsSettingsUpdate', { body }),
    onSuccess: (settings) => client.setQueryData(sportsOpsKeys.settings, settings),
    onSettled: () => client.invalidateQueries({ queryKey: sportsOpsKeys.audit }),
  });
}

/** The latest changes of the book's settings, from the audit log (the audit tab has them all). */
export const useSettingsAudit = () =>
  useQuery({
    queryKey: sportsOpsKeys.settingsAudit,
    queryFn: ({ signal }) =>
      callOps('opsAuditLog', { query: { action: 'sports.settings.update', pageNo: 1, pageSize: 5 }, signal }),
  });
