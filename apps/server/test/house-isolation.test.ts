import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE_PAGE_SANDBOX } from '../src/modules/house-games/house-isolation.ts';
import { houseGameIds } from './house-games-helpers.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The house game pages run with an opaque origin, so their calls arrive cross-origin with `Origin: null`: the house
 * API and the pages' files answer CORS for them, and nothing else of the site does.
 */
describe('house game isolation: CORS for the sandboxed game pages', () => {
  let t: TestApp;
  let gameIds: Record<string, number>;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    gameIds = await houseGameIds(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const preflight = (url: string, method = 'POST') =>
    t.app.inject({
      method: 'OPTIONS',
      url,
      headers: {
        origin: 'null',
        'access-control-request-method': method,
        'access-control-request-headers': 'content-type,x-game-session',
      },
    });

  it('answers the preflight of a house API call, allowing X-Game-Session and no credentials', async () => {
    const answer = await preflight('/house/api/play');
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['access-control-allow-methods']).toBe('GET, POST');
    expect(String(answer.headers['access-control-allow-headers']).split(', ')).toEqual([
      'content-type',
      'x-game-session',
    ]);
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('answers the real calls of a framed page: the session exchange, then a call with X-Game-Session', async () => {
    const token = await t.login('demo', 'demo1234');
    const gameId = gameIds.LUCKY_DRAGON;
    const launchUrl = (await t.call('launchGame', { token, query: { gameId: String(gameId) } })).json().value
      .game_url as string;
    const launch = new URL(launchUrl, 'http://localhost').searchParams.get('launch');
    const session = await t.app.inject({
      method: 'POST',
      url: '/house/api/session',
      headers: { origin: 'null' },
      payload: { gameId, launch },
    });
    expect(session.statusCode).toBe(200);
    expect(session.headers['access-control-allow-origin']).toBe('*');
    const state = await t.app.inject({
      method: 'GET',
      url: '/house/api/state',
      headers: { origin: 'null', 'x-game-session': session.json().value.sessionToken },
    });
    expect(state.statusCode).toBe(200);
    expect(state.json().value.game.gameId).toBe(gameId);
    expect(state.headers['access-control-allow-origin']).toBe('*');
    // A refusal is readable too, so the page can show its reason.
    const refused = await t.app.inject({
      method: 'GET',
      url: '/house/api/state',
      headers: { origin: 'null', 'x-game-session': 'not-a-session' },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect(refused.headers['access-control-allow-origin']).toBe('*');
  });

  it('lets the pages load their own files cross-origin, and sandboxes the pages themselves', async () => {
    const css = await t.app.inject({ method: 'GET', url: '/house/static/house.css', headers: { origin: 'null' } });
    expect(css.statusCode).toBe(200);
    expect(css.headers['access-control-allow-origin']).toBe('*');
    expect(css.headers['cross-origin-resource-policy']).toBe('cross-origin');
    for (const url of [`/house/play/${gameIds.LUCKY_DRAGON}`, '/house/verify']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain(HOUSE_PAGE_SANDBOX);
      expect(csp).not.toContain('allow-same-origin');
      expect(csp).toContain("frame-ancestors 'self'");
      expect(page.headers['cross-origin-opener-policy']).toBeUndefined();
      // The page itself is not readable cross-origin.
      expect(page.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('gives no CORS answer anywhere else on the site', async () => {
    const status = await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: { origin: 'null' } });
    expect(status.statusCode).toBe(200);
    expect(status.headers['access-control-allow-origin']).toBeUndefined();
    const sitePreflight = await preflight('/wps/session/login');
    expect(sitePreflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(sitePreflight.statusCode).toBeGreaterThanOrEqual(400);
    // An address that only looks like the house API matches no house route.
    for (const url of ['/house/api-state', '/house/apix/state']) {
      const answer = await t.app.inject({ method: 'GET', url, headers: { origin: 'null' } });
      expect(answer.headers['access-control-allow-origin'], url).toBeUndefined();
    }
    // Other site pages keep their strict opener policy and carry no sandbox.
    const other = await t.app.inject({ method: 'GET', url: '/house/icons/house-lucky-dragon.svg' });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(String(other.headers['content-security-policy'])).not.toContain('sandbox');
  });
});
