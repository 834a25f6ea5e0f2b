import type { BodyOf, ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../ops-session.ts';
import { opsKeys } from './keys.ts';

export type OpsOperator = ValueOf<(typeof ENDPOINTS)['opsOperatorList']>[number];
export type OperatorCreateBody = BodyOf<(typeof ENDPOINTS)['opsOperatorCreate']>;
export type OperatorUpdateBody = BodyOf<(typeof ENDPOINTS)['opsOperatorUpdate']>;

export const useOperators = () =>
  useQuery({ queryKey: opsKeys.operators, queryFn: ({ signal }) => callOps('opsOperatorList', { signal }) });

export type LoginFilter = { pageNo: number; operatorId?: number };

export const useOperatorLogins = (filter: LoginFilter) =>
  useQuery({
    queryKey: opsKeys.operatorLogins(filter),
    queryFn: ({ signal }) => callOps('opsOperatorLogins', { query: { pageSize: 20, ...filter }, signal }),
  });

/** Create, change and reset-two-factor: each refreshes the list and the audit log. */
export function useOperatorActions() {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: opsKeys.operators }),
      client.invalidateQueries({ queryKey: ['ops', 'audit'] }),
    ]);
  return {
    create: useMutation({
      mutationFn: (body: OperatorCreateBody) => callOps('opsOperatorCreate', { body }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: (body: OperatorUpdateBody) => callOps('opsOperatorUpdate', { body }),
      onSuccess: refresh,
    }),
    resetTotp: useMutation({
      mutationFn: (body: { operatorId: number; reason: string }) => callOps('opsOperatorResetTotp', { body }),
      onSuccess: refresh,
    }),
  };
}
