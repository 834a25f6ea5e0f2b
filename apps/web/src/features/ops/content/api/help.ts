import type { BodyOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useQuery } from '@tanstack/react-query';
import { callOps } from '../../ops-session.ts';
import { useContentMutation } from './content-mutation.ts';
import { contentKeys } from './keys.ts';

export const helpArticlesQuery = () => ({
  queryKey: contentKeys.help,
  queryFn: ({ signal }: { signal: AbortSignal }) => callOps('opsHelpList', { signal }),
});

export const useHelpArticles = () => useQuery(helpArticlesQuery());

export const useSaveHelpArticle = (onSaved: () => void) =>
  useContentMutation((body: BodyOf<(typeof ENDPOINTS)['opsHelpSave']>) => callOps('opsHelpSave', { body }), onSaved);

export const useDeleteHelpArticle = () =>
  useContentMutation((id: number) => callOps('opsHelpDelete', { body: { id } }));
