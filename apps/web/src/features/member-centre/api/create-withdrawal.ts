import type { BodyOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { walletKeys } from './keys.ts';
import { useInvalidateFunds } from './use-invalidate-funds.ts';

export type WithdrawalBody = BodyOf<(typeof ENDPOINTS)['withdrawalCreate']>;

/** Requests a withdrawal (the amount is held at once), then refreshes the balance and the history. */
export function useCreateWithdrawal() {
  const client = useQueryClient();
  const invalidateFunds = useInvalidateFunds();
  return useMutation({
    mutationFn: (body: WithdrawalBody) => callApi('withdrawalCreate', { body }),
    onSuccess: () => {
      invalidateFunds();
      void client.invalidateQueries({ queryKey: walletKeys.withdrawalPages });
    },
  });
}
