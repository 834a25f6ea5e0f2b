import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../../ops-session.ts';
import { promotionKeys } from './keys.ts';

export const promotionsQuery = () => ({
  queryKey: promotionKeys.list,
  queryFn: ({ signal }: { signal: AbortSignal }) => callOps('opsPromotionList', { signal }),
});

export const usePromotions = () => useQuery(promotionsQuery());

/** Ends a promotion now; the list is fetched again. */
export function useClosePromotion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callOps('opsPromotionClose', { body: { id } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: promotionKeys.list }),
  });
}
