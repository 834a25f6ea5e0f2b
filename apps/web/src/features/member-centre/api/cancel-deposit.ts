import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { walletKeys } from './keys.ts';

/** Cancels a pending deposit, then refreshes the deposit history. */
export function useCancelDeposit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderNo: string) => callApi('depositCancel', { body: { orderNo } }),
    onSettled: () => void client.invalidateQueries({ queryKey: walletKeys.depositPages }),
  });
}
