import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSession, session } from './house-api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  session.token = null;
});

/** The session exchange, answered like the server; records each call's address and options. */
function stubApi() {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
    Response.json({ success: true, value: { sessionToken: 'session-1' }, message: null, code: null }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the game page session without storage (opaque origin)', () => {
  it('exchanges the launch token once, keeps the session in the fragment, and reuses it on a reload', async () => {
    const fetchMock = stubApi();
    history.replaceState(null, '', '/house/play/7?launch=launch-token-1&lang=VI');
    await openSession(7);
    expect(session.token).toBe('session-1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/house/api/session');
    expect(JSON.parse(String(init?.body))).toEqual({ gameId: 7, launch: 'launch-token-1' });
    // No cookie rides along: the API answers a sandboxed page's call only without credentials.
    expect(init?.credentials).toBe('omit');
    // The spent launch token leaves the address; the language stays; the session waits in the fragment.
    expect(window.location.pathname).toBe('/house/play/7');
    expect(window.location.search).toBe('?lang=VI');
    expect(window.location.hash).toBe('#session=session-1');

    // A reload: the page starts again from this address and asks nothing.
    session.token = null;
    await openSession(7);
    expect(session.token).toBe('session-1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('prefers a kept session to a launch token still in the address (it was spent)', async () => {
    const fetchMock = stubApi();
    history.replaceState(null, '', '/house/play/7?launch=launch-token-1#session=kept-session');
    await openSession(7);
    expect(session.token).toBe('kept-session');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens no session without a launch token or a kept one', async () => {
    const fetchMock = stubApi();
    history.replaceState(null, '', '/house/play/7');
    await openSession(7);
    expect(session.token).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
