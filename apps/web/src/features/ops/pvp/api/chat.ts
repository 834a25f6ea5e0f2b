import type { BodyOf, ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../../ops-session.ts';
import { pvpOpsKeys } from './keys.ts';

export type PvpChatDesk = ValueOf<(typeof ENDPOINTS)['opsPvpChat']>;
type ChatUpdateBody = BodyOf<(typeof ENDPOINTS)['opsPvpChatUpdate']>;
type ChatTableBody = BodyOf<(typeof ENDPOINTS)['opsPvpChatTable']>;
type ChatMuteBody = BodyOf<(typeof ENDPOINTS)['opsPvpChatMute']>;

export const useChatDesk = () =>
  useQuery({ queryKey: pvpOpsKeys.chat, queryFn: ({ signal }) => callOps('opsPvpChat', { signal }) });

/** Every chat change answers the whole chat desk; the tables list (its free-chat column) and audit refresh too. */
function useChatChange<B>(call: (body: B) => Promise<PvpChatDesk>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (value) => {
      client.setQueryData(pvpOpsKeys.chat, value);
      await client.invalidateQueries({ queryKey: pvpOpsKeys.all });
      await client.invalidateQueries({ queryKey: pvpOpsKeys.audit });
    },
  });
}

export const useUpdateChat = () => useChatChange((body: ChatUpdateBody) => callOps('opsPvpChatUpdate', { body }));
export const useChatTable = () => useChatChange((body: ChatTableBody) => callOps('opsPvpChatTable', { body }));
export const useChatMute = () => useChatChange((body: ChatMuteBody) => callOps('opsPvpChatMute', { body }));
