import type { SportsbookSport } from '@lucky/contracts/sportsbook/sportsbook-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { livePollOf } from '../live/use-sportsbook-live.ts';
import { noteServerTime } from '../hooks/server-clock.ts';
import { sportsbookKeys, type EventsFilter, type MyBetsState, type SportsbookCategoryKey } from './sportsbook-keys.ts';

/** The sportsbook's reads, one hook per call; the board's hooks take the poll interval the live hook answers. */

export function useSportsMenu(category: SportsbookCategoryKey, pollMs: number) {
  return useQuery({
    queryKey: sportsbookKeys.menu(category),
    queryFn: async ({ signal }) => {
      const value = await callApi('sportsbookMenu', { query: { category }, signal });
      noteServerTime(value.serverTime);
      return value;
    },
    refetchInterval: pollMs * 3,
  });
}

export const EVENTS_COUNT = 40;

export function useSportEvents(filter: EventsFilter, pollMs: number) {
  return useQuery({
    queryKey: sportsbookKeys.events(filter),
    queryFn: async ({ signal }) => {
      const query = {
        category: filter.category,
        sport: filter.sport ?? undefined,
        competitionCode: filter.competitionCode ?? undefined,
        state: 'all' as const,
        count: EVENTS_COUNT,
      };
      const value = await callApi('sportsbookEvents', { query, signal });
      noteServerTime(value.serverTime);
      return value;
    },
    placeholderData: keepPreviousData,
    refetchInterval: pollMs,
  });
}

/**
 * One event; while it is being played without the push channel it refetches every two seconds, so the timeline
 * runs as it happens (with it, each push of the event refetches it).
 */
export function useSportEvent(eventId: string | null, pollMs: number) {
  return useQuery({
    queryKey: sportsbookKeys.event(eventId ?? ''),
    enabled: Boolean(eventId),
    queryFn: async ({ signal }) => {
      const value = await callApi('sportsbookEvent', { query: { eventId: eventId! }, signal });
      noteServerTime(value.serverTime);
      return value;
    },
    refetchInterval: (query) => (query.state.data?.event.status === 'LIVE' ? livePollOf(pollMs) : pollMs),
  });
}

export const RESULTS_PAGE_SIZE = 15;

export function useSportResults(category: SportsbookCategoryKey, sport: SportsbookSport | null, pageNo: number) {
  return useQuery({
    queryKey: sportsbookKeys.results(category, sport, pageNo),
    queryFn: ({ signal }) =>
      callApi('sportsbookResults', {
        query: { category, sport: sport ?? undefined, pageNo, pageSize: RESULTS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}

export function useStandings(competitionCode: string | null) {
  return useQuery({
    queryKey: sportsbookKeys.standings(competitionCode ?? ''),
    enabled: Boolean(competitionCode),
    queryFn: ({ signal }) => callApi('sportsbookStandings', { query: { competitionCode: competitionCode! }, signal }),
    staleTime: 30_000,
  });
}

/** An ended event's replay never changes: verified once, kept. */
export function useVerifyEvent(eventId: string | null) {
  return useQuery({
    queryKey: sportsbookKeys.verify(eventId ?? ''),
    enabled: Boolean(eventId),
    staleTime: Infinity,
    queryFn: ({ signal }) => callApi('sportsbookVerifyEvent', { query: { eventId: eventId! }, signal }),
  });
}

export const MY_BETS_PAGE_SIZE = 10;

export function useMySportBets(state: MyBetsState, pageNo: number) {
  const token = useSessionStore((session) => session.token);
  return useQuery({
    queryKey: sportsbookKeys.myBets(token, state, pageNo),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
    refetchInterval: state === 'open' ? 10_000 : false,
    queryFn: ({ signal }) =>
      callApi('sportsbookMyBets', { query: { state, pageNo, pageSize: MY_BETS_PAGE_SIZE }, signal }),
  });
}

/** A cash-out offer moves with the match: asked for only while the member looks at it, refreshed every 3 s. */
export function useCashOutQuote(betId: number, isOpen: boolean) {
  const token = useSessionStore((session) => session.token);
  return useQuery({
    queryKey: sportsbookKeys.cashOutQuote(token, betId),
    enabled: Boolean(token) && isOpen,
    refetchInterval: 3000,
    queryFn: ({ signal }) => callApi('sportsbookCashOutQuote', { query: { betId }, signal }),
  });
}

export type SportsMenu = NonNullable<ReturnType<typeof useSportsMenu>['data']>;
export type EventDetail = NonNullable<ReturnType<typeof useSportEvent>['data']>;
export type VerifyAnswer = NonNullable<ReturnType<typeof useVerifyEvent>['data']>;
