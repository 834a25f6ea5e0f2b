import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client.ts';
import { agentKeys } from '../../api/keys.ts';
import type { ContractKind } from '../utils/contract-kinds.ts';

/** The caller's own contracts of one kind, or of every kind when `kind` is 'all'. */
export const contractsHeldQuery = (kind: ContractKind | 'all') =>
  queryOptions({
    queryKey: agentKeys.contractsHeld(kind),
    queryFn: ({ signal }) => callApi('contractsHeld', { query: kind === 'all' ? {} : { kind }, signal }),
  });

export const useContractsHeld = (kind: ContractKind | 'all') => useQuery(contractsHeldQuery(kind));
