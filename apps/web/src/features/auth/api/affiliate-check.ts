import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Checks an invitation code for this domain with /wps/agent/affiliate; a refused code rejects. */
export const useCheckAffiliateCode = () =>
  useMutation({
    mutationFn: (code: string) => callApi('agentAffiliate', { query: { code: code.trim(), domain: location.host } }),
  });
