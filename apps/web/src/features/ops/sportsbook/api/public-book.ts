import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client.ts';
import { MONITOR_REFRESH_MS, sportsOpsKeys } from './keys.ts';

/*
 * What the desk reads from the players' side of the book, without a member token: the competitions (for the
 * monitor's filter), an event's whole board (markets without bets can be suspended too) and the public replay of an
 * ended event. The desk shows what a player would see, so it never needs a copy of these on /ops/api.
 */

export type BookMenu = ValueOf<(typeof ENDPOINTS)['sportsbookMenu']>;
export type EventBoard = ValueOf<(typeof ENDPOINTS)['sportsbookEvent']>;
export type EventReplay = ValueOf<(typeof ENDPOINTS)['sportsbookVerifyEvent']>;

export const useBookCompetitions = () =>
  useQuery({
    queryKey: sportsOpsKeys.competitions,
    staleTime: 10 * 60_000,
    queryFn: ({ signal }) => callApi('sportsbookMenu', { query: {}, token: null, signal }),
    select: (menu) => menu.sports.flatMap((sport) => sport.competitions),
  });

/** Off once the event is over: an ended event has nothing left to suspend. */
export const useEventBoard = (eventId: string, isRunning: boolean) =>
  useQuery({
    queryKey: sportsOpsKeys.board(eventId),
    enabled: isRunning,
    refetchInterval: MONITOR_REFRESH_MS,
    queryFn: ({ signal }) => callApi('sportsbookEvent', { query: { eventId }, token: null, signal }),
  });

/** Asked for only when the operator presses Verify: the server replays the event from its revealed seed. */
export const useEventReplay = (eventId: string, isAsked: boolean) =>
  useQuery({
    queryKey: sportsOpsKeys.verify(eventId),
    enabled: isAsked,
    staleTime: Infinity,
    queryFn: ({ signal }) => callApi('sportsbookVerifyEvent', { query: { eventId }, token: null, signal }),
  });
