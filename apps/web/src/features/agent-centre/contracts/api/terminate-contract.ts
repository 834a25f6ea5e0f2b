import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client.ts';
import { useRefreshContracts } from './use-refresh-contracts.ts';

/** Asks to end a live contract, or withdraws an offer not yet answered; every contract view re-reads after. */
export function useTerminateContract(contractId: number) {
  const refresh = useRefreshContracts();
  return useMutation({
    mutationFn: () => callApi('contractTerminate', { body: { contractId } }),
    onSuccess: refresh,
  });
}
