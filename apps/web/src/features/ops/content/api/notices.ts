import type { BodyOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { ALL_NOTICE_TYPES } from '@lucky/contracts/ops/content-ops-endpoints';
import { useQuery } from '@tanstack/react-query';
import { callOps } from '../../ops-session.ts';
import { useContentMutation } from './content-mutation.ts';
import { contentKeys } from './keys.ts';

export type NoticeType = (typeof ALL_NOTICE_TYPES)[number];

export const noticesQuery = (type: NoticeType | '', page: number) => ({
  queryKey: contentKeys.notices(type, page),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callOps('opsNoticeList', { query: { pageNo: page, pageSize: 20, type: type || undefined }, signal }),
});

export const useNotices = (type: NoticeType | '', page: number) => useQuery(noticesQuery(type, page));

export const useSaveNotice = (onSaved: () => void) =>
  useContentMutation(
    (body: BodyOf<(typeof ENDPOINTS)['opsNoticeSave']>) => callOps('opsNoticeSave', { body }),
    onSaved,
  );

export const useEndNotice = () => useContentMutation((id: number) => callOps('opsNoticeEnd', { body: { id } }));
