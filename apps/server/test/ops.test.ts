import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerSound } from './ledger-helpers.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';

describe.each(TEST_DATABASES)('finance desk on %s', (kind) => {
  let t: TestApp;
  let finance: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    finance = await t.opsLogin('finance', 'finance1234');
    admin = await t.opsLogin('admin', 'admin1234');
  });
  afterAll(async () => {
    await expectLedgerSound(t.ctx.database.db);
    await t.close();
  });

  it('keeps operators and members apart: separate logins and token spaces', async () => {
    const wrong = await t.call('opsLogin', { body: { username: 'finance', password: 'nope-nope' }, ip: '10.60.0.1' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('operator.login.failed');
    expect(
      (await t.call('opsLogin', { body: { username: 'demo', password: 'demo1234' }, ip: '10.60.0.1' })).json().code,
    ).toBe('operator.login.failed');
    expect(
      (
        await t.call('sessionLogin', {
          body: { type: 'username', username: 'finance', password: 'finance1234' },
          ip: '10.60.0.2',
        })
      ).statusCode,
    ).toBe(401);
    const member = await t.login('demo', 'demo1234');
    expect((await t.call('opsMe', { token: member })).json().code).toBe('operator.session.invalid');
    expect((await t.call('opsMe', {})).json().code).toBe('operator.session.required');
    expect((await t.call('walletBalance', { token: finance })).json().code).toBe('session.invalid');
    expect((await t.call('opsMe', { token: finance })).json().value).toMatchObject({
      username: 'finance',
      role: 'finance',
    });
    const spare = await t.opsLogin('admin', 'admin1234');
    expect((await t.call('opsMe', { token: admin })).json().code).toBe('operator.session.superseded');
    admin = spare;
    expect((await t.call('opsLogout', { token: spare })).statusCode).toBe(200);
    expect((await t.call('opsMe', { token: spare })).json().code).toBe('operator.session.invalid');
    admin = await t.opsLogin('admin', 'admin1234');
  });

  it('looks up a member and adjusts the balance with a reason, once per request id', async () => {
    const lookup = (await t.call('opsMemberLookup', { token: finance, query: { username: 'player02' } })).json().value;
    expect(lookup).toMatchObject({
      username: 'player02',
      uplineUsername: 'agent01',
      balance: '200.00',
      held: '0.00',
      available: '200.00',
      currency: 'USD',
    });
    expect((await t.call('opsMemberLookup', { token: finance, query: { username: 'ghost' } })).json().code).toBe(
      'member.not.found',
    );
    const adjust = (body: Record<string, unknown>) =>
      t.call('opsAdjustment', { token: finance, body: { username: 'player02', ...body } });
    expect((await adjust({ requestId: 'adjust-0001', direction: 'CREDIT', amount: '10' })).statusCode).toBe(400);
    expect(
      (await adjust({ requestId: 'adjust-0001', direction: 'CREDIT', amount: '10', reason: ' ' })).statusCode,
    ).toBe(400);
    const credit = (
      await adjust({
        requestId: 'adjust-0001',
        direction: 'CREDIT',
        amount: '12.34',
        reason: 'Goodwill for a lost round',
      })
    ).json().value;
    expect(credit).toMatchObject({ direction: 'CREDIT', amount: '12.34', balanceAfter: '212.34' });
    expect(
      (
        await adjust({
          requestId: 'adjust-0001',
          direction: 'CREDIT',
          amount: '12.34',
          reason: 'Goodwill for a lost round',
        })
      ).json().value,
    ).toEqual(credit);
    expect(
      (
        await adjust({
          requestId: 'adjust-0001',
          direction: 'DEBIT',
          amount: '12.34',
          reason: 'Goodwill for a lost round',
        })
      ).json().code,
    ).toBe('idempotency.conflict');
    expect(
      (await adjust({ requestId: 'adjust-0002', direction: 'DEBIT', amount: '999', reason: 'Too much' })).json().code,
    ).toBe('balance.insufficient');
    expect(
      (
        await adjust({
          requestId: 'adjust-0003',
          direction: 'DEBIT',
          amount: '2.34',
          reason: 'Correction of a double credit',
        })
      ).json().value.balanceAfter,
    ).toBe('210.00');
    const member = await t.login('player02', 'player1234');
    const records = (await t.call('transactionHistory', { token: member, query: { type: 'ADJUSTMENT' } })).json().value;
    expect(
      records.list.slice(0, 2).map((entry: { amount: string; memo: string }) => [entry.amount, entry.memo]),
    ).toEqual([
      // The operator's reason is internal: the member sees the adjustment kind's neutral label.
      ['-2.34', 'Balance correction'],
      ['12.34', 'Balance correction'],
    ]);
  });

  it('writes every operator action to the audit log, which only admins read', async () => {
    expect((await t.call('opsAuditLog', { token: finance })).json().code).toBe('operator.forbidden');
    const log = (await t.call('opsAuditLog', { token: admin, query: { pageSize: '100' } })).json().value;
    const actions = log.list.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['LOGIN', 'LOGOUT', 'MEMBER_LOOKUP', 'MEMBER_ADJUST']));
    const adjustments = (await t.call('opsAuditLog', { token: admin, query: { action: 'MEMBER_ADJUST' } })).json().value
      .list;
    expect(adjustments).toHaveLength(2);
    expect(adjustments[1]).toMatchObject({
      operator: 'finance',
      targetType: 'MEMBER',
      targetId: 'player02',
      reason: 'Goodwill for a lost round',
      before: { balance: '20000', held: '0' },
      after: { balance: '21234', direction: 'CREDIT', amount: '1234' },
    });
    expect(new Date(adjustments[1].createdAt).getTime()).toBeGreaterThan(0);
    expect((await t.call('opsLedgerCheck', { token: admin })).json().value).toMatchObject({ ok: true, violations: [] });
    expect((await t.call('opsLedgerCheck', { token: finance })).statusCode).toBe(403);
  });

  it('keeps working during maintenance, which stops the player site', async () => {
    const member = await t.login('demo', 'demo1234');
    await t.configure((config) => {
      config.maintenance = [{ start: '2000-01-01T00:00:00Z', end: null, reason: 'upgrade' }];
    });
    try {
      expect((await t.call('walletBalance', { token: member })).statusCode).toBe(503);
      expect((await t.call('opsDepositQueue', { token: finance })).statusCode).toBe(200);
    } finally {
      await t.configure((config) => {
        config.maintenance = [];
      });
    }
  });
});
