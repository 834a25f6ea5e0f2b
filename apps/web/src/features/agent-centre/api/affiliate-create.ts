import type { BodyOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useRefreshRegisterCenter } from './register-center.ts';

export type AffiliateCreateBody = BodyOf<(typeof ENDPOINTS)['agentAffiliateCreate']>;

/** Creates an affiliate code (and its link); the register centre lists it after. */
export function useCreateAffiliate() {
  const refresh = useRefreshRegisterCenter();
  return useMutation({
    mutationFn: (body: AffiliateCreateBody) => callApi('agentAffiliateCreate', { body }),
    onSuccess: refresh,
  });
}
