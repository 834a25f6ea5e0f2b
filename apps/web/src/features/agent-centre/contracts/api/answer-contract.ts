import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client.ts';
import { KIND_INFO, type Contract } from '../utils/contract-kinds.ts';
import { useRefreshContracts } from './use-refresh-contracts.ts';

export type ContractAnswer = { action: 'ACCEPT' | 'REJECT'; confirm: boolean };

/** Answers the request waiting on a contract with its kind's process call (accept or reject, offer or termination). */
export function useAnswerContract(contract: Pick<Contract, 'id' | 'kind'>) {
  const refresh = useRefreshContracts();
  return useMutation({
    mutationFn: ({ action, confirm }: ContractAnswer) =>
      callApi(KIND_INFO[contract.kind].process, { body: { contractId: contract.id, action, confirm } }),
    // Awaited, so the buttons stay disabled until every contract view has re-read.
    onSuccess: refresh,
  });
}
