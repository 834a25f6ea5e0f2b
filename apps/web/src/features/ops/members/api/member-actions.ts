import type { BodyOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../../ops-session.ts';
import { memberDeskKeys } from './keys.ts';

type Body<N extends keyof typeof ENDPOINTS> = BodyOf<(typeof ENDPOINTS)[N]>;

/** A desk write on a member; on success every member-desk query (page, lists, tree) is fetched again. */
function useMemberWrite<N extends 'opsMemberAction' | 'opsMemberNote' | 'opsMemberMove' | 'opsMemberAccountType'>(
  name: N,
  onDone?: () => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body<N>) => callOps(name, { body }),
    onSuccess: () => {
      onDone?.();
      void client.invalidateQueries({ queryKey: memberDeskKeys.all });
    },
  });
}

export const useMemberAction = (onDone?: () => void) => useMemberWrite('opsMemberAction', onDone);
export const useMemberNote = (onDone?: () => void) => useMemberWrite('opsMemberNote', onDone);
export const useMemberMove = (onDone?: () => void) => useMemberWrite('opsMemberMove', onDone);
export const useAccountType = (onDone?: () => void) => useMemberWrite('opsMemberAccountType', onDone);
