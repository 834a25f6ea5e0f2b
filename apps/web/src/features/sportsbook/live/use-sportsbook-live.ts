import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { QUERY_KEYS } from '../../../lib/data/query-keys.ts';
import { getPushClient, type PushClient } from '../../../lib/push-client.ts';
import { sportsbookKeys } from '../api/sportsbook-keys.ts';

/**
 * Topics this page asks the push channel for. Empty while the push contract (`common/push.ts`) only accepts lottery
 * topics: the server closes a socket that subscribes to an unknown one, which would also cut the lottery's
 * updates. When `sports` is accepted it goes here and the board polls slowly instead of every few seconds.
 */
export const SPORTS_PUSH_TOPICS: readonly string[] = [];

/** How often the board refetches: seldom while push events arrive, every few seconds when they cannot. */
export const BOARD_POLL_FAST_MS = 4000;
export const BOARD_POLL_SLOW_MS = 20_000;
/** A live event's timeline and prices move every second or two, push or not. */
export const LIVE_EVENT_POLL_MS = 2000;

/** The sports event as the server will send it; the push contract does not list it yet, so it is read loosely. */
type SportsPush = { type: string; event?: string };

/**
 * Keeps the sportsbook pages live and answers the board's poll interval: a sports event refreshes the board (and
 * on a settlement the member's bets), a balance event the header balance, a reconnect every sportsbook query
 * (events sent while offline are not replayed).
 */
export function useSportsbookLive(client: PushClient | null = null): number {
  const queryClient = useQueryClient();
  const [isPushUp, setPushUp] = useState(false);
  useEffect(() => {
    const push = client ?? getPushClient();
    const refresh = (keys: QueryKey[]) => {
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    };
    const leave = push.subscribe({
      topics: SPORTS_PUSH_TOPICS,
      onEvent: (event) => {
        const loose = event as SportsPush;
        if (loose.type === 'sports.event') {
          setPushUp(true);
          refresh(loose.event === 'settled' ? [sportsbookKeys.board, sportsbookKeys.member] : [sportsbookKeys.board]);
        } else if (event.type === 'wallet.balance') refresh([QUERY_KEYS.walletBalance, sportsbookKeys.member]);
      },
      onReconnect: () => refresh([sportsbookKeys.all, QUERY_KEYS.walletBalance]),
    });
    const watch = setInterval(() => {
      if (!push.isConnected()) setPushUp(false);
    }, BOARD_POLL_FAST_MS);
    return () => {
      leave();
      clearInterval(watch);
    };
  }, [client, queryClient]);
  return isPushUp && SPORTS_PUSH_TOPICS.length > 0 ? BOARD_POLL_SLOW_MS : BOARD_POLL_FAST_MS;
}
