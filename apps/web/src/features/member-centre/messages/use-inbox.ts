import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '../../../lib/data/query-keys.ts';
import { callApi } from '../../../lib/api-client.ts';

export type InboxMessage = ValueOf<(typeof ENDPOINTS)['messageList']>['list'][number];
export type InboxFilter = 'all' | 'unread';

export const INBOX_PAGE_SIZE = 10;
const INBOX_KEY = ['member', 'messages'] as const;

export function useInbox(filter: InboxFilter, pageNo: number) {
  return useQuery({
    queryKey: [...INBOX_KEY, filter, pageNo],
    queryFn: ({ signal }) => callApi('messageList', { query: { filter, pageNo, pageSize: INBOX_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Reading or deleting changes the unread count: the answer carries the new count, which goes
 * straight into the header badge's query, and both queries are refreshed from the server.
 */
function useInboxChange<B>(mutate: (body: B) => Promise<{ unreadCount: number }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: mutate,
    onSuccess: (value) => client.setQueryData(QUERY_KEYS.unreadCount, { count: value.unreadCount }),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: QUERY_KEYS.unreadCount }),
        client.invalidateQueries({ queryKey: INBOX_KEY }),
      ]);
    },
  });
}

export function useMarkRead() {
  return useInboxChange((body: { ids: number[] } | { all: true }) => callApi('messageRead', { body }));
}

export function useDeleteMessages() {
  return useInboxChange((body: { ids: number[] }) => callApi('messageDelete', { body }));
}
