import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberMessages } from '../src/db/schema/merchant.ts';
import { members } from '../src/db/schema/members.ts';
import { seedDemoData } from '../src/db/seed/seed-demo.ts';
import { runMoneyJobs } from '../src/modules/jobs/money-jobs.ts';
import { readMerchantConfig, readStoredMerchantConfig } from '../src/modules/merchant/merchant-config.repository.ts';
import { DEMO_SECRETS } from '../src/config.ts';
import { sandboxMethodSecret, signSandboxFields } from '../src/modules/payments/sandbox-signature.ts';
import { expectLedgerSound, key } from './ledger-helpers.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';

// The key of the demo's SANDBOX_PAY method: derived from the demo's SANDBOX_GATEWAY_SECRET.
const SECRET = sandboxMethodSecret(DEMO_SECRETS.SANDBOX_GATEWAY_SECRET, 'SANDBOX_PAY');
const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(TEST_DATABASES)('deposits on %s', (kind) => {
  let t: TestApp;
  let member: string;
  let ops: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    member = await t.login('demo', 'demo1234');
    ops = await t.opsLogin('finance', 'finance1234');
  });
  afterAll(async () => {
    await expectLedgerSound(t.ctx.database.db);
    await t.close();
  });

  const balance = async () => (await t.call('walletBalance', { token: member })).json().value.sumBalance as string;
  const deposit = (body: Record<string, unknown>) =>
    t.call('depositCreate', { token: member, body: { requestId: key('dep').replace(':', '-'), ...body } });
  const latestMessage = async () => {
    const [demo] = await t.ctx.database.db.select().from(members).where(eq(members.username, 'demo'));
    const [message] = await t.ctx.database.db
      .select()
      .from(memberMessages)
      .where(eq(memberMessages.memberId, demo.id))
      .orderBy(desc(memberMessages.id))
      .limit(1);
    return message;
  };

  it('lists the methods with their limits and the operator account for manual transfer', async () => {
    const { methods, currency } = (await t.call('depositMethods', { token: member })).json().value;
    expect(currency).toBe('USD');
    expect(methods.map((method: { code: string }) => method.code)).toEqual(['BANK_TRANSFER', 'SANDBOX_PAY']);
    expect(methods[0]).toMatchObject({
      channel: 'MANUAL_BANK',
      minAmount: '10.00',
      maxAmount: '50000.00',
      bankAccount: { bankName: 'Lucky Demo Bank', accountNumber: '0123 4567 8901' },
    });
    expect(JSON.stringify(methods)).not.toContain(SECRET);
    expect(JSON.stringify(methods)).not.toContain(DEMO_SECRETS.SANDBOX_GATEWAY_SECRET);
  });

  it('takes a manual transfer to the finance desk, which approves it once; the member is told each step', async () => {
    const before = await balance();
    const created = await deposit({ methodCode: 'BANK_TRANSFER', amount: '150.50', reference: 'DEMO-REF-1' });
    expect(created.statusCode).toBe(200);
    const order = created.json().value;
    expect(order).toMatchObject({
      status: 'PENDING',
      amount: '150.50',
      reference: 'DEMO-REF-1',
      bankAccount: { bankName: 'Lucky Demo Bank' },
    });
    expect(await latestMessage()).toMatchObject({
      kind: 'DEPOSIT_SUBMITTED',
      params: { site: 'Lucky Star', currency: 'USD', amount: '150.50', orderNo: order.orderNo },
    });
    expect(await balance()).toBe(before);

    const queue = (await t.call('opsDepositQueue', { token: ops })).json().value;
    expect(queue.list.map((entry: { orderNo: string }) => entry.orderNo)).toContain(order.orderNo);
    const [approved, twice] = await Promise.all([
      t.call('opsDepositApprove', { token: ops, body: { orderNo: order.orderNo } }),
      t.call('opsDepositApprove', { token: ops, body: { orderNo: order.orderNo } }),
    ]);
    expect([approved.statusCode, twice.statusCode].sort()).toEqual([200, 409]);
    expect(Number(await balance())).toBeCloseTo(Number(before) + 150.5, 2);
    expect(await latestMessage()).toMatchObject({
      kind: 'DEPOSIT_SUCCESS',
      params: { orderNo: order.orderNo, status: 'SUCCESS' },
    });
    const history = (await t.call('depositList', { token: member })).json().value;
    expect(history.list[0]).toMatchObject({ orderNo: order.orderNo, status: 'SUCCESS', bankAccount: null });
  });

  it('rejects with a reason and credits nothing', async () => {
    const before = await balance();
    const order = (await deposit({ methodCode: 'BANK_TRANSFER', amount: '20', reference: 'NO-MONEY' })).json().value;
    const rejected = await t.call('opsDepositReject', {
      token: ops,
      body: { orderNo: order.orderNo, reason: 'No transfer arrived' },
    });
    expect(rejected.json().value).toMatchObject({
      status: 'REJECTED',
      reason: 'No transfer arrived',
      reviewedBy: 'finance',
    });
    expect((await t.call('opsDepositApprove', { token: ops, body: { orderNo: order.orderNo } })).json().code).toBe(
      'order.state.invalid',
    );
    expect(await balance()).toBe(before);
    expect(await latestMessage()).toMatchObject({
      kind: 'DEPOSIT_REJECTED',
      params: { reason: 'No transfer arrived' },
    });
  });

  it('pays through the sandbox gateway page and credits exactly once, however often the callback comes', async () => {
    const before = await balance();
    const order = (await deposit({ methodCode: 'SANDBOX_PAY', amount: '75.25' })).json().value;
    expect(order.paymentUrl).toMatch(/^\/pay\/sandbox\/[A-Za-z0-9_-]{40,}$/);
    const page = await t.app.inject({ method: 'GET', url: order.paymentUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('75.25 USD');
    expect(page.body).toContain(order.orderNo);
    const pressed = await t.app.inject({ method: 'POST', url: order.paymentUrl, payload: 'action=pay', headers: form });
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe(order.paymentUrl);
    const paid = await t.app.inject({ method: 'GET', url: order.paymentUrl });
    expect(paid.body).toContain('Payment successful');
    expect(paid.body).not.toContain('Notify the merchant again');
    expect(Number(await balance())).toBeCloseTo(Number(before) + 75.25, 2);

    // The gateway repeating itself (a second press, a retried callback) changes nothing.
    await t.app.inject({ method: 'POST', url: order.paymentUrl, payload: 'action=pay', headers: form });
    const [gatewayPayment] = (
      (await t.ctx.database.db.execute(
        `select gateway_ref from sandbox_gateway_payments where merchant_order_no = '${order.orderNo}'`,
      )) as unknown as { rows: { gateway_ref: string }[] }
    ).rows;
    const fields = {
      merchantOrderNo: order.orderNo,
      gatewayRef: gatewayPayment.gateway_ref,
      amount: '75.25',
      currency: 'USD',
      status: 'PAID',
      timestamp: Math.floor(t.clock.now.getTime() / 1000),
    };
    const replays = await Promise.all(
      [1, 2, 3].map(() =>
        t.call('paymentCallbackSandbox', { body: { ...fields, sign: signSandboxFields(fields, SECRET) } }),
      ),
    );
    for (const replay of replays) expect(replay.json().value).toEqual({ orderNo: order.orderNo, status: 'SUCCESS' });
    expect(Number(await balance())).toBeCloseTo(Number(before) + 75.25, 2);
  });

  it('lets the payer notify the merchant again when a callback was not accepted', async () => {
    const before = await balance();
    const order = (await deposit({ methodCode: 'SANDBOX_PAY', amount: '12.00' })).json().value;
    const gateway = t.ctx.gateways.SANDBOX;
    const verify = gateway.verifyCallback;
    gateway.verifyCallback = () => {
      throw new Error('merchant briefly down');
    };
    try {
      await t.app.inject({ method: 'POST', url: order.paymentUrl, payload: 'action=pay', headers: form });
    } finally {
      gateway.verifyCallback = verify;
    }
    const page = (await t.app.inject({ method: 'GET', url: order.paymentUrl })).body;
    expect(page).toContain('The merchant has not confirmed the payment yet.');
    expect(await balance()).toBe(before);
    await t.app.inject({ method: 'POST', url: order.paymentUrl, payload: 'action=pay', headers: form });
    expect((await t.app.inject({ method: 'GET', url: order.paymentUrl })).body).not.toContain('not confirmed');
    expect(Number(await balance())).toBeCloseTo(Number(before) + 12, 2);
  });

  it('refuses forged, stale and mismatched callbacks and credits nothing', async () => {
    const before = await balance();
    const order = (await deposit({ methodCode: 'SANDBOX_PAY', amount: '30' })).json().value;
    const now = Math.floor(t.clock.now.getTime() / 1000);
    const base = {
      merchantOrderNo: order.orderNo,
      gatewayRef: 'SBXWHATEVER',
      amount: '30.00',
      currency: 'USD',
      status: 'PAID',
      timestamp: now,
    };
    const send = (fields: Record<string, unknown>, secret = SECRET) =>
      t.call('paymentCallbackSandbox', { body: { ...fields, sign: signSandboxFields(fields, secret) } });
    expect((await send(base, 'the-wrong-secret-00000')).json().code).toBe('signature.invalid');
    expect(
      (
        await t.call('paymentCallbackSandbox', {
          body: { ...base, sign: signSandboxFields(base, SECRET), amount: '3000.00' },
        })
      ).json().code,
    ).toBe('signature.invalid');
    expect((await send({ ...base, timestamp: now - 3600 })).json().code).toBe('signature.expired');
    expect((await send(base)).json()).toMatchObject({
      code: 'request.invalid',
      message: 'The payment reference does not match the order',
    });
    const [row] = (
      (await t.ctx.database.db.execute(
        `select gateway_ref from deposits where order_no = '${order.orderNo}'`,
      )) as unknown as { rows: { gateway_ref: string }[] }
    ).rows;
    expect((await send({ ...base, gatewayRef: row.gateway_ref, amount: '31.00' })).json()).toMatchObject({
      code: 'request.invalid',
      message: 'The amount does not match the order',
    });
    expect((await send({ ...base, merchantOrderNo: 'D000000NOSUCH' })).json().code).toBe('order.not.found');
    expect(await balance()).toBe(before);
    // The payer cancels at the gateway: the order is cancelled and the member told.
    await t.app.inject({ method: 'POST', url: order.paymentUrl, payload: 'action=cancel', headers: form });
    expect((await t.app.inject({ method: 'GET', url: order.paymentUrl })).body).toContain('Payment cancelled');
    expect(
      (await t.call('depositList', { token: member, query: { status: 'CANCELLED' } })).json().value.list[0].orderNo,
    ).toBe(order.orderNo);
    expect(await latestMessage()).toMatchObject({ kind: 'DEPOSIT_CANCELLED' });
  });

  it('enforces method limits, the request id and the number of waiting deposits; expires unpaid gateway orders', async () => {
    expect((await deposit({ methodCode: 'BANK_TRANSFER', amount: '9.99', reference: 'R' })).json().code).toBe(
      'amount.below.minimum',
    );
    expect((await deposit({ methodCode: 'SANDBOX_PAY', amount: '10000.01' })).json().code).toBe('amount.above.maximum');
    expect((await deposit({ methodCode: 'NOPE', amount: '50' })).json().code).toBe('payment.method.unavailable');
    expect((await deposit({ methodCode: 'BANK_TRANSFER', amount: '50' })).json().value.fields).toEqual(['reference']);
    const requestId = 'same-request-0001';
    const first = (await deposit({ requestId, methodCode: 'BANK_TRANSFER', amount: '50', reference: 'X' })).json()
      .value;
    expect(
      (await deposit({ requestId, methodCode: 'BANK_TRANSFER', amount: '50', reference: 'X' })).json().value.orderNo,
    ).toBe(first.orderNo);
    expect((await deposit({ requestId, methodCode: 'BANK_TRANSFER', amount: '51', reference: 'X' })).json().code).toBe(
      'idempotency.conflict',
    );
    await t.call('depositCancel', { token: member, body: { orderNo: first.orderNo } });

    const waiting = [];
    for (let index = 0; index < 5; index += 1)
      waiting.push((await deposit({ methodCode: 'SANDBOX_PAY', amount: '5' })).json().value);
    expect((await deposit({ methodCode: 'SANDBOX_PAY', amount: '5' })).json().code).toBe('deposit.pending.limit');
    t.clock.advance(31 * 60_000);
    expect((await runMoneyJobs(t.ctx)).expiredDeposits).toBeGreaterThanOrEqual(5);
    member = await t.login('demo', 'demo1234');
    ops = await t.opsLogin('finance', 'finance1234');
    expect(
      (await t.call('depositList', { token: member, query: { status: 'EXPIRED' } })).json().value.totalCount,
    ).toBeGreaterThanOrEqual(5);
    // A payment that arrives after the order expired is still credited: the money was received.
    const before = await balance();
    await t.app.inject({ method: 'POST', url: waiting[0].paymentUrl, payload: 'action=pay', headers: form });
    expect((await t.app.inject({ method: 'GET', url: waiting[0].paymentUrl })).body).toContain('Payment successful');
    expect(Number(await balance())).toBeCloseTo(Number(before) + 5, 2);
  });

  it("refuses trial accounts and another member's orders", async () => {
    const trial = (await t.call('sessionFreePlay', { body: {}, ip: '10.40.0.1' })).json().value.token;
    expect(
      (
        await t.call('depositCreate', {
          token: trial,
          body: { requestId: 'trial-request-1', methodCode: 'SANDBOX_PAY', amount: '5' },
        })
      ).json().code,
    ).toBe('account.trial');
    const order = (await deposit({ methodCode: 'BANK_TRANSFER', amount: '10', reference: 'MINE' })).json().value;
    const other = await t.login('player01', 'player1234');
    expect((await t.call('depositCancel', { token: other, body: { orderNo: order.orderNo } })).json().code).toBe(
      'order.not.found',
    );
    expect(
      (await t.call('depositList', { token: other }))
        .json()
        .value.list.map((entry: { orderNo: string }) => entry.orderNo),
    ).not.toContain(order.orderNo);
    await t.call('depositCancel', { token: member, body: { orderNo: order.orderNo } });
  });

  it('gives a demo database seeded before the wallet sections the demo payment methods', async () => {
    const db = t.ctx.database.db;
    await db.execute(sql`update merchants set config = config - 'payments' - 'withdrawal' - 'transfers'`);
    expect((await readMerchantConfig(db, 'LUCKY'))!.payments.methods).toEqual([]);
    await seedDemoData(db, 'LUCKY', 'http://localhost:8080');
    expect(Object.keys((await readStoredMerchantConfig(db, 'LUCKY')) ?? {})).toEqual(
      expect.arrayContaining(['payments', 'withdrawal', 'transfers']),
    );
    expect((await readMerchantConfig(db, 'LUCKY'))!.payments.methods.map((method) => method.code)).toEqual([
      'BANK_TRANSFER',
      'SANDBOX_PAY',
    ]);
  });
});
