import type { BodyOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { walletKeys } from './keys.ts';
import { useInvalidateFunds } from './use-invalidate-funds.ts';

export type UplineTransferBody = BodyOf<(typeof ENDPOINTS)['transferUpline']>;

/** Sends money to the member's own agent, then refreshes the balance and the upline facts. */
export function useTransferUpline() {
  const client = useQueryClient();
  const invalidateFunds = useInvalidateFunds();
  return useMutation({
    mutationFn: (body: UplineTransferBody) => callApi('transferUpline', { body }),
    onSuccess: () => {
      invalidateFunds();
      void client.invalidateQueries({ queryKey: walletKeys.uplineAll });
    },
  });
}
