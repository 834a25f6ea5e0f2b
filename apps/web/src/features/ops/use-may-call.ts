import { rolesOf, type OperatorEndpointName } from '@lucky/contracts/ops/role-matrix';
import { useOpsSession } from './ops-session.ts';

/** Whether the signed-in operator's role may call an endpoint (the role matrix; the server's check is the control). */
export function useMayCall(name: OperatorEndpointName): boolean {
  return useOpsSession((state) => (state.operator ? rolesOf(name).includes(state.operator.role) : false));
}
