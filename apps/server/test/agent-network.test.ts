import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import {
  ensureMemberWallet,
  houseAccountId,
  inTransaction,
  postTransfer,
  type HouseAccount,
} from '../src/modules/wallet/ledger.service.ts';
import { buildTree, insertPayments, insertRounds, PASSWORD, type Tree } from './agent-tree.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';

/*
 * The agent's tools over its downline (lock, unlock, forced password reset, detail: only its own team, audited)
 * and its profit and loss statement, whose figures for a seeded team are computed by hand below.
 */
describe.each(TEST_DATABASES)('agent network tools on %s', (kind) => {
  let t: TestApp;
  let tree: Tree;
  beforeAll(async () => {
    t = await createTestApp(kind);
    tree = await buildTree(t);
  });
  afterAll(async () => t.close());

  const act = (token: string, body: Record<string, string>) => t.call('agentMemberAction', { token, body });
  const statusOf = async (username: string) =>
    (
      await queryRows<{ status: string }>(
        t.ctx.database.db,
        sql`select status from members where username = ${username}`,
      )
    )[0]!.status;
  const auditCount = async () =>
    (await queryRows<{ n: number }>(t.ctx.database.db, sql`select count(*)::int as n from agent_audit_log`))[0]!.n;

  it('locks and unlocks an account two levels down, audited, and the locked account cannot log in', async () => {
    const locked = await act(tree.tokens.agent01, { username: 'deep01', action: 'LOCK', reason: 'chargeback' });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json().value).toEqual({ username: 'deep01', action: 'LOCK', status: 'DISABLED' });
    await expect(t.login('deep01', PASSWORD)).rejects.toThrow(/login deep01 failed/);
    const again = await act(tree.tokens.agent01, { username: 'deep01', action: 'LOCK', reason: 'twice' });
    expect(again.json().code).toBe('member.action.invalid');
    const unlocked = await act(tree.tokens.sub01, { username: 'deep01', action: 'UNLOCK', reason: 'paid back' });
    expect(unlocked.json().value.status).toBe('ACTIVE');
    const detail = await t.call('agentMemberDetail', { token: tree.tokens.agent01, query: { username: 'deep01' } });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().value).toMatchObject({ username: 'deep01', status: 'ACTIVE', level: 2, chain: ['sub01'] });
    expect(
      detail.json().value.actions.map((row: { action: string; agent: string }) => [row.action, row.agent]),
    ).toEqual([
      ['UNLOCK', 'sub01'],
      ['LOCK', 'agent01'],
    ]);
  });

  it("refuses another agent's member, and an upline, as if the name did not exist, changing nothing", async () => {
    const before = await auditCount();
    for (const [token, username] of [
      [tree.tokens.agent01, 'rivalkid'],
      [tree.tokens.rival, 'player01'],
      [tree.tokens.sub01, 'player01'],
      [tree.tokens.sub01, 'agent01'],
      [tree.tokens.agent01, 'nobody99'],
    ] as const) {
      const answer = await act(token, { username, action: 'LOCK', reason: 'not mine' });
      expect(answer.json().code, `${username}`).toBe('member.not.found');
      const detail = await t.call('agentMemberDetail', { token, query: { username } });
      expect(detail.json().code).toBe('member.not.found');
    }
    expect(await statusOf('rivalkid')).toBe('ACTIVE');
    expect(await statusOf('player01')).toBe('ACTIVE');
    expect(await auditCount()).toBe(before);
    const player = await act(tree.tokens.player01, { username: 'player02', action: 'LOCK', reason: 'not an agent' });
    expect(player.json().code).toBe('account.not.agent');
  });

  it('forces a password reset: the old password no longer opens the account and the detail says so', async () => {
    const reset = await act(tree.tokens.sub01, { username: 'deeper01', action: 'RESET_PASSWORD', reason: 'asked' });
    expect(reset.statusCode, reset.body).toBe(200);
    await expect(t.login('deeper01', PASSWORD)).rejects.toThrow(/login deeper01 failed/);
    const detail = await t.call('agentMemberDetail', { token: tree.tokens.sub01, query: { username: 'deeper01' } });
    expect(detail.json().value).toMatchObject({ passwordResetPending: true, chain: ['sub02'], level: 2 });
  });

  it("states the team's profit and loss per member and in total, as computed by hand", async () => {
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    const at = now.toISOString();
    await insertRounds(t, tree, [
      { username: 'player01', settledAt: at, bet: 1000n, win: 400n },
      { username: 'deep01', settledAt: at, bet: 2000n, win: 3000n },
    ]);
    await insertPayments(t, tree, {
      deposits: [{ username: 'player01', amount: 10_000n, status: 'SUCCESS', at }],
      withdrawals: [{ username: 'deep01', amount: 5000n, status: 'PAID', at }],
    });
    const db = t.ctx.database.db;
    const [rebate] = await queryRows<{ id: string }>(
      db,
      sql`select id::text from promotions where kind = 'REBATE' limit 1`,
    );
    let key = 0;
    const pay = (kindName: string, from: HouseAccount | string, to: string, amount: bigint, metadata = {}) =>
      inTransaction(db, async (tx) => {
        key += 1;
        const debitAccountId = from.startsWith('HOUSE_')
          ? await houseAccountId(tx, from as HouseAccount, 'USD')
          : await ensureMemberWallet(tx, tree.ids[from]!, 'USD');
        await postTransfer(tx, {
          idempotencyKey: `agent-statement-test:${kind}:${key}`,
          kind: kindName,
          amount,
          debitAccountId,
          creditAccountId: await ensureMemberWallet(tx, tree.ids[to]!, 'USD'),
          metadata,
        });
      });
    await pay('BONUS_VIP_UPGRADE', 'HOUSE_BONUSES', 'player01', 500n);
    await pay('BONUS_PROMOTION', 'HOUSE_BONUSES', 'deep01', 200n, { promotionId: Number(rebate!.id) });
    await pay('BONUS_REFERRAL', 'HOUSE_BONUSES', 'player01', 400n);
    await pay('COMMISSION_DAILY_WAGE', 'HOUSE_COMMISSIONS', 'sub01', 300n);
    await pay('COMMISSION_DAILY_WAGE', 'sub01', 'deep01', 100n);

    const answer = await t.call('agentStatement', { token: tree.tokens.agent01, query: { from: today, to: today } });
    expect(answer.statusCode, answer.body).toBe(200);
    const zero = { deposits: '0.00', withdrawals: '0.00', bet: '0.00', payout: '0.00' };
    const none = { bonuses: '0.00', rebates: '0.00', contractPayouts: '0.00', commission: '0.00' };
    expect(answer.json().value).toEqual({
      from: today,
      to: today,
      list: [
        // 20 − 30 − 2 (rebate) − 1 (contract, from sub01) = −13
        {
          username: 'deep01',
          type: 0,
          level: 2,
          ...zero,
          ...none,
          withdrawals: '50.00',
          bet: '20.00',
          payout: '30.00',
          rebates: '2.00',
          contractPayouts: '1.00',
          netResult: '-13.00',
        },
        // 10 − 4 − 5 (bonus) − 4 (referral commission) = −3
        {
          username: 'player01',
          type: 0,
          level: 1,
          ...zero,
          ...none,
          deposits: '100.00',
          bet: '10.00',
          payout: '4.00',
          bonuses: '5.00',
          commission: '4.00',
          netResult: '-3.00',
        },
        // 3 received from the platform, 1 paid to deep01 = 2 net
        { username: 'sub01', type: 2, level: 1, ...zero, ...none, contractPayouts: '2.00', netResult: '-2.00' },
      ],
      totals: {
        deposits: '100.00',
        withdrawals: '50.00',
        bet: '30.00',
        payout: '34.00',
        bonuses: '5.00',
        rebates: '2.00',
        contractPayouts: '3.00',
        commission: '4.00',
        netResult: '-18.00',
      },
    });
    const sub = await t.call('agentStatement', { token: tree.tokens.sub01, query: { from: today, to: today } });
    expect(sub.json().value.list.map((row: { username: string }) => row.username)).toEqual(['deep01']);
    expect(sub.json().value.totals).toMatchObject({ netResult: '-13.00', contractPayouts: '1.00' });
    const tooLong = await t.call('agentStatement', {
      token: tree.tokens.agent01,
      query: { from: '2026-01-01', to: '2026-12-31' },
    });
    expect(tooLong.json().code).toBe('request.invalid');
  });
});
