import type { LotteryPrizeMode } from '@lucky/contracts/lottery/lottery-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { noteServerTime } from '../utils/server-clock.ts';
import { lotteryKeys, type MyBetsState } from './lottery-keys.ts';

/** The public lottery reads: query options (for prefetching and tests) and a hook per call. */

export const HISTORY_COUNT = 100;
export const POPULAR_COUNT = 20;
export const DEFAULT_CHASE_COUNT = 10;

export const menuOptions = (prizeMode: LotteryPrizeMode | undefined, language: string) =>
  queryOptions({
    queryKey: lotteryKeys.menu(prizeMode, language),
    queryFn: async ({ signal }) => {
      const value = await callApi('lotteryVnGameMenu', { query: { prizeMode, language }, signal });
      noteServerTime(value.serverTime);
      return value;
    },
    staleTime: 30_000,
  });

/** The lobbies also poll, slowly: a countdown must move on to the next draw even when the push channel is down. */
export function useLotteryMenu(prizeMode?: LotteryPrizeMode) {
  const { i18n } = useTranslation();
  return useQuery({ ...menuOptions(prizeMode, i18n.language), refetchInterval: 20_000 });
}

export function useRecentLotteryGames() {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: lotteryKeys.recent(token),
    enabled: Boolean(token),
    staleTime: 60_000,
    queryFn: ({ signal }) => callApi('lotteryRecentGames', { query: { count: 6 }, signal }),
  });
}

export const openedNumbersOptions = (gameCode: string, station: string | null = null, count = HISTORY_COUNT) =>
  queryOptions({
    queryKey: lotteryKeys.opened(gameCode, count, station),
    queryFn: ({ signal }) =>
      callApi('lotteryOpenedNumbers', { query: { gameCode, count, station: station ?? undefined }, signal }),
    staleTime: 30_000,
  });

export function useOpenedNumbers(gameCode: string, station: string | null = null, count = HISTORY_COUNT) {
  return useQuery({ ...openedNumbersOptions(gameCode, station, count), enabled: Boolean(gameCode) });
}

export const latestNumbersOptions = (prizeMode: LotteryPrizeMode | undefined, date: string | null) =>
  queryOptions({
    queryKey: lotteryKeys.latest(prizeMode, date),
    queryFn: ({ signal }) => callApi('lotteryLatestNumbers', { query: { prizeMode, date: date ?? undefined }, signal }),
    staleTime: 30_000,
  });

export function useLatestNumbers(prizeMode?: LotteryPrizeMode, date: string | null = null) {
  return useQuery({ ...latestNumbersOptions(prizeMode, date), placeholderData: keepPreviousData });
}

export function usePopularNumbers(gameCode: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: lotteryKeys.popular(gameCode, i18n.language),
    staleTime: 60_000,
    enabled: Boolean(gameCode),
    queryFn: ({ signal }) =>
      callApi('lotteryPopularNumbers', { query: { gameCode, count: POPULAR_COUNT, language: i18n.language }, signal }),
  });
}

export const gameDetailOptions = (gameCode: string, chaseCount: number, language: string) =>
  queryOptions({
    queryKey: lotteryKeys.game(gameCode, chaseCount, language),
    queryFn: async ({ signal }) => {
      const value = await callApi('lotteryGameDetail', { query: { gameCode, chaseCount, language }, signal });
      noteServerTime(value.serverTime);
      return value;
    },
    staleTime: 15_000,
  });

export function useGameDetail(gameCode: string, chaseCount = DEFAULT_CHASE_COUNT) {
  const { i18n } = useTranslation();
  return useQuery({
    ...gameDetailOptions(gameCode, chaseCount, i18n.language),
    enabled: Boolean(gameCode),
    placeholderData: keepPreviousData,
  });
}

/** A drawn draw never changes its proof: verified once, kept. */
export function useVerifyDraw(drawId: number | null) {
  return useQuery({
    queryKey: lotteryKeys.verify(drawId ?? 0),
    enabled: drawId !== null && drawId > 0,
    staleTime: Infinity,
    queryFn: ({ signal }) => callApi('lotteryVerifyDraw', { query: { drawId: drawId! }, signal }),
  });
}

export const MY_BETS_PAGE_SIZE = 10;

export function useMyBets(gameCode: string | null, state: MyBetsState, pageNo: number) {
  const token = useSessionStore((session) => session.token);
  return useQuery({
    queryKey: lotteryKeys.myBets(token, gameCode, state, pageNo),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      callApi('lotteryMyBets', {
        query: { gameCode: gameCode ?? undefined, state, pageNo, pageSize: MY_BETS_PAGE_SIZE },
        signal,
      }),
  });
}

export function useMyChases(gameCode: string | null, pageNo: number) {
  const token = useSessionStore((session) => session.token);
  return useQuery({
    queryKey: lotteryKeys.myChases(token, gameCode, pageNo),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      callApi('lotteryMyChases', {
        query: { gameCode: gameCode ?? undefined, pageNo, pageSize: MY_BETS_PAGE_SIZE },
        signal,
      }),
  });
}
