import type { BodyOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../../ops-session.ts';
import { memberDeskKeys } from '../../members/api/keys.ts';

/** One level of the agent tree: the top-level agents (parentId null) or one agent's direct downline. */
export const agentTreeQuery = (parentId: number | null) => ({
  queryKey: memberDeskKeys.tree(parentId),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callOps('opsAgentTree', { query: parentId === null ? {} : { parentId }, signal }),
});

export const useAgentTree = (parentId: number | null) => useQuery(agentTreeQuery(parentId));

/** The live platform contracts of top-level agents (the termination requests are among them). */
export const platformContractsQuery = () => ({
  queryKey: memberDeskKeys.contracts,
  refetchInterval: 30_000,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callOps('opsContractList', { query: { status: 'ACTIVE', pageSize: 100 }, signal }),
});

export const usePlatformContracts = () => useQuery(platformContractsQuery());

function useRefreshing<T, R>(call: (input: T) => Promise<R>, onDone: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      onDone();
      void client.invalidateQueries({ queryKey: memberDeskKeys.all });
    },
  });
}

export const useCreateAgent = (onDone: () => void) =>
  useRefreshing((body: BodyOf<(typeof ENDPOINTS)['opsAgentCreate']>) => callOps('opsAgentCreate', { body }), onDone);

export const useAnswerTermination = (onDone: () => void) =>
  useRefreshing(
    (body: BodyOf<(typeof ENDPOINTS)['opsContractTerminationAnswer']>) =>
      callOps('opsContractTerminationAnswer', { body }),
    onDone,
  );

export const useEndPlatformContract = (onDone: () => void) =>
  useRefreshing(
    (body: BodyOf<(typeof ENDPOINTS)['opsContractTerminate']>) => callOps('opsContractTerminate', { body }),
    onDone,
  );

export const useGrantContract = (onDone: () => void) =>
  useRefreshing(
    (body: BodyOf<(typeof ENDPOINTS)['opsContractGrant']>) => callOps('opsContractGrant', { body }),
    onDone,
  );
