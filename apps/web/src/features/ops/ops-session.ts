import type { QueryOf, BodyOf, ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS, EndpointName } from '@lucky/contracts/endpoint-table';
import { create } from 'zustand';
import { ApiError, callApi } from '../../lib/api-client.ts';

/** The operator token's own session-storage key: never the member's `token`. */
export const OPS_TOKEN_KEY = 'opsToken';
const OPS_OPERATOR_KEY = 'opsOperator';

export type Operator = ValueOf<(typeof ENDPOINTS)['opsMe']>;
type OpsSession = { token: string | null; operator: Operator | null };

function readStored(): OpsSession {
  const token = sessionStorage.getItem(OPS_TOKEN_KEY);
  let operator: Operator | null;
  try {
    operator = JSON.parse(sessionStorage.getItem(OPS_OPERATOR_KEY) ?? 'null') as Operator | null;
  } catch {
    operator = null;
  }
  return { token, operator: token ? operator : null };
}

export const useOpsSession = create<OpsSession>(() => readStored());

export function storeOpsSession(token: string, operator: Operator): void {
  sessionStorage.setItem(OPS_TOKEN_KEY, token);
  sessionStorage.setItem(OPS_OPERATOR_KEY, JSON.stringify(operator));
  useOpsSession.setState({ token, operator });
}

export function clearOpsSession(): void {
  sessionStorage.removeItem(OPS_TOKEN_KEY);
  sessionStorage.removeItem(OPS_OPERATOR_KEY);
  useOpsSession.setState({ token: null, operator: null });
}

type OpsName = Extract<EndpointName, `ops${string}`>;
type OpsInput<N extends OpsName> = {
  query?: QueryOf<(typeof ENDPOINTS)[N]>;
  body?: BodyOf<(typeof ENDPOINTS)[N]>;
  signal?: AbortSignal;
};

/** Calls a finance-desk endpoint with the operator token; an ended operator session logs the desk out. */
export async function callOps<N extends OpsName>(
  name: N,
  input: OpsInput<N> = {},
): Promise<ValueOf<(typeof ENDPOINTS)[N]>> {
  try {
    return await callApi(name, { ...input, token: useOpsSession.getState().token } as Parameters<typeof callApi<N>>[1]);
  } catch (error) {
    if (
      error instanceof ApiError &&
      (error.code === 'operator.session.invalid' || error.code === 'operator.session.required')
    )
      clearOpsSession();
    throw error;
  }
}
