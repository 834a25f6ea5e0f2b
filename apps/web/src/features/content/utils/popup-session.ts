import { SESSION_KEYS } from '../../../lib/session-storage.ts';

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * After a login (which sets the after-login flag) the pop-up notice shows, unless it was
 * already dismissed in this browser session: once per session, never on every page load.
 */
export function popupNoticeWanted(): boolean {
  return read(SESSION_KEYS.afterLoginModal) !== null && read(SESSION_KEYS.popupNoticeSeen) === null;
}

export function settlePopupNotice(): void {
  try {
    sessionStorage.setItem(SESSION_KEYS.popupNoticeSeen, '1');
    sessionStorage.removeItem(SESSION_KEYS.afterLoginModal);
  } catch {
    // Storage unavailable (private mode): nothing to remember, the pop-up was shown.
  }
}
