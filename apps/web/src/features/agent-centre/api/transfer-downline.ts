import type { BodyOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { QUERY_KEYS } from '../../../lib/data/query-keys.ts';
import { sharedKeys } from './keys.ts';

export type TransferDownlineBody = BodyOf<(typeof ENDPOINTS)['transferDownline']>;

/** Moves money to a downline account; the header balance and the member centre's wallet pages are read again. */
export function useTransferDownline() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TransferDownlineBody) => callApi('transferDownline', { body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: QUERY_KEYS.walletBalance });
      void client.invalidateQueries({ queryKey: sharedKeys.wallet });
    },
  });
}
