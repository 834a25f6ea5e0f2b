import { SESSION_KEYS } from '../../lib/session-storage.ts';
import { AFTER_LOGIN_MODAL_KEY } from '../auth/hooks/use-login-sequence.ts';

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
  return read(AFTER_LOGIN_MODAL_KEY) !== null && read(SESSION_KEYS.popupNoticeSeen) === null;
}

export function settlePopupNotice(): void {
  try {
    sessionStorage.setItem(SESSION_KEYS.popupNoticeSeen, '1');
    sessionStorage.removeItem(AFTER_LOGIN_MODAL_KEY);
  } catch {
    // Storage unavailable (private mode): nothing to remember, the pop-up was shown.
  }
}
