import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useRefreshPromotions } from './use-refresh-promotions.ts';

export type PromotionAction = 'join' | 'claim' | 'draw';

/** What an action answered: nothing for a join, the amount of a claim, the prize of a raffle draw. */
async function runAction(promotionId: number, action: PromotionAction) {
  const body = { promotionId };
  if (action === 'join') return { action, value: await callApi('promotionJoin', { body }) } as const;
  if (action === 'claim') return { action, value: await callApi('promotionClaim', { body }) } as const;
  return { action, value: await callApi('promotionRaffleClaim', { body }) } as const;
}

/** Joins a promotion, claims its bonus or draws its raffle, then refreshes the promotions and the balance. */
export function usePromotionAction(promotionId: number) {
  const refresh = useRefreshPromotions();
  return useMutation({
    mutationFn: (action: PromotionAction) => runAction(promotionId, action),
    onSuccess: refresh,
  });
}
