import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client.ts';
import { QUERY_KEYS } from '../../../lib/data/query-keys.ts';

/** How many new games the home page's row shows; the /new page lists them all. */
export const NEW_GAMES_ROW_SIZE = 12;

/**
 * The first games flagged new, for the home page's row. The key is a game list's (under 'games', so a launch or a
 * favourite refreshes it), marked by its purpose so it never shares a cache entry with the /new page's infinite list.
 */
export const newGamesRowQuery = (language: string) => {
  const query = { isNew: '1' as const, pageSize: NEW_GAMES_ROW_SIZE, language };
  return queryOptions({
    queryKey: QUERY_KEYS.gameList({ ...query, purpose: 'home-new' }),
    queryFn: ({ signal }) => callApi('gameList', { query, signal }),
    select: (value) => value.content,
    staleTime: 60_000,
  });
};

export function useNewGamesRow() {
  const { i18n } = useTranslation();
  return useQuery(newGamesRowQuery(i18n.language));
}
