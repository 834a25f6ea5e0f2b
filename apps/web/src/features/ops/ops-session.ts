import type { QueryOf, BodyOf, ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS, EndpointName } from '@lucky/contracts/endpoint-table';
import { create } from 'zustand';
import { ApiError, callApi } from '../../lib/api-client.ts';

/** The operator token's own session-storage key: never the member's `token`. */
export const OPS_TOKEN_KEY = 'opsToken';
const OPS_OPERATOR_KEY = 'opsOperator';

export type Operator = ValueOf<(typeof ENDPOINTS)['opsMe']>;
/** `ended`: the error code that closed the last session (shown at the login: e.g. a sign-in elsewhere). */
type OpsSession = { token: string | null; operator: Operator | null; ended: string | null };

function readStored(): OpsSession {
  const token = sessionStorage.getItem(OPS_TOKEN_KEY);
  let operator: Operator | null;
  try {
    operator = JSON.parse(sessionStorage.getItem(OPS_OPERATOR_KEY) ?? 'null') as Operator | null;
  } catch {
    operator = null;
  }
  return { token, operator: token ? operator : null, ended: null };
}

export const useOpsSession = create<OpsSession>(() => readStored());

export function storeOpsSession(token: string, operator: Operator): void {
  sessionStorage.setItem(OPS_TOKEN_KEY, token);
  sessionStorage.setItem(OPS_OPERATOR_KEY, JSON.stringify(operator));
  useOpsSession.setState({ token, operator, ended: null });
}

export function clearOpsSession(ended: string | null = null): void {
  sessionStorage.removeItem(OPS_TOKEN_KEY);
  sessionStorage.removeItem(OPS_OPERATOR_KEY);
  useOpsSession.setState({ token: null, operator: null, ended });
}

/** The codes that mean the operator session is over: the desk goes back to the login and says why. */
const SESSION_ENDED = new Set([
  'operator.session.invalid',
  'operator.session.required',
  'operator.session.superseded',
  'operator.ip.forbidden',
]);

type OpsName = Extract<EndpointName, `ops${string}`>;
type OpsInput<N extends OpsName> = {
  query?: QueryOf<(typeof ENDPOINTS)[N]>;
  body?: BodyOf<(typeof ENDPOINTS)[N]>;
  signal?: AbortSignal;
};

/** Calls a desk endpoint with the operator token; an ended operator session logs the desk out and keeps why. */
export async function callOps<N extends OpsName>(
  name: N,
  input: OpsInput<N> = {},
): Promise<ValueOf<(typeof ENDPOINTS)[N]>> {
  try {
    return await callApi(name, { ...input, token: useOpsSession.getState().token } as Parameters<typeof callApi<N>>[1]);
  } catch (error) {
    if (error instanceof ApiError && SESSION_ENDED.has(error.code) && useOpsSession.getState().token)
      clearOpsSession(error.code);
    throw error;
  }
}
