import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { QUERY_KEYS } from '../../../lib/data/query-keys.ts';
import { vipKeys } from './keys.ts';

/** Claims this month's VIP bonus, then refreshes the progress, the wallet balance it pays into and the member info. */
export function useClaimMonthly() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('vipClaimMonthly', { body: {} }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: vipKeys.progressAll });
      void client.invalidateQueries({ queryKey: QUERY_KEYS.walletBalance });
      void client.invalidateQueries({ queryKey: QUERY_KEYS.memberInfoAll });
    },
  });
}
