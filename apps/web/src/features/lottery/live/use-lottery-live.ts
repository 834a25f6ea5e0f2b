import type { PushEvent } from '@lucky/contracts/common/push';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { QUERY_KEYS } from '../../../lib/data/query-keys.ts';
import { getPushClient, type PushClient } from '../../../lib/push-client.ts';
import { lotteryKeys } from '../api/lottery-keys.ts';

/** The queries a draw event makes stale: what lists draws, and on a settlement the member's bets. */
export function keysForDrawEvent(event: Extract<PushEvent, { type: 'lottery.draw' }>): QueryKey[] {
  const keys: QueryKey[] = [lotteryKeys.menus, lotteryKeys.gameOf(event.gameCode)];
  if (event.event !== 'opened')
    keys.push(lotteryKeys.openedOf(event.gameCode), lotteryKeys.latestAll, lotteryKeys.draw(event.draw.drawId));
  if (event.event === 'settled' || event.event === 'voided') keys.push(lotteryKeys.member);
  return keys;
}

/**
 * Keeps the lottery pages live: draw events refresh the draws and results shown (fast games send several a minute,
 * so refreshes within 250 ms are merged), a balance event refreshes the header balance, and a reconnect refreshes
 * every lottery query (events sent while offline are not replayed).
 */
export function useLotteryLive(client: PushClient | null = null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const pending = new Map<string, QueryKey>();
    let timer: ReturnType<typeof setTimeout> | null = null;
    const flush = () => {
      timer = null;
      for (const queryKey of pending.values()) void queryClient.invalidateQueries({ queryKey });
      pending.clear();
    };
    const schedule = (keys: QueryKey[]) => {
      for (const key of keys) pending.set(JSON.stringify(key), key);
      if (!timer) timer = setTimeout(flush, 250);
    };
    const push = client ?? getPushClient();
    const leave = push.subscribe({
      topics: ['lottery'],
      onEvent: (event) => {
        if (event.type === 'lottery.draw') schedule(keysForDrawEvent(event));
        else if (event.type === 'wallet.balance') schedule([QUERY_KEYS.walletBalance]);
      },
      onReconnect: () => schedule([lotteryKeys.all, QUERY_KEYS.walletBalance]),
    });
    return () => {
      leave();
      if (timer) clearTimeout(timer);
    };
  }, [client, queryClient]);
}
