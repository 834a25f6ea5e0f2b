import type { APPLICATION_STATUSES } from '@lucky/contracts/promotions/promotion-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../../ops-session.ts';
import { promotionKeys } from './keys.ts';

export type ApplicationFilter = (typeof APPLICATION_STATUSES)[number] | 'ALL';

export const applicationsQuery = (page: number, status: ApplicationFilter) => ({
  queryKey: promotionKeys.applicationPage(page, status),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callOps('opsPromotionApplications', {
      query: { pageNo: page, pageSize: 20, status: status === 'ALL' ? undefined : status },
      signal,
    }),
});

export const useApplications = (page: number, status: ApplicationFilter) => useQuery(applicationsQuery(page, status));

/** An application's image; it never changes. */
export const useApplicationImage = (imageId: number) =>
  useQuery({
    queryKey: promotionKeys.applicationImage(imageId),
    staleTime: Infinity,
    queryFn: ({ signal }) => callOps('opsPromotionApplicationImage', { query: { imageId }, signal }),
  });

/** Pay (the fixed or an entered bonus) or reject; both refresh the queue and the promotions' numbers. */
export function useApplicationReview() {
  const client = useQueryClient();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: promotionKeys.applications });
    void client.invalidateQueries({ queryKey: promotionKeys.list });
  };
  const approve = useMutation({
    mutationFn: (input: { id: number; amount?: string }) => callOps('opsPromotionApplicationApprove', { body: input }),
    onSuccess: refresh,
  });
  const reject = useMutation({
    mutationFn: (input: { id: number; reason: string }) => callOps('opsPromotionApplicationReject', { body: input }),
    onSuccess: refresh,
  });
  return { refresh, approve, reject };
}
