import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { QUERY_KEYS } from '../../../lib/data/query-keys.ts';
import { useSessionStore } from '../../../lib/session-store.ts';

export type PaymentPasswordBody = { newPaymentPassword: string; confirmPaymentPassword: string };

/** Sets the first payment password from the mall, then reloads the member info that says one is set. */
export function useSetPaymentPassword() {
  const client = useQueryClient();
  const token = useSessionStore((state) => state.token);
  return useMutation({
    mutationFn: (body: PaymentPasswordBody) => callApi('paymentPasswordSet', { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: QUERY_KEYS.memberInfo(token) }),
  });
}
