import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { games } from '../src/db/schema/games.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { createMember } from '../src/modules/member/register.service.ts';
import {
  ensureMemberWallet,
  houseAccountId,
  inTransaction,
  postTransfer,
} from '../src/modules/wallet/ledger.service.ts';
import { CURRENCY } from './ledger-helpers.ts';
import { randomName, type TestApp } from './test-app.ts';

/*
 * Helpers of the mission and referral tests: fresh funded members, and real game rounds played
 * through the in-house provider's API (launch → game session → play), which settle through the
 * seamless wallet and the roll-up trigger like any round on the site.
 */

export type Player = { id: number; username: string; password: string; token: string };

export async function createPlayer(t: TestApp, opening: bigint, extra: { referredBy?: number } = {}): Promise<Player> {
  const username = randomName('mp');
  const password = 'mission123';
  const passwordHash = await hashPassword(password);
  const member = await inTransaction(t.ctx.database.db, async (tx) => {
    const row = await createMember(
      tx,
      { username, passwordHash, type: 0, registerMethod: 'TEST', referredBy: extra.referredBy ?? null },
      CURRENCY,
    );
    if (opening > 0n) {
      await postTransfer(tx, {
        idempotencyKey: `test-opening:${username}`,
        kind: 'ADJUSTMENT',
        amount: opening,
        debitAccountId: await houseAccountId(tx, 'HOUSE_ADJUSTMENTS', CURRENCY),
        creditAccountId: await ensureMemberWallet(tx, row.id, CURRENCY),
      });
    }
    return row;
  });
  return { id: member.id, username, password, token: await t.login(username, password) };
}

/** Launches a house game like the site and answers a caller of its iframe API. */
export async function sitAt(t: TestApp, token: string, gameCode: string) {
  const [game] = (await t.ctx.database.db.select({ id: games.id, code: games.gameCode }).from(games)).filter(
    (row) => row.code === gameCode,
  );
  const launched = await t.call('launchGame', { token, query: { gameId: String(game.id) } });
  const url = new URL(launched.json().value.game_url, 'http://localhost');
  const session = await t.app.inject({
    method: 'POST',
    url: '/house/api/session',
    payload: { gameId: game.id, launch: url.searchParams.get('launch') },
  });
  const sessionToken = session.json().value.sessionToken as string;
  return (body: unknown): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method: 'POST',
      url: '/house/api/play',
      headers: { 'x-game-session': sessionToken },
      payload: body as object,
    });
}

/** Plays `count` slot spins of `bet` each, expecting every one to settle. */
export async function spinSlots(t: TestApp, token: string, count: number, bet = '1.00'): Promise<void> {
  const play = await sitAt(t, token, 'LUCKY_DRAGON');
  for (let i = 0; i < count; i += 1) {
    const response = await play({ bet });
    expect(response.json().value?.round?.status, response.body).toBe('SETTLED');
  }
}

export async function callOk(
  t: TestApp,
  name: Parameters<TestApp['call']>[0],
  token: string,
  options: { body?: unknown; query?: Record<string, string> } = {},
) {
  const response = await t.call(name, { token, ...options });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}

export async function expectCode(
  t: TestApp,
  name: Parameters<TestApp['call']>[0],
  token: string,
  code: string,
  options: { body?: unknown; query?: Record<string, string> } = {},
) {
  const response = await t.call(name, { token, ...options });
  expect(response.json().code, response.body).toBe(code);
  return response;
}
