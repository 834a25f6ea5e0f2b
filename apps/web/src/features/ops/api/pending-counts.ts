import { useQueries } from '@tanstack/react-query';
import type { OperatorRole } from '@lucky/contracts/common/endpoint';
import { rolesOf } from '@lucky/contracts/ops/role-matrix';
import { callOps } from '../ops-session.ts';
import { opsKeys } from './keys.ts';

/** The queues where something waits for a person, each with its list call filtered to the waiting status. */
const QUEUES = [
  {
    key: 'deposits',
    route: 'money/deposits',
    count: () => callOps('opsDepositQueue', { query: { status: 'PENDING', pageNo: 1, pageSize: 1 } }),
    endpoint: 'opsDepositQueue',
  },
  {
    key: 'withdrawals',
    route: 'money/withdrawals',
    count: () => callOps('opsWithdrawalQueue', { query: { status: 'PENDING', pageNo: 1, pageSize: 1 } }),
    endpoint: 'opsWithdrawalQueue',
  },
  {
    key: 'applications',
    route: 'marketing/promotions',
    count: () => callOps('opsPromotionApplications', { query: { status: 'APPLYING', pageNo: 1, pageSize: 1 } }),
    endpoint: 'opsPromotionApplications',
  },
  {
    key: 'redemptions',
    route: 'marketing/mall',
    count: () => callOps('opsMallRedemptions', { query: { status: 'IN_PROCESS', pageNo: 1, pageSize: 1 } }),
    endpoint: 'opsMallRedemptions',
  },
  {
    key: 'feedback',
    route: 'members/feedback',
    count: () => callOps('opsFeedbackList', { query: { status: 'NEW', pageNo: 1, pageSize: 1 } }),
    endpoint: 'opsFeedbackList',
  },
] as const;

export type PendingQueue = {
  key: (typeof QUEUES)[number]['key'];
  route: string;
  count: number | null;
  failed: boolean;
};

/** How many items wait in each queue the role works (the total of the list call, one row fetched). */
export function usePendingCounts(role: OperatorRole): PendingQueue[] {
  const queues = QUEUES.filter((queue) => rolesOf(queue.endpoint).includes(role));
  const results = useQueries({
    queries: queues.map((queue) => ({
      queryKey: opsKeys.pending(queue.key),
      queryFn: async () => (await queue.count()).totalCount,
      refetchInterval: 30_000,
    })),
  });
  return queues.map((queue, index) => ({
    key: queue.key,
    route: queue.route,
    count: results[index]?.data ?? null,
    failed: Boolean(results[index]?.error),
  }));
}
