import type { BodyOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { BLACKLIST_KINDS, RISK_FLAG_KINDS } from '@lucky/contracts/ops/ops-risk-endpoints';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../ops-session.ts';

export type RiskFlagKind = (typeof RISK_FLAG_KINDS)[number];
export type BlacklistKind = (typeof BLACKLIST_KINDS)[number];

/** Every key starts with 'ops', so the desk's logout and actions reach them too. */
const riskKeys = {
  all: ['ops', 'risk'] as const,
  queue: (kind: string, page: number) => ['ops', 'risk', 'queue', kind, page] as const,
  member: (memberId: number) => ['ops', 'risk', 'member', memberId] as const,
  blacklist: (kind: string, page: number) => ['ops', 'risk', 'blacklist', kind, page] as const,
  withdrawal: (orderNo: string) => ['ops', 'risk', 'withdrawal', orderNo] as const,
};

/** One kind's flagged groups, refreshed every 30 seconds: the flags follow the data. */
export const useRiskQueue = (kind: RiskFlagKind, page: number) =>
  useQuery({
    queryKey: riskKeys.queue(kind, page),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
    queryFn: ({ signal }) => callOps('opsRiskQueue', { query: { kind, pageNo: page, pageSize: 20 }, signal }),
  });

export const useMemberRiskFlags = (memberId: number) =>
  useQuery({
    queryKey: riskKeys.member(memberId),
    queryFn: ({ signal }) => callOps('opsMemberRiskFlags', { query: { memberId }, signal }),
  });

export const useWithdrawalRisk = (orderNo: string, enabled: boolean) =>
  useQuery({
    queryKey: riskKeys.withdrawal(orderNo),
    enabled,
    queryFn: ({ signal }) => callOps('opsWithdrawalRisk', { query: { orderNo }, signal }),
  });

export const useBlacklist = (kind: BlacklistKind | '', page: number) =>
  useQuery({
    queryKey: riskKeys.blacklist(kind, page),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      callOps('opsBlacklist', { query: { ...(kind ? { kind } : {}), pageNo: page, pageSize: 20 }, signal }),
  });

/** Add to or remove from the blacklist; the lists are fetched again. */
export function useBlacklistChange(onDone: () => void) {
  const client = useQueryClient();
  const settle = {
    onSuccess: () => {
      onDone();
      void client.invalidateQueries({ queryKey: riskKeys.all });
    },
  };
  const add = useMutation({
    mutationFn: (body: BodyOf<(typeof ENDPOINTS)['opsBlacklistAdd']>) => callOps('opsBlacklistAdd', { body }),
    ...settle,
  });
  const remove = useMutation({
    mutationFn: (body: BodyOf<(typeof ENDPOINTS)['opsBlacklistRemove']>) => callOps('opsBlacklistRemove', { body }),
    ...settle,
  });
  return { add, remove };
}
