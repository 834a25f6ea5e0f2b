import type { BodyOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useMutation } from '@tanstack/react-query';
import { callOps, storeOpsSession } from '../ops-session.ts';

export type OpsLoginBody = BodyOf<(typeof ENDPOINTS)['opsLogin']>;

/** Logs an operator in; the token and operator are stored, which opens the desk. */
export const useOpsLogin = () =>
  useMutation({
    mutationFn: (body: OpsLoginBody) => callOps('opsLogin', { body }),
    onSuccess: (value) => storeOpsSession(value.token, value.operator),
  });
