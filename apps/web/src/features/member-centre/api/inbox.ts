import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { inboxKeys } from './keys.ts';

export type InboxMessage = ValueOf<(typeof ENDPOINTS)['messageList']>['list'][number];
export type InboxFilter = 'all' | 'unread';

export const INBOX_PAGE_SIZE = 10;

export const inboxQuery = (token: string | null, filter: InboxFilter, pageNo: number) =>
  queryOptions({
    queryKey: inboxKeys.page(token, filter, pageNo),
    queryFn: ({ signal }) => callApi('messageList', { query: { filter, pageNo, pageSize: INBOX_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

/** A page of the member's messages, all or unread only. */
export function useInbox(filter: InboxFilter, pageNo: number) {
  const token = useSessionStore((state) => state.token);
  return useQuery(inboxQuery(token, filter, pageNo));
}
