import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '../../../lib/data/query-keys.ts';
import { inboxKeys } from './keys.ts';

/**
 * Reading or deleting changes the unread count: the answer carries the new count, which goes
 * straight into the header badge's query, and both queries are refreshed from the server.
 */
export function useInboxChange<B>(mutate: (body: B) => Promise<{ unreadCount: number }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: mutate,
    onSuccess: (value) => client.setQueryData(QUERY_KEYS.unreadCount, { count: value.unreadCount }),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: QUERY_KEYS.unreadCount }),
        client.invalidateQueries({ queryKey: inboxKeys.all }),
      ]);
    },
  });
}
