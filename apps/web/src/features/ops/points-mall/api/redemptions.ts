import type { MallRedemptionStatus } from '@lucky/contracts/points/points-constants';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../../ops-session.ts';
import { mallKeys } from './keys.ts';

export type RedemptionFilter = MallRedemptionStatus | 'ALL';

export const mallRedemptionsQuery = (status: RedemptionFilter, page: number) => ({
  queryKey: mallKeys.redemptionPage(status, page),
  placeholderData: keepPreviousData,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callOps('opsMallRedemptions', {
      query: { pageNo: page, pageSize: 20, status: status === 'ALL' ? undefined : status },
      signal,
    }),
});

export const useMallRedemptions = (status: RedemptionFilter, page: number) =>
  useQuery(mallRedemptionsQuery(status, page));

/** Approve (an optional note to the member) and reject (a reason; points and stock go back); both refresh the queue. */
export function useRedemptionReview() {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: mallKeys.redemptions });
  const approve = useMutation({
    mutationFn: (input: { id: number; note?: string }) => callOps('opsMallRedemptionApprove', { body: input }),
    onSettled: refresh,
  });
  const reject = useMutation({
    mutationFn: (input: { id: number; reason: string }) => callOps('opsMallRedemptionReject', { body: input }),
    onSettled: refresh,
  });
  return { refresh, approve, reject };
}
