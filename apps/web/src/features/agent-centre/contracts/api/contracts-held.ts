import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client.ts';
import { useSessionStore } from '../../../../lib/session-store.ts';
import { agentKeys } from '../../api/keys.ts';
import type { ContractKind } from '../utils/contract-kinds.ts';

/** The caller's own contracts of one kind, or of every kind when `kind` is 'all'. */
export const contractsHeldQuery = (token: string | null, kind: ContractKind | 'all') =>
  queryOptions({
    queryKey: agentKeys.contractsHeld(token, kind),
    queryFn: ({ signal }) => callApi('contractsHeld', { query: kind === 'all' ? {} : { kind }, signal }),
  });

export function useContractsHeld(kind: ContractKind | 'all') {
  const token = useSessionStore((state) => state.token);
  return useQuery(contractsHeldQuery(token, kind));
}
