import { PAGINATION } from '@lucky/contracts/common/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client.ts';
import { QUERY_KEYS } from '../../../lib/data/query-keys.ts';
import type { GameCard } from '../../../lib/data/use-game-list.ts';

/**
 * Games of a category to suggest instead of one under maintenance. The key is a game list's (under 'games'), marked
 * by its purpose so it never shares a cache entry with a page's list.
 */
export const gameSuggestionsQuery = (
  gameType: GameCard['gameType'] | undefined,
  language: string,
  isEnabled: boolean,
) => {
  const query = { gameType, pageSize: PAGINATION.pageSize, language };
  return queryOptions({
    queryKey: QUERY_KEYS.gameList({ ...query, purpose: 'suggestions' }),
    queryFn: ({ signal }) => callApi('gameList', { query, signal }),
    enabled: isEnabled,
    staleTime: 60_000,
  });
};

export function useGameSuggestions(gameType: GameCard['gameType'] | undefined, isEnabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery(gameSuggestionsQuery(gameType, i18n.language, isEnabled));
}
