import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../../ops-session.ts';
import type { PromotionBody } from '../promotion-form-state.ts';
import { promotionKeys } from './keys.ts';

/** Creates a promotion, or updates the one with `id`; on success the list is fetched again and `onSaved` runs. */
export function useSavePromotion(onSaved: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, id }: { body: PromotionBody; id?: number }) =>
      id !== undefined
        ? callOps('opsPromotionUpdate', { body: { ...body, id } })
        : callOps('opsPromotionCreate', { body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: promotionKeys.list });
      onSaved();
    },
  });
}
