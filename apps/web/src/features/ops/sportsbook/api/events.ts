import type { BodyOf, ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../../ops-session.ts';
import { MONITOR_REFRESH_MS, sportsOpsKeys, type OpsEventsQuery } from './keys.ts';

export type OpsSportEvent = ValueOf<(typeof ENDPOINTS)['opsSportsEvents']>['list'][number];
export type EventStatus = OpsSportEvent['status'];
export type EventLiability = ValueOf<(typeof ENDPOINTS)['opsSportsLiability']>;
export type MarketLiability = EventLiability['markets'][number];
export type SuspendBody = BodyOf<(typeof ENDPOINTS)['opsSportsMarketSuspend']>;
export type VoidAnswer = ValueOf<(typeof ENDPOINTS)['opsSportsEventVoid']>;

/** The monitor follows bets and phases as they happen; the previous page stays while the next one loads. */
export const useOpsSportEvents = (query: OpsEventsQuery) =>
  useQuery({
    queryKey: sportsOpsKeys.events(query),
    placeholderData: keepPreviousData,
    refetchInterval: MONITOR_REFRESH_MS,
    queryFn: ({ signal }) => callOps('opsSportsEvents', { query, signal }),
  });

export const useEventLiability = (eventId: string) =>
  useQuery({
    queryKey: sportsOpsKeys.liability(eventId),
    refetchInterval: MONITOR_REFRESH_MS,
    queryFn: ({ signal }) => callOps('opsSportsLiability', { query: { eventId }, signal }),
  });

/** After a suspension or a void: the monitor, the event's liability and its board are all fetched again. */
function useRefreshSports() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: sportsOpsKeys.all });
}

export function useSuspendMarket() {
  const refresh = useRefreshSports();
  return useMutation({
    mutationFn: (body: SuspendBody) => callOps('opsSportsMarketSuspend', { body }),
    onSettled: refresh,
  });
}

export function useVoidEvent() {
  const refresh = useRefreshSports();
  return useMutation({
    mutationFn: (body: { eventId: string; reason: string }) => callOps('opsSportsEventVoid', { body }),
    onSettled: refresh,
  });
}
