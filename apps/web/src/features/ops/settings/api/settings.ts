import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../../ops-session.ts';

export type MerchantConfig = Record<string, unknown>;

/** Keys of the settings desk, under ['ops', 'settings']; a save refreshes the document and its audit trail. */
export const settingsKeys = {
  all: ['ops', 'settings'] as const,
  config: ['ops', 'settings', 'config'] as const,
  audit: (page: number) => ['ops', 'settings', 'audit', page] as const,
};

export const useMerchantConfig = () =>
  useQuery({ queryKey: settingsKeys.config, queryFn: ({ signal }) => callOps('opsMerchantConfig', { signal }) });

/** The configuration's audit trail: every change with who, when, why, before and after. */
export const useConfigAudit = (page: number) =>
  useQuery({
    queryKey: settingsKeys.audit(page),
    queryFn: ({ signal }) =>
      callOps('opsAuditLog', { query: { action: 'MERCHANT_CONFIG_UPDATE', pageNo: page, pageSize: 10 }, signal }),
  });

/** Replaces the whole document (one section changed); the server validates the whole and audits it. */
export function useSaveConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { config: MerchantConfig; reason: string }) => callOps('opsMerchantConfigUpdate', { body }),
    onSuccess: async () => client.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}
