import type { PushEvent } from '@lucky/contracts/common/push';
import type { SportEvent } from '@lucky/contracts/sportsbook/sportsbook-schemas';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { sportsbookKeys } from '../api/sportsbook-keys.ts';
import type { BoardEvent } from '../components/event-row.tsx';

/**
 * What a `sports.event` push does to the sportsbook's cached answers. The pushed event is the row the board lists
 * (the event and its main markets priced that second), so lists holding it are patched in place and need no
 * refetch; what the push does not carry (every market and the timeline of an open event, menu counts, my bets,
 * results) is answered as query keys to refetch.
 */

export type SportsPush = Extract<PushEvent, { type: 'sports.event' }>;
type EventsAnswer = { serverTime: string; events: BoardEvent[] };
type DetailAnswer = { serverTime: string; event: SportEvent };

/** The answers of the board's lists: ['sportsbook', 'board', 'events', category, sport, competition]. */
const EVENTS_PREFIX = ['sportsbook', 'board', 'events'] as const;

function boardRowOf(pushed: SportsPush['sportEvent']): BoardEvent {
  const { suspendedMarkets: _desk, ...row } = pushed;
  return row;
}

function eventOf(row: BoardEvent): SportEvent {
  const { mainMarkets: _markets, marketCount: _count, ...event } = row;
  return event;
}

/** Whether a board list's key asks for events like this one (its category, and its sport and competition if set). */
function listWants(key: QueryKey, row: BoardEvent): boolean {
  const [, , , category, sport, competition] = key as readonly string[];
  return (
    category === row.category &&
    (sport === '' || sport === row.sport) &&
    (competition === '' || competition === row.competitionCode)
  );
}

/** The events lists no longer show an event that ended or was voided (the server lists coming and live ones only). */
const leavesLists = (change: SportsPush['event']) => change === 'ended' || change === 'settled' || change === 'voided';

/**
 * Patches the lists and the open event with the pushed row; answers the keys to refetch: the open event (its
 * markets and timeline), lists that should show an event they do not hold yet, and, by the change, the menu's
 * counts, the member's bets, results and the league table.
 */
export function applySportsPush(client: QueryClient, push: SportsPush): QueryKey[] {
  const row = boardRowOf(push.sportEvent);
  const stale: QueryKey[] = [sportsbookKeys.event(row.eventId)];
  for (const [key, data] of client.getQueriesData<EventsAnswer>({ queryKey: EVENTS_PREFIX })) {
    if (!data || !listWants(key, row)) continue;
    const held = data.events.some((event) => event.eventId === row.eventId);
    if (leavesLists(push.event)) {
      if (held)
        client.setQueryData<EventsAnswer>(key, {
          ...data,
          events: data.events.filter((event) => event.eventId !== row.eventId),
        });
    } else if (held) {
      client.setQueryData<EventsAnswer>(key, {
        ...data,
        events: data.events.map((event) => (event.eventId === row.eventId ? row : event)),
      });
    } else if (push.event === 'opened' || push.event === 'live') {
      stale.push(key);
    }
  }
  client.setQueryData<DetailAnswer>(sportsbookKeys.event(row.eventId), (data) =>
    data ? { ...data, event: eventOf(row) } : data,
  );
  if (push.event === 'opened' || push.event === 'live' || leavesLists(push.event))
    stale.push(sportsbookKeys.menu(row.category));
  if (leavesLists(push.event)) stale.push(sportsbookKeys.member, ['sportsbook', 'results']);
  if (push.event === 'settled') stale.push(sportsbookKeys.standings(row.competitionCode));
  return stale;
}
