import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { games } from '../src/db/schema/games.ts';
import type { TestApp } from './test-app.ts';

/** The catalogue's game ids by game code. */
export async function houseGameIds(t: TestApp): Promise<Record<string, number>> {
  const rows = await t.ctx.database.db.select({ id: games.id, code: games.gameCode }).from(games);
  return Object.fromEntries(rows.map((row) => [row.code, row.id]));
}

/** Launches like the site, then exchanges the launch token like the iframe. */
export async function sitAtHouseGame(
  t: TestApp,
  gameIds: Record<string, number>,
  token: string,
  code: string,
): Promise<(method: 'GET' | 'POST', path: string, body?: unknown) => Promise<LightMyRequestResponse>> {
  const url = new URL(
    (await t.call('launchGame', { token, query: { gameId: String(gameIds[code]) } })).json().value.game_url,
    'http://localhost',
  );
  const session = await t.app.inject({
    method: 'POST',
    url: '/house/api/session',
    payload: { gameId: gameIds[code], launch: url.searchParams.get('launch') },
  });
  expect(session.statusCode).toBe(200);
  const sessionToken = session.json().value.sessionToken as string;
  const replay = await t.app.inject({
    method: 'POST',
    url: '/house/api/session',
    payload: { gameId: gameIds[code], launch: url.searchParams.get('launch') },
  });
  expect(replay.json().code).toBe('game.launch.invalid');
  return (method, path, body) =>
    t.app.inject({
      method,
      url: `/house/api/${path}`,
      headers: { 'x-game-session': sessionToken },
      ...(body ? { payload: body as object } : {}),
    });
}
