import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberMessages } from '../src/db/schema/merchant.ts';
import { members } from '../src/db/schema/members.ts';
import { runMoneyJobs } from '../src/modules/jobs/money-jobs.ts';
import { expectLedgerSound } from './ledger-helpers.ts';
import { JPEG_BYTES, multipartBody, PNG_BYTES } from './multipart.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';

const PAY = '246810';
let sequence = 0;
const requestId = () => `wd-request-${(sequence += 1).toString().padStart(4, '0')}`;

describe.each(TEST_DATABASES)('withdrawals on %s', (kind) => {
  let t: TestApp;
  let member: string;
  let ops: string;
  let bankAccountId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    member = await t.login('demo', 'demo1234');
    ops = await t.opsLogin('finance', 'finance1234');
    // The payment password and the bank account withdrawal-accounts.test.ts sets and binds with its checks.
    await t.call('paymentPasswordSet', {
      token: member,
      body: { newPaymentPassword: PAY, confirmPaymentPassword: PAY },
    });
    const bound = await t.call('bankAccountBind', {
      token: member,
      body: { paymentPassword: PAY, bankName: 'ACB', accountNumber: '1234 5678 9012', accountName: 'demo player' },
    });
    bankAccountId = bound.json().value.id;
  });
  afterAll(async () => {
    await expectLedgerSound(t.ctx.database.db);
    await t.close();
  });

  const funds = async () => (await t.call('fundsConsolidated', { token: member })).json().value;
  const withdraw = (amount: string, extra: Record<string, unknown> = {}) =>
    t.call('withdrawalCreate', {
      token: member,
      body: { requestId: requestId(), amount, bankAccountId, paymentPassword: PAY, ...extra },
    });
  const upload = (files: Parameters<typeof multipartBody>[0], token = member) => {
    const { payload, headers } = multipartBody(files);
    return t.app.inject({
      method: 'POST',
      url: '/wps/withdrawal/proofs',
      payload,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
  };
  const opsCall = (
    name: 'opsWithdrawalApprove' | 'opsWithdrawalMarkPaid' | 'opsWithdrawalReject' | 'opsWithdrawalResolve',
    body: Record<string, unknown>,
  ) => t.call(name, { token: ops, body });
  const lastMessage = async (username = 'demo') => {
    const [row] = await t.ctx.database.db.select().from(members).where(eq(members.username, username));
    const [message] = await t.ctx.database.db
      .select()
      .from(memberMessages)
      .where(eq(memberMessages.memberId, row.id))
      .orderBy(desc(memberMessages.id))
      .limit(1);
    return message;
  };

  it('holds the amount at request, posts it on approval, and takes a partial receipt with a proof to a refund', async () => {
    const before = await funds();
    const created = await withdraw('120.00');
    expect(created.statusCode).toBe(200);
    const order = created.json().value;
    expect(order).toMatchObject({
      status: 'PENDING',
      amount: '120.00',
      accountNumber: '********9012',
      accountName: 'Demo Player',
    });
    const held = await funds();
    expect(held.balance).toBe(before.balance);
    expect(held.pendingWithdrawal).toBe('120.00');
    expect(Number(held.sumBalance)).toBeCloseTo(Number(before.sumBalance) - 120, 2);
    expect(await lastMessage()).toMatchObject({
      kind: 'WITHDRAWAL_SUBMITTED',
      params: { site: 'Lucky Star', currency: 'USD', amount: '120.00' },
    });

    const queued = (await t.call('opsWithdrawalQueue', { token: ops }))
      .json()
      .value.list.find((entry: { orderNo: string }) => entry.orderNo === order.orderNo);
    expect(queued).toMatchObject({ username: 'demo', accountNumber: '123456789012', status: 'PENDING' });
    expect(
      (await opsCall('opsWithdrawalMarkPaid', { orderNo: order.orderNo, payoutReference: 'TOO-EARLY' })).json().code,
    ).toBe('order.state.invalid');
    expect((await opsCall('opsWithdrawalApprove', { orderNo: order.orderNo })).json().value.status).toBe('APPROVED');
    expect((await funds()).balance).toBe((Number(before.balance) - 120).toFixed(2));
    const paid = (
      await opsCall('opsWithdrawalMarkPaid', { orderNo: order.orderNo, payoutReference: 'VCB-778899' })
    ).json().value;
    expect(paid).toMatchObject({ status: 'PAID', payoutReference: 'VCB-778899' });
    expect(new Date(paid.receiptDueAt).getTime() - new Date(paid.paidAt).getTime()).toBe(60 * 60_000);
    expect(await lastMessage()).toMatchObject({ kind: 'WITHDRAWAL_PAID', params: { minutes: '60' } });

    const proofs = await upload([
      { filename: 'screenshot.png', type: 'image/png', data: PNG_BYTES },
      { filename: 'bank.jpg', type: 'image/jpeg', data: JPEG_BYTES },
    ]);
    expect(proofs.statusCode).toBe(200);
    const proofIds = proofs.json().value.map((proof: { proofId: number }) => proof.proofId);
    expect(proofs.json().value.map((proof: { mime: string }) => proof.mime)).toEqual(['image/png', 'image/jpeg']);
    const receipt = (body: Record<string, unknown>) =>
      t.call('withdrawalConfirmReceipt', { token: member, body: { orderNo: order.orderNo, ...body } });
    expect((await receipt({ type: 'PARTIAL', receivedAmount: '100.00' })).json().value.fields).toEqual(['proofIds']);
    expect((await receipt({ type: 'PARTIAL', receivedAmount: '120.00', proofIds })).json().code).toBe('amount.invalid');
    expect(
      (await receipt({ type: 'PARTIAL', receivedAmount: '100.00', remainingAmount: '10.00', proofIds })).json().code,
    ).toBe('amount.invalid');
    const disputed = (
      await receipt({
        type: 'PARTIAL',
        receivedAmount: '100.00',
        remainingAmount: '20.00',
        proofIds,
        note: 'Only 100 arrived',
      })
    ).json().value;
    expect(disputed).toMatchObject({
      status: 'DISPUTED',
      receipt: { type: 'PARTIAL', receivedAmount: '100.00', remainingAmount: '20.00', forced: false, proofCount: 2 },
    });
    expect((await receipt({ type: 'FULL' })).json().code).toBe('order.state.invalid');

    const inQueue = (await t.call('opsWithdrawalQueue', { token: ops, query: { status: 'DISPUTED' } })).json().value
      .list[0];
    expect(inQueue.proofIds).toEqual(proofIds);
    const image = (await t.call('opsWithdrawalProof', { token: ops, query: { proofId: String(proofIds[0]) } })).json()
      .value;
    expect(Buffer.from(image.dataBase64, 'base64').equals(PNG_BYTES)).toBe(true);
    const resolved = (
      await opsCall('opsWithdrawalResolve', {
        orderNo: order.orderNo,
        refundAmount: '20.00',
        reason: 'Bank confirmed 100 delivered',
      })
    ).json().value;
    expect(resolved).toMatchObject({ status: 'RESOLVED', refundAmount: '20.00' });
    expect((await funds()).balance).toBe((Number(before.balance) - 100).toFixed(2));

    const records = (await t.call('transactionHistory', { token: member, query: { type: 'WITHDRAWAL' } })).json().value;
    expect(
      records.list
        .slice(0, 2)
        .map((entry: { kind: string; amount: string; reference: string }) => [
          entry.kind,
          entry.amount,
          entry.reference,
        ]),
    ).toEqual([
      ['WITHDRAWAL_REFUND', '20.00', order.orderNo],
      ['WITHDRAWAL', '-120.00', order.orderNo],
    ]);
    const history = (await t.call('withdrawalList', { token: member })).json().value.list[0];
    expect(history).toMatchObject({
      orderNo: order.orderNo,
      status: 'RESOLVED',
      refundAmount: '20.00',
      receipt: { type: 'PARTIAL' },
    });
  });

  it('returns the funds on rejection, from a pending hold or from an approved order', async () => {
    const before = await funds();
    const pending = (await withdraw('50')).json().value;
    expect((await opsCall('opsWithdrawalReject', { orderNo: pending.orderNo, reason: 'x' })).statusCode).toBe(400);
    expect(
      (await opsCall('opsWithdrawalReject', { orderNo: pending.orderNo, reason: 'Name check failed' })).json().value,
    ).toMatchObject({ status: 'REJECTED', reason: 'Name check failed' });
    const approved = (await withdraw('60')).json().value;
    await opsCall('opsWithdrawalApprove', { orderNo: approved.orderNo });
    await opsCall('opsWithdrawalReject', { orderNo: approved.orderNo, reason: 'Bank payout failed' });
    expect(await funds()).toMatchObject({
      balance: before.balance,
      sumBalance: before.sumBalance,
      pendingWithdrawal: '0.00',
    });
    expect(await lastMessage()).toMatchObject({
      kind: 'WITHDRAWAL_REJECTED',
      params: { reason: 'Bank payout failed' },
    });
  });

  it('counts an unconfirmed payout as received after the configured minutes, which cannot be refunded', async () => {
    const full = (await withdraw('10')).json().value;
    await opsCall('opsWithdrawalApprove', { orderNo: full.orderNo });
    await opsCall('opsWithdrawalMarkPaid', { orderNo: full.orderNo, payoutReference: 'REF-FULL' });
    expect(
      (
        await t.call('withdrawalConfirmReceipt', { token: member, body: { orderNo: full.orderNo, type: 'FULL' } })
      ).json().value,
    ).toMatchObject({ status: 'COMPLETED', receipt: { type: 'FULL', forced: false } });

    const silent = (await withdraw('11')).json().value;
    await opsCall('opsWithdrawalApprove', { orderNo: silent.orderNo });
    await opsCall('opsWithdrawalMarkPaid', { orderNo: silent.orderNo, payoutReference: 'REF-SILENT' });
    t.clock.advance(59 * 60_000);
    expect((await runMoneyJobs(t.ctx)).autoReceipts).toBe(0);
    t.clock.advance(2 * 60_000);
    expect((await runMoneyJobs(t.ctx)).autoReceipts).toBe(1);
    member = await t.login('demo', 'demo1234');
    ops = await t.opsLogin('finance', 'finance1234');
    const [row] = (await t.call('withdrawalList', { token: member, query: { status: 'COMPLETED' } })).json().value.list;
    expect(row).toMatchObject({
      orderNo: silent.orderNo,
      receipt: { type: 'AUTO', forced: true, receivedAmount: '11.00', remainingAmount: '0.00' },
    });
    expect(await lastMessage()).toMatchObject({ kind: 'WITHDRAWAL_AUTO_RECEIVED' });
    expect((await lastMessage()).body).toContain('will not be refunded');
    expect(
      (
        await t.call('withdrawalConfirmReceipt', {
          token: member,
          body: { orderNo: silent.orderNo, type: 'NONE', proofIds: [1] },
        })
      ).json().code,
    ).toBe('order.state.invalid');
  });

  it('checks uploaded proofs by content, size and count, and keeps them to their owner', async () => {
    expect(
      (
        await upload([
          { filename: 'fake.png', type: 'image/png', data: Buffer.from('not really a png at all, just text') },
        ])
      ).json().code,
    ).toBe('upload.invalid');
    const big = await upload([
      { filename: 'big.png', type: 'image/png', data: Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]) },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('upload.too.large');
    const four = await upload([1, 2, 3, 4].map((n) => ({ filename: `${n}.png`, type: 'image/png', data: PNG_BYTES })));
    expect(four.json().code).toBe('upload.too.many');
    const json = await t.app.inject({
      method: 'POST',
      url: '/wps/withdrawal/proofs',
      payload: '{}',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${member}` },
    });
    expect(json.statusCode).toBe(415);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/wps/withdrawal/proofs',
          ...multipartBody([{ filename: 'a.png', type: 'image/png', data: PNG_BYTES }]),
        })
      ).statusCode,
    ).toBe(401);

    const other = await t.login('player02', 'player1234');
    const foreign = (await upload([{ filename: 'x.png', type: 'image/png', data: PNG_BYTES }], other)).json().value[0]
      .proofId;
    const order = (await withdraw('12')).json().value;
    await opsCall('opsWithdrawalApprove', { orderNo: order.orderNo });
    await opsCall('opsWithdrawalMarkPaid', { orderNo: order.orderNo, payoutReference: 'REF-NONE' });
    const refused = await t.call('withdrawalConfirmReceipt', {
      token: member,
      body: { orderNo: order.orderNo, type: 'NONE', proofIds: [foreign] },
    });
    expect(refused.json().value.fields).toEqual(['proofIds']);
    expect(
      (
        await t.call('withdrawalConfirmReceipt', { token: other, body: { orderNo: order.orderNo, type: 'FULL' } })
      ).json().code,
    ).toBe('order.not.found');
  });

  it('enforces limits, ownership and the request id; concurrent double-submits hold once', async () => {
    expect((await withdraw('9.99')).json().code).toBe('amount.below.minimum');
    expect((await withdraw('20000.01')).json().code).toBe('amount.above.maximum');
    expect((await withdraw('19999.00')).json().code).toBe('balance.insufficient');
    expect((await withdraw('10', { paymentPassword: '999999' })).json().code).toBe('payment.password.incorrect');
    const other = await t.login('player01', 'player1234');
    await t.call('paymentPasswordSet', {
      token: other,
      body: { newPaymentPassword: PAY, confirmPaymentPassword: PAY },
    });
    expect(
      (
        await t.call('withdrawalCreate', {
          token: other,
          body: { requestId: requestId(), amount: '10', bankAccountId, paymentPassword: PAY },
        })
      ).json().code,
    ).toBe('bank.account.required');

    const id = requestId();
    const before = await funds();
    const [first, second] = await Promise.all([withdraw('15', { requestId: id }), withdraw('15', { requestId: id })]);
    expect(first.json().value.orderNo).toBe(second.json().value.orderNo);
    expect(Number((await funds()).pendingWithdrawal)).toBeCloseTo(Number(before.pendingWithdrawal) + 15, 2);
    expect((await withdraw('16', { requestId: id })).json().code).toBe('idempotency.conflict');
    // The daily count (5) is reached: earlier ones today count, rejected ones do not.
    const usedToday = async (): Promise<number> =>
      (await t.call('withdrawalSettings', { token: member })).json().value.usedTodayCount;
    for (let more = 5 - (await usedToday()); more > 0; more -= 1) expect((await withdraw('10')).statusCode).toBe(200);
    expect(await usedToday()).toBe(5);
    expect((await withdraw('10')).json().code).toBe('withdrawal.limit.reached');
  });
});
