import type { BodyOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useQuery } from '@tanstack/react-query';
import { callOps } from '../../ops-session.ts';
import { useContentMutation } from './content-mutation.ts';
import { contentKeys } from './keys.ts';

export const sitePagesQuery = () => ({
  queryKey: contentKeys.pages,
  queryFn: ({ signal }: { signal: AbortSignal }) => callOps('opsSitePageList', { signal }),
});

export const useSitePages = () => useQuery(sitePagesQuery());

export const useSaveSitePage = (onSaved: () => void) =>
  useContentMutation(
    (body: BodyOf<(typeof ENDPOINTS)['opsSitePageSave']>) => callOps('opsSitePageSave', { body }),
    onSaved,
  );
