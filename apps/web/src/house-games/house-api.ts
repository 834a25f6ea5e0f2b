// Calls of the in-house provider's API (/house/api/*) and the player-facing text of its errors.
import { message } from './dom.ts';

/** An API refusal: the API's code and value (e.g. the balance after "insufficient funds"). */
export type HouseApiError = Error & { code?: string; value?: { balance?: string } | null };

/** The game session of this page (X-Game-Session), set once the launch token is exchanged. */
export const session: { token: string | null } = { token: null };

const ERROR_TEXT: Record<string, string> = {
  'balance.insufficient': 'Insufficient funds — lower the bet or top up your wallet.',
  'game.session.invalid': 'Your game session has expired — please open the game again from the site.',
  'game.launch.invalid': 'This game link has expired — please open the game again from the site.',
  'system.maintenance': 'The site is under maintenance — please try again later.',
  'game.maintenance': 'This game is under maintenance — please try another game.',
  'fairness.seed.active': "That round's server seed is still in use — reveal & rotate the seed first.",
  'rate.limited': 'Too many requests — please wait a moment.',
};
const errorText = (error: HouseApiError): string =>
  (error.code && ERROR_TEXT[error.code]) || error.message || 'Something went wrong, please try again.';

/** Shows an error's text in the page's message line. */
export const fail = (error: unknown): void => message(errorText(error as HouseApiError), 'error');

type Answer<T> = { success: boolean; value: T; message?: string | null; code?: string | null };

/** Calls /house/api; a failure becomes an Error carrying the API's code and value. */
export async function call<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  let response: Response;
  try {
    response = await window.fetch(`/house/api/${path}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(session.token ? { 'x-game-session': session.token } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch {
    throw Object.assign(new Error('Network error — check your connection and try again.'), { code: 'network' });
  }
  const json = (await response
    .json()
    .catch(() => ({ success: false, message: `HTTP ${response.status}` }))) as Answer<T>;
  if (!json.success)
    throw Object.assign(new Error(json.message || json.code || ''), { code: json.code, value: json.value });
  return json.value;
}

/**
 * The game page's session: exchanged once for the launch token in the address (which is then dropped from it), or,
 * on a reload, the one this tab kept.
 */
export async function openSession(gameId: number): Promise<void> {
  const storageKey = `house-session-${gameId}`;
  const launch = new URLSearchParams(window.location.search).get('launch');
  if (launch) {
    session.token = (await call<{ sessionToken: string }>('POST', 'session', { gameId, launch })).sessionToken;
    window.sessionStorage.setItem(storageKey, session.token);
    history.replaceState(null, '', window.location.pathname);
  } else {
    session.token = window.sessionStorage.getItem(storageKey);
  }
}
