// Calls of the in-house provider's API (/house/api/*) and the player-facing text of its errors.
import { message } from './dom.ts';
import { hasKey, t } from './i18n/translate.ts';

/** An API refusal: the API's code and value (e.g. the balance after "insufficient funds"). */
export type HouseApiError = Error & { code?: string; value?: { balance?: string } | null };

/** The game session of this page (X-Game-Session), set once the launch token is exchanged. */
export const session: { token: string | null } = { token: null };

// The API's refusals a player can meet, in the page's language (i18n/en/common.ts: error.<code>); any other
// refusal shows the API's own message.
const errorText = (error: HouseApiError): string => {
  const key = `error.${error.code ?? ''}`;
  return (hasKey(key) && t(key)) || error.message || t('error.generic');
};

/** Shows an error's text in the page's message line. */
export const fail = (error: unknown): void => message(errorText(error as HouseApiError), 'error');

type Answer<T> = { success: boolean; value: T; message?: string | null; code?: string | null };

/** Calls /house/api; a failure becomes an Error carrying the API's code and value. */
export async function call<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  let response: Response;
  try {
    response = await window.fetch(`/house/api/${path}`, {
      method,
      // The API reads no cookie, and answers a sandboxed page's cross-origin call only without credentials.
      credentials: 'omit',
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(session.token ? { 'x-game-session': session.token } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch {
    throw Object.assign(new Error(t('error.network')), { code: 'network' });
  }
  const json = (await response
    .json()
    .catch(() => ({ success: false, message: `HTTP ${response.status}` }))) as Answer<T>;
  if (!json.success)
    throw Object.assign(new Error(json.message || json.code || ''), { code: json.code, value: json.value });
  return json.value;
}

/** Where the page keeps its session across a reload: its address's fragment, which is never sent to a server. */
const SESSION_PARAM = 'session';

/**
 * Keeps the session in the address in place of the single-use launch token (other parameters, such as the
 * language, stay). The page has no storage (it runs sandboxed with an opaque origin); a browser that refuses to
 * rewrite an opaque page's address still takes a fragment-only replace, which keeps the launch token beside it.
 */
function keepSession(token: string): void {
  const query = new URLSearchParams(window.location.search);
  query.delete('launch');
  const hash = `#${SESSION_PARAM}=${encodeURIComponent(token)}`;
  try {
    history.replaceState(null, '', `${window.location.pathname}${query.size ? `?${query.toString()}` : ''}${hash}`);
  } catch {
    window.location.replace(hash);
  }
}

/**
 * The game page's session: on a reload, the one its address kept; else exchanged once for the launch token in the
 * address (single-use, so a kept session always wins over it).
 */
export async function openSession(gameId: number): Promise<void> {
  const kept = new URLSearchParams(window.location.hash.slice(1)).get(SESSION_PARAM);
  if (kept) {
    session.token = kept;
    return;
  }
  const launch = new URLSearchParams(window.location.search).get('launch');
  if (!launch) return;
  session.token = (await call<{ sessionToken: string }>('POST', 'session', { gameId, launch })).sessionToken;
  keepSession(session.token);
}
