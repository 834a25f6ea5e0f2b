import { useQueryClient } from '@tanstack/react-query';
import { agentKeys, sharedKeys } from '../../api/keys.ts';

/** After any change the lists, payouts, menu flags and the request prompt all re-read. */
export function useRefreshContracts(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: agentKeys.contracts }),
      queryClient.invalidateQueries({ queryKey: sharedKeys.consolidated }),
    ]);
  };
}
