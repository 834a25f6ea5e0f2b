import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type RefObject } from 'react';
import { QUERY_KEYS } from '../../../lib/data/query-keys.ts';
import { readFrameMessage } from './game-frame-messages.ts';
import { answerSoundMessage, siteStorage } from './game-frame-sound.ts';

/** While a game is open the header balance is refreshed this often (when the page is visible). */
export const BALANCE_REFRESH_MS = 10_000;

/**
 * The site's side of the game frame: keeps the header balance in step with the game, on every `house:balance`
 * message and every 10 s while the tab is visible (for vendors that never post), and keeps the house games' sound
 * settings for them. Only messages of the schema (@lucky/contracts/games/game-frame) from the frame's own window count: the
 * frame is sandboxed without allow-same-origin, so its origin is "null", and its window is what identifies it.
 * Off while no game is open (`isOpen`).
 */
export function useGameBalanceSync(frame: RefObject<HTMLIFrameElement | null>, isOpen = true): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!isOpen) return;
    const refresh = () => void client.invalidateQueries({ queryKey: QUERY_KEYS.walletBalance });
    const onMessage = (event: MessageEvent) => {
      const frameWindow = frame.current?.contentWindow;
      const message = readFrameMessage(event, frameWindow);
      if (!message || !frameWindow) return;
      if (message.type === 'house:balance') return refresh();
      const answer = answerSoundMessage(message, siteStorage());
      // '*': an opaque origin cannot be named as a target; the window is the frame's own, and the settings are
      // no secret.
      if (answer) frameWindow.postMessage(answer, '*');
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
