import type { WITHDRAWAL_STATUSES } from '@lucky/contracts/wallet/wallet-statuses';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../ops-session.ts';
import { opsKeys } from './keys.ts';

export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** The queue refreshes every 15 seconds: a second approver sees a first approval without pressing refresh. */
export const withdrawalQueueQuery = (status: WithdrawalStatus, page: number) => ({
  queryKey: opsKeys.withdrawals(status, page),
  refetchInterval: 15_000,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callOps('opsWithdrawalQueue', { query: { status, pageNo: page, pageSize: 20 }, signal }),
});

export const useWithdrawalQueue = (status: WithdrawalStatus, page: number) =>
  useQuery(withdrawalQueueQuery(status, page));

/** Approve, reject, mark paid and resolve a dispute; each refreshes every desk. */
export function useWithdrawalActions() {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: opsKeys.all });
  const approve = useMutation({
    mutationFn: (orderNo: string) => callOps('opsWithdrawalApprove', { body: { orderNo } }),
    onSettled: refresh,
  });
  const reject = useMutation({
    mutationFn: (input: { orderNo: string; reason: string }) => callOps('opsWithdrawalReject', { body: input }),
    onSettled: refresh,
  });
  const markPaid = useMutation({
    mutationFn: (input: { orderNo: string; payoutReference: string }) =>
      callOps('opsWithdrawalMarkPaid', { body: input }),
    onSettled: refresh,
  });
  const resolve = useMutation({
    mutationFn: (input: { orderNo: string; refundAmount: string; reason: string }) =>
      callOps('opsWithdrawalResolve', { body: input }),
    onSettled: refresh,
  });
  return { refresh, approve, reject, markPaid, resolve };
}
