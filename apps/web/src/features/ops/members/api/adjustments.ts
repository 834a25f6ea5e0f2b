import type { BodyOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../../ops-session.ts';
import { memberDeskKeys } from './keys.ts';

type Status = 'PENDING' | 'POSTED' | 'REJECTED';

/** The adjustments of one status with their totals; the pending queue refreshes every 15 seconds. */
export const adjustmentQueueQuery = (status: Status, page: number) => ({
  queryKey: memberDeskKeys.adjustments(status, page),
  placeholderData: keepPreviousData,
  refetchInterval: status === 'PENDING' ? 15_000 : (false as const),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callOps('opsAdjustmentQueue', { query: { status, pageNo: page, pageSize: 20 }, signal }),
});

export const useAdjustmentQueue = (status: Status, page: number) => useQuery(adjustmentQueueQuery(status, page));

/** A manual adjustment asked for at the desk (posted at once or queued for a second operator). */
export function useAdjustment(onDone: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<(typeof ENDPOINTS)['opsAdjustment']>) => callOps('opsAdjustment', { body }),
    onSuccess: () => {
      onDone();
      void client.invalidateQueries({ queryKey: ['ops'] });
    },
  });
}

/** Approve or reject a pending adjustment; the queue and the member's page are fetched again. */
export function useDecideAdjustment(onDone: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: { adjustmentId: number; reject?: string }) =>
      decision.reject === undefined
        ? callOps('opsAdjustmentApprove', { body: { adjustmentId: decision.adjustmentId } })
        : callOps('opsAdjustmentReject', { body: { adjustmentId: decision.adjustmentId, reason: decision.reject } }),
    onSuccess: () => {
      onDone();
      void client.invalidateQueries({ queryKey: ['ops'] });
    },
  });
}
