import type { DEPOSIT_STATUSES } from '@lucky/contracts/wallet/wallet-statuses';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../ops-session.ts';
import { opsKeys } from './keys.ts';

export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const depositQueueQuery = (status: DepositStatus, page: number) => ({
  queryKey: opsKeys.deposits(status, page),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callOps('opsDepositQueue', { query: { status, pageNo: page, pageSize: 20 }, signal }),
});

export const useDepositQueue = (status: DepositStatus, page: number) => useQuery(depositQueueQuery(status, page));

/** Approve (credits once) and reject with a reason; either refreshes every desk. */
export function useDepositActions() {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: opsKeys.all });
  const approve = useMutation({
    mutationFn: (orderNo: string) => callOps('opsDepositApprove', { body: { orderNo } }),
    onSettled: refresh,
  });
  const reject = useMutation({
    mutationFn: (input: { orderNo: string; reason: string }) => callOps('opsDepositReject', { body: input }),
    onSettled: refresh,
  });
  return { refresh, approve, reject };
}
