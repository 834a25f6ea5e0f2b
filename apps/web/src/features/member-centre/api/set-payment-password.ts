import type { BodyOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { QUERY_KEYS } from '../../../lib/data/query-keys.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { walletKeys } from './keys.ts';

export type PaymentPasswordBody = BodyOf<(typeof ENDPOINTS)['paymentPasswordSet']>;

/** Sets the payment password, then refreshes the wallet views and the member info that say one is set. */
export function useSetPaymentPassword() {
  const client = useQueryClient();
  const token = useSessionStore((state) => state.token);
  return useMutation({
    mutationFn: (body: PaymentPasswordBody) => callApi('paymentPasswordSet', { body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: walletKeys.all });
      void client.invalidateQueries({ queryKey: QUERY_KEYS.memberInfo(token) });
    },
  });
}
