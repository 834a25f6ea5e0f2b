import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type RefObject } from 'react';
import { QUERY_KEYS } from '../../../lib/data/query-keys.ts';

/** While a game is open the header balance is refreshed this often (when the page is visible). */
export const BALANCE_REFRESH_MS = 10_000;

/** The message a same-origin game page posts after each round. */
export const isBalanceMessage = (event: MessageEvent, origin: string, source: MessageEventSource | null): boolean =>
  event.origin === origin &&
  (source === null || event.source === source) &&
  typeof event.data === 'object' &&
  event.data !== null &&
  (event.data as { type?: unknown }).type === 'house:balance';

/**
 * Keeps the header balance in step with the game: on every `{type:'house:balance'}` message
 * from the game frame (same origin only — anything else could fake it), and every 10 s
 * while the tab is visible, for vendors that never post. Off while no game is open (`isOpen`).
 */
export function useGameBalanceSync(frame: RefObject<HTMLIFrameElement | null>, isOpen = true): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!isOpen) return;
    const refresh = () => void client.invalidateQueries({ queryKey: QUERY_KEYS.walletBalance });
    const onMessage = (event: MessageEvent) => {
      if (isBalanceMessage(event, window.location.origin, frame.current?.contentWindow ?? null)) refresh();
    };
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') refresh();
    }, BALANCE_REFRESH_MS);
    window.addEventListener('message', onMessage);
    return () => {
      clearInterval(timer);
      window.removeEventListener('message', onMessage);
    };
  }, [client, frame, isOpen]);
}
