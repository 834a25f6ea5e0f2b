import type { BodyOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { agentKeys } from './keys.ts';

export type RegisterDownlineBody = BodyOf<(typeof ENDPOINTS)['agentRegisterDownline']>;

/** Creates a direct downline account; every agent page (team size, lists) is read again after. */
export function useRegisterDownline() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterDownlineBody) => callApi('agentRegisterDownline', { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: agentKeys.all }),
  });
}
