import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { pointsKeys } from './keys.ts';

/**
 * The categories that have a game a member can play now (ACTIVE, its vendor too), from the lobby's game menus: the
 * mall must not advertise earning points in a category with nothing to bet on.
 */
export const playableCategoriesQuery = () =>
  queryOptions({
    queryKey: pointsKeys.playableCategories,
    queryFn: ({ signal }) => callApi('gameMenus', { signal }),
    select: (menus) =>
      menus.filter((menu) => menu.gameMenus.some((game) => game.status === 'ACTIVE')).map((menu) => menu.gameGroupCode),
    staleTime: 5 * 60_000,
  });

export const usePlayableCategories = () => useQuery(playableCategoriesQuery());
