import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useRefreshRegisterCenter } from './register-center.ts';

/** Enables or disables one affiliate code; the register centre reads its codes again after. */
export function useSetAffiliateStatus(id: number) {
  const refresh = useRefreshRegisterCenter();
  return useMutation({
    mutationFn: (enabled: boolean) => callApi('agentAffiliateStatus', { body: { id, enabled } }),
    onSuccess: refresh,
  });
}
