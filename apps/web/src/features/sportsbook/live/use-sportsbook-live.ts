import type { SportsbookSport } from '@lucky/contracts/sportsbook/sportsbook-schemas';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { QUERY_KEYS } from '../../../lib/data/query-keys.ts';
import { getPushClient, type PushClient } from '../../../lib/push-client.ts';
import { sportsbookKeys, type SportsbookCategoryKey } from '../api/sportsbook-keys.ts';
import { applySportsPush } from './sports-cache-patch.ts';

/** The sports each page shows, and so the push topics it asks for (`sports:<sport>`, common/push.ts). */
const CATEGORY_SPORTS: Readonly<Record<SportsbookCategoryKey, readonly SportsbookSport[]>> = {
  SPORTS: ['FOOTBALL', 'BASKETBALL'],
  ESPORTS: ['MOBA', 'SHOOTER'],
  COCKFIGHT: ['COCKFIGHT'],
};
export const sportsTopicsOf = (category: SportsbookCategoryKey): string[] =>
  CATEGORY_SPORTS[category].map((sport) => `sports:${sport}`);

/** While the socket is down the board polls every few seconds, a live event every two (its timeline and prices). */
export const BOARD_POLL_MS = 4000;
export const LIVE_EVENT_POLL_MS = 2000;
/**
 * While it is open, pushes keep the pages current and polling only guards against a lost event (Redis away while
 * the socket stays open): once a minute.
 */
export const BOARD_POLL_SAFETY_MS = 60_000;

/** A live event's refetch interval for the board's: every two seconds without push, the board's with it. */
export const livePollOf = (pollMs: number): number => (pollMs === BOARD_POLL_MS ? LIVE_EVENT_POLL_MS : pollMs);

/** Refetches of keys asked within this window are merged: a live matchday sends a push per event per second. */
const MERGE_MS = 250;

/** Collects keys to refetch and refetches each once per window. */
function createRefresher(refresh: (key: QueryKey) => void) {
  const pending = new Map<string, QueryKey>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    timer = null;
    const keys = [...pending.values()];
    pending.clear();
    for (const key of keys) refresh(key);
  };
  return {
    schedule(keys: QueryKey[]) {
      for (const key of keys) pending.set(JSON.stringify(key), key);
      if (!timer) timer = setTimeout(flush, MERGE_MS);
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

/**
 * Keeps a sportsbook page live on the push channel: each `sports.event` of the page's sports patches the lists and
 * the open event in place and refetches only what it does not carry; a balance event refreshes the header and my
 * bets; a reconnect refreshes every sportsbook query (events sent while offline are not replayed). Answers the
 * board's poll interval: the slow safety interval while the socket is open, every few seconds while it is down.
 */
export function useSportsbookLive(category: SportsbookCategoryKey, client: PushClient | null = null): number {
  const queryClient = useQueryClient();
  const [isPushUp, setPushUp] = useState(false);
  const topicsKey = sportsTopicsOf(category).join(',');
  useEffect(() => {
    const push = client ?? getPushClient();
    const refresher = createRefresher((queryKey) => void queryClient.invalidateQueries({ queryKey }));
    const leave = push.subscribe({
      topics: topicsKey.split(','),
      onEvent: (event) => {
        if (event.type === 'sports.event') refresher.schedule(applySportsPush(queryClient, event));
        else if (event.type === 'wallet.balance') refresher.schedule([QUERY_KEYS.walletBalance, sportsbookKeys.member]);
      },
      onReconnect: () => refresher.schedule([sportsbookKeys.all, QUERY_KEYS.walletBalance]),
      onConnectionChange: setPushUp,
    });
    return () => {
      leave();
      refresher.stop();
    };
  }, [client, queryClient, topicsKey]);
  return isPushUp ? BOARD_POLL_SAFETY_MS : BOARD_POLL_MS;
}

/** At most this many events are watched by topic (a subscribe carries at most 20 topics, the page's sports too). */
export const MAX_WATCHED_EVENTS = 15;

/**
 * Watches single events by topic (`sports:event:<id>`), e.g. those of the member's open bets in other sports than
 * the page's: when one ends, is settled or voided, my bets are refetched.
 */
export function useWatchedSportEvents(eventIds: readonly string[], client: PushClient | null = null): void {
  const queryClient = useQueryClient();
  const idsKey = [...new Set(eventIds)].sort().slice(0, MAX_WATCHED_EVENTS).join(',');
  useEffect(() => {
    if (idsKey === '') return undefined;
    const push = client ?? getPushClient();
    return push.subscribe({
      topics: idsKey.split(',').map((eventId) => `sports:event:${eventId}`),
      onEvent: (event) => {
        if (event.type !== 'sports.event') return;
        if (event.event === 'ended' || event.event === 'settled' || event.event === 'voided')
          void queryClient.invalidateQueries({ queryKey: sportsbookKeys.member });
      },
    });
  }, [client, queryClient, idsKey]);
}
