import type { BodyOf, ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useQuery } from '@tanstack/react-query';
import { callOps } from '../../ops-session.ts';
import { useContentMutation } from './content-mutation.ts';
import { contentKeys } from './keys.ts';

export const messageHistoryQuery = (page: number) => ({
  queryKey: contentKeys.messages(page),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callOps('opsMessageHistory', { query: { pageNo: page, pageSize: 20 }, signal }),
});

export const useMessageHistory = (page: number) => useQuery(messageHistoryQuery(page));

export const useSendMessage = (onSent: (value: ValueOf<(typeof ENDPOINTS)['opsMessageSend']>) => void) =>
  useContentMutation(
    (body: BodyOf<(typeof ENDPOINTS)['opsMessageSend']>) => callOps('opsMessageSend', { body }),
    onSent,
  );
