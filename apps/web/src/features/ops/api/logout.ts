import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOps, clearOpsSession } from '../ops-session.ts';
import { opsKeys } from './keys.ts';

/** Ends the operator session; whatever the server answers, the desk forgets the token and every desk's data. */
export function useOpsLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callOps('opsLogout'),
    onSettled: () => {
      clearOpsSession();
      client.removeQueries({ queryKey: opsKeys.all });
    },
  });
}
