import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useRefreshAfterSpend } from './use-refresh-after-spend.ts';

export type RedeemBody = {
  itemId: number;
  quantity: number;
  paymentPassword: string;
  requestId: string;
  deliveryInfo?: string;
};

/** Redeems an item for points; a repeated requestId is replayed by the server, not redeemed twice. */
export function useRedeem() {
  const refresh = useRefreshAfterSpend();
  return useMutation({ mutationFn: (body: RedeemBody) => callApi('pointsRedeem', { body }), onSettled: refresh });
}
