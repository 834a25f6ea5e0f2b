import { expect } from 'vitest';
import type { EndpointName } from '@lucky/contracts/endpoint-table';
import { gameRounds, games } from '../src/db/schema/games.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { createMember } from '../src/modules/member/register.service.ts';
import { inTransaction } from '../src/modules/wallet/ledger.service.ts';
import { CURRENCY } from './ledger-helpers.ts';
import { randomName, type TestApp } from './test-app.ts';

/*
 * Helpers of the contract tests: a four-level tree (platform → A → B → C → member D) of fresh
 * accounts with empty wallets, bets as settled game_rounds rows at chosen times (the roll-up
 * trigger fills the bet statistics), and calls that expect a success or an error code.
 */

export type Account = { id: number; username: string; token: string };
export type Tree = { a: Account; b: Account; c: Account; d: Account };
const PASSWORD = 'tree12345';

export async function createAccount(
  t: TestApp,
  type: number,
  upline: Account | null,
  uplinePath = '/',
): Promise<Account & { path: string }> {
  const username = randomName('ct');
  const passwordHash = await hashPassword(PASSWORD);
  const member = await inTransaction(t.ctx.database.db, (tx) =>
    createMember(
      tx,
      {
        username,
        passwordHash,
        type,
        registerMethod: 'TEST',
        uplineId: upline?.id ?? null,
        ancestorPath: upline ? `${uplinePath}${upline.id}/` : '/',
      },
      CURRENCY,
    ),
  );
  return { id: member.id, username, token: await t.login(username, PASSWORD), path: member.ancestorPath };
}

export async function createTree(t: TestApp): Promise<Tree> {
  const a = await createAccount(t, 1, null);
  const b = await createAccount(t, 2, a, a.path);
  const c = await createAccount(t, 2, b, b.path);
  const d = await createAccount(t, 0, c, c.path);
  return { a, b, c, d };
}

export async function ok(
  t: TestApp,
  name: EndpointName,
  token: string,
  options: { body?: unknown; query?: Record<string, string> } = {},
) {
  const response = await t.call(name, { token, ...options });
  if (response.statusCode !== 200) throw new Error(`${name} failed: ${response.statusCode} ${response.body}`);
  return response.json().value;
}

/** Calls and expects the error code; answers the whole envelope. */
export async function refused(
  t: TestApp,
  name: EndpointName,
  token: string,
  code: string,
  options: { body?: unknown; query?: Record<string, string> } = {},
) {
  const response = await t.call(name, { token, ...options });
  const envelope = response.json();
  expect(envelope.code, response.body).toBe(code);
  expect(envelope.success).toBe(false);
  return envelope;
}

let roundCounter = 0;

/** A settled round of a member: bet, win and valid bet in minor units, settled at `at`. */
export async function settledRound(
  t: TestApp,
  memberId: number,
  at: string,
  bet: bigint,
  win: bigint,
  validBet = bet,
): Promise<void> {
  const db = t.ctx.database.db;
  const [game] = await db.select({ id: games.id }).from(games).limit(1);
  roundCounter += 1;
  await db.insert(gameRounds).values({
    memberId,
    gameId: game.id,
    vendorCode: 'HOUSE',
    roundRef: `contract-${memberId}-${roundCounter}-${randomName('r')}`,
    bet,
    win,
    validBet,
    status: 'SETTLED',
    settledAt: new Date(at),
  });
}

export const setClock = (t: TestApp, iso: string): void => {
  t.clock.now = new Date(iso);
};

/** Sessions end after 30 idle minutes: after moving the clock, log everyone in again. */
export async function relogin(t: TestApp, accounts: Account[]): Promise<void> {
  for (const account of accounts) account.token = await t.login(account.username, PASSWORD);
}
