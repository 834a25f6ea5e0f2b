import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { deposits, memberBankAccounts, withdrawals } from '../src/db/schema/payments.ts';
import { gameRounds, games } from '../src/db/schema/games.ts';
import { members } from '../src/db/schema/members.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { createMember } from '../src/modules/member/register.service.ts';
import { inTransaction } from '../src/modules/wallet/ledger.service.ts';
import type { TestApp } from './test-app.ts';

/**
 * The team the agent tests share, under the demo agent agent01 (type 1):
 *
 *   agent01 ─┬─ player01, player02 (members, from the seed)
 *            └─ sub01 (type 2) ─┬─ deep01 (member)
 *                               └─ sub02 (type 2) ── deeper01 (member)
 *
 * and outside it: demo (a member with no upline) and rival (another type 1 agent) ── rivalkid.
 * The test clock stands on Wednesday 2026-03-18 12:00 UTC: this week starts on Monday the 16th.
 */
export const TREE_NOW = new Date('2026-03-18T12:00:00Z');
export const PASSWORD = 'pass1234';

export type Tree = { ids: Record<string, number>; tokens: Record<string, string> };

export async function createDownline(t: TestApp, token: string, body: Record<string, unknown>) {
  const answer = await t.call('agentRegisterDownline', {
    token,
    body: { password: PASSWORD, confirmPassword: PASSWORD, type: 0, ...body },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().value as { id: number; username: string };
}

/** An account created straight in the database (the rival agent is nobody's downline). */
async function insertAccount(
  t: TestApp,
  input: { username: string; type: number; upline?: { id: number; ancestorPath: string } },
) {
  const passwordHash = await hashPassword(PASSWORD);
  return inTransaction(t.ctx.database.db, (tx) =>
    createMember(
      tx,
      {
        username: input.username,
        passwordHash,
        type: input.type,
        uplineId: input.upline?.id ?? null,
        ancestorPath: input.upline ? `${input.upline.ancestorPath}${input.upline.id}/` : '/',
      },
      'USD',
    ),
  );
}

export async function buildTree(t: TestApp): Promise<Tree> {
  t.clock.now = new Date(TREE_NOW);
  const db = t.ctx.database.db;
  const tokens: Record<string, string> = {
    agent01: await t.login('agent01', 'agent1234'),
    player01: await t.login('player01', 'player1234'),
  };
  await createDownline(t, tokens.agent01, { username: 'sub01', type: 2 });
  tokens.sub01 = await t.login('sub01', PASSWORD);
  await createDownline(t, tokens.sub01, { username: 'deep01' });
  await createDownline(t, tokens.sub01, { username: 'sub02', type: 2 });
  tokens.sub02 = await t.login('sub02', PASSWORD);
  await createDownline(t, tokens.sub02, { username: 'deeper01' });
  const rival = await insertAccount(t, { username: 'rival', type: 1 });
  await insertAccount(t, { username: 'rivalkid', type: 0, upline: rival });
  tokens.rival = await t.login('rival', PASSWORD);
  const rows = await db.select({ id: members.id, username: members.username }).from(members);
  return { ids: Object.fromEntries(rows.map((row) => [row.username, row.id])), tokens };
}

/** Registration times, for the new-member counts: the seed's and the API's accounts are "now" in real time. */
export async function setCreatedAt(t: TestApp, tree: Tree, times: Record<string, string>): Promise<void> {
  for (const [username, time] of Object.entries(times)) {
    await t.ctx.database.db
      .update(members)
      .set({ createdAt: new Date(time) })
      .where(eq(members.id, tree.ids[username]));
  }
}

export type RoundSpec = {
  username: string;
  settledAt: string;
  bet: bigint;
  win: bigint;
  status?: 'OPEN' | 'SETTLED' | 'REFUNDED';
  category?: string;
};

/** Rounds go straight into the round log; the settlement trigger keeps the roll-ups the reports read. */
export async function insertRounds(t: TestApp, tree: Tree, rounds: RoundSpec[]): Promise<void> {
  const db = t.ctx.database.db;
  const catalogue = await db
    .select({ id: games.id, vendorCode: games.vendorCode, category: games.category })
    .from(games);
  let sequence = 0;
  for (const round of rounds) {
    const game = catalogue.find((entry) => entry.category === (round.category ?? 'RNG'))!;
    const status = round.status ?? 'SETTLED';
    sequence += 1;
    await db.insert(gameRounds).values({
      memberId: tree.ids[round.username],
      gameId: game.id,
      vendorCode: game.vendorCode,
      roundRef: `agent-test-${sequence}-${round.username}`,
      bet: round.bet,
      win: round.win,
      validBet: status === 'SETTLED' ? round.bet : 0n,
      status,
      createdAt: new Date(new Date(round.settledAt).getTime() - 1000),
      settledAt: status === 'OPEN' ? null : new Date(round.settledAt),
    });
  }
}

/** Payment orders in their final states, as the deposit and withdrawal flows leave them. */
export async function insertPayments(
  t: TestApp,
  tree: Tree,
  input: {
    deposits: { username: string; amount: bigint; status: 'SUCCESS' | 'PENDING'; at: string }[];
    withdrawals: { username: string; amount: bigint; status: 'PAID' | 'PENDING'; at: string }[];
  },
): Promise<void> {
  const db = t.ctx.database.db;
  let sequence = 0;
  for (const order of input.deposits) {
    sequence += 1;
    await db.insert(deposits).values({
      orderNo: `AGD${sequence}`,
      memberId: tree.ids[order.username],
      requestId: `agent-dep-${sequence}`,
      requestHash: 'x',
      methodCode: 'BANK',
      methodName: 'Bank',
      channel: 'MANUAL_BANK',
      amount: order.amount,
      currency: 'USD',
      status: order.status,
      createdAt: new Date(order.at),
      completedAt: order.status === 'SUCCESS' ? new Date(order.at) : null,
    });
  }
  for (const order of input.withdrawals) {
    sequence += 1;
    const [bank] = await db
      .insert(memberBankAccounts)
      .values({
        memberId: tree.ids[order.username],
        bankName: 'Test Bank',
        accountNumber: `ACC${sequence}`,
        accountName: order.username,
      })
      .returning();
    await db.insert(withdrawals).values({
      orderNo: `AGW${sequence}`,
      memberId: tree.ids[order.username],
      requestId: `agent-wd-${sequence}`,
      requestHash: 'x',
      amount: order.amount,
      currency: 'USD',
      status: order.status,
      bankAccountId: bank.id,
      bankName: bank.bankName,
      accountNumber: bank.accountNumber,
      accountName: bank.accountName,
      createdAt: new Date(order.at),
      paidAt: order.status === 'PAID' ? new Date(order.at) : null,
    });
  }
}

/** Agent-only notices use their own type, which the table's TypeScript enum does not list. */
export async function insertNotice(
  t: TestApp,
  input: { type: string; title: string; startsAt: string; endsAt?: string; sort?: number },
): Promise<void> {
  await t.ctx.database.db.execute(sql`
    insert into notices (type, platform, execution, title, content, sort, starts_at, ends_at)
    values (${input.type}, 'W', 'B', ${JSON.stringify({ EN: input.title })}::jsonb, ${JSON.stringify({ EN: `${input.title} text` })}::jsonb,
      ${input.sort ?? 0}, ${input.startsAt}, ${input.endsAt ?? null})`);
}
