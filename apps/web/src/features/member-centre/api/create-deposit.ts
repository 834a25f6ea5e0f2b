import type { BodyOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { walletKeys } from './keys.ts';

export type DepositBody = BodyOf<(typeof ENDPOINTS)['depositCreate']>;

/** Starts a deposit (the body carries the action's requestId), then refreshes the deposit history. */
export function useCreateDeposit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DepositBody) => callApi('depositCreate', { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: walletKeys.depositPages }),
  });
}
