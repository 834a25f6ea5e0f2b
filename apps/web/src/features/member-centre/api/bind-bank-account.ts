import type { BodyOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { walletKeys } from './keys.ts';

export type BankBindBody = BodyOf<(typeof ENDPOINTS)['bankAccountBind']>;

/** Binds a bank account, then refreshes the wallet views that list the accounts. */
export function useBindBankAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BankBindBody) => callApi('bankAccountBind', { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
