import type { QueryOf, ValueOf } from '@lucky/contracts/common/endpoint';
import { CLIENT_TYPE, GAME_PLATFORM } from '@lucky/contracts/common/constants';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../api-client.ts';
import { useSiteStatus } from '../status-context.tsx';
import { QUERY_KEYS } from './query-keys.ts';

export type GameListQuery = QueryOf<(typeof ENDPOINTS)['gameList']>;
export type GameListPage = ValueOf<(typeof ENDPOINTS)['gameList']>;
export type GameCard = GameListPage['content'][number];

/** The page after `last`, or undefined when it was the last one (ends the infinite scroll). */
export const nextPageOf = (last: Pick<GameListPage, 'pageNo' | 'totalPages'>): number | undefined =>
  last.pageNo < last.totalPages ? last.pageNo + 1 : undefined;

/** GCSGAME_gameList as an infinite list: page 1 first, then one page per scroll step. */
export function useGameList(query: Omit<GameListQuery, 'pageNo' | 'language' | 'clientType' | 'platform' | 'merchant'>) {
  const { merchantCode } = useSiteStatus();
  const { i18n } = useTranslation();
  const full = { ...query, clientType: String(CLIENT_TYPE), platform: GAME_PLATFORM, merchant: merchantCode, language: i18n.language };
  return useInfiniteQuery({
    queryKey: QUERY_KEYS.gameList(full),
    queryFn: ({ pageParam, signal }) => callApi('gameList', { query: { ...full, pageNo: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    // A new filter keeps the old cards on screen until its first page arrives.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** GCSGAME_hotGamesV2 with the spec's fixed payload (isPlatform 2, every vendor). */
export function useHotGames() {
  const { merchantCode } = useSiteStatus();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: QUERY_KEYS.hotGames(merchantCode, i18n.language),
    queryFn: ({ signal }) => callApi('hotGames', { query: { merchantCode, isPlatform: '2', platform: GAME_PLATFORM, language: i18n.language }, signal }),
    select: (value) => value.list,
    staleTime: 60_000,
  });
}

export type VendorClassifies = ValueOf<(typeof ENDPOINTS)['vassGameType']>[number];

/** Each enabled vendor's category and game classifies, for the filter bar. */
export function useVendorClassifies() {
  const { merchantCode } = useSiteStatus();
  return useQuery({
    queryKey: QUERY_KEYS.vassGameType(merchantCode),
    queryFn: ({ signal }) => callApi('vassGameType', { query: { merchantCode }, signal }),
    staleTime: 5 * 60_000,
  });
}

/** The winners board: the 20 biggest wins of the week, names masked by the server. */
export function useRankList() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: QUERY_KEYS.rankList(i18n.language),
    queryFn: ({ signal }) => callApi('rankList', { query: { language: i18n.language }, signal }),
    select: (value) => value.list,
    staleTime: 60_000,
  });
}
