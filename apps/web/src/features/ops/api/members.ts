import type { BodyOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../ops-session.ts';
import { opsKeys } from './keys.ts';

/** One member's balance, holds, bank accounts and latest movements; nothing is asked before a username is given. */
export const memberLookupQuery = (username: string) => ({
  queryKey: opsKeys.member(username),
  queryFn: ({ signal }: { signal: AbortSignal }) => callOps('opsMemberLookup', { query: { username }, signal }),
  enabled: username !== '',
});

export const useMemberLookup = (username: string) => useQuery(memberLookupQuery(username));

/** A manual credit or debit; on success the looked-up member is fetched again, then `onDone` runs. */
export function useAdjustment(onDone: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<(typeof ENDPOINTS)['opsAdjustment']>) => callOps('opsAdjustment', { body }),
    onSuccess: () => {
      onDone();
      void client.invalidateQueries({ queryKey: opsKeys.members });
    },
  });
}
