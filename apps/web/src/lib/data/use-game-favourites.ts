import { CLIENT_TYPE, PAGINATION } from '@lucky/contracts/common/constants';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../api-client.ts';
import { useSessionStore } from '../session-store.ts';
import { QUERY_KEYS } from './query-keys.ts';

/** The member's favourite game ids (nothing is asked for a visitor). */
export function useFavouriteIds() {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: QUERY_KEYS.favouriteIds(token),
    queryFn: ({ signal }) => callApi('favouriteIds', { signal }),
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
  });
}

type ToggleInput = { gameId: number; isFavourite: boolean };

/**
 * Adds or removes a favourite. The heart changes at once (optimistic); a failure puts the
 * old ids back, and the server's answer (the full id list) is the final word either way.
 */
export function useToggleFavourite() {
  const client = useQueryClient();
  const token = useSessionStore((state) => state.token);
  const key = QUERY_KEYS.favouriteIds(token);
  return useMutation({
    mutationFn: ({ gameId, isFavourite }: ToggleInput) => callApi(isFavourite ? 'favouriteAdd' : 'favouriteRemove', { body: { gameId } }),
    onMutate: async ({ gameId, isFavourite }: ToggleInput) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<number[]>(key);
      const without = (previous ?? []).filter((id) => id !== gameId);
      client.setQueryData<number[]>(key, isFavourite ? [...without, gameId] : without);
      return { previous };
    },
    onError: (_error, _input, context) => {
      client.setQueryData(key, context?.previous);
    },
    onSuccess: (ids) => {
      client.setQueryData(key, ids);
    },
    onSettled: () => client.invalidateQueries({ queryKey: QUERY_KEYS.favouriteLists }),
  });
}

/** One page of the member's favourites (the favourites page uses pagination, not infinite scroll). */
export function useFavouriteList(pageNo: number) {
  const token = useSessionStore((state) => state.token);
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: QUERY_KEYS.favouriteList(token, pageNo),
    queryFn: ({ signal }) => callApi('favouriteList', { query: { pageNo, pageSize: PAGINATION.pageSize, language: i18n.language }, signal }),
    select: (value) => ({ games: value.content, pageNo: value.pageNum, totalPages: value.totalPages, totalCount: value.totalCount }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

/** One page of the games the member launched, most recent first. */
export function useRecentGames(pageNo: number) {
  const token = useSessionStore((state) => state.token);
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: QUERY_KEYS.recentGames(token, pageNo),
    queryFn: ({ signal }) =>
      callApi('recentGameList', { query: { page: pageNo, pageSize: PAGINATION.pageSize, clientType: String(CLIENT_TYPE), language: i18n.language }, signal }),
    select: (value) => ({ games: value.list, pageNo: value.pageNum, totalPages: value.totalPages, totalCount: value.totalCount }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}
