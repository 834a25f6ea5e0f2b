// The game page's channel to the site that frames it. The page runs sandboxed with an opaque origin (no storage,
// no access to the parent's DOM), so it talks to the site only by postMessage, in the messages of
// @lucky/contracts/games/game-frame (types only here: the page's bundle carries no schema library).
import type { FrameMessage, SiteMessage } from '@lucky/contracts/games/game-frame';

/** The site's window when this page is framed, else null (a page opened on its own). */
export const siteWindow = (win: Window = window): Window | null =>
  win.parent && win.parent !== win ? win.parent : null;

/**
 * Posts to the site. The target is this page's URL origin: in a single-origin deployment the site's own (a page's
 * CSP allows only the site to frame it), and never another site even if one managed to.
 */
export function postToSite(message: FrameMessage, win: Window = window): void {
  siteWindow(win)?.postMessage(message, win.location.origin);
}

/** Calls `listener` with each answer of the site (from the parent window only, of a known type). */
export function onSiteMessage(listener: (message: SiteMessage) => void, win: Window = window): void {
  win.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as Partial<SiteMessage> | null;
    if (event.source !== siteWindow(win) || typeof data !== 'object' || data?.type !== 'house:sound:value') return;
    listener(data as SiteMessage);
  });
}
