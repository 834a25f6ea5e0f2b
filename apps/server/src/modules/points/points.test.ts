import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsRecords } from '../../db/schema/points.ts';
import { expectLedgerSound, fundsOf } from '../../../test/ledger-helpers.ts';
import { loyaltyFixtures, usd } from '../../../test/loyalty/loyalty-fixtures.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../../test/test-app.ts';
import { inTransaction } from '../wallet/ledger.service.ts';
import { runLoyaltyJobs } from './loyalty-jobs.ts';
import { changePoints } from './points-balance.ts';

const PAY = '246810';
let sequence = 0;
const requestId = () => `pts-request-${(sequence += 1).toString().padStart(4, '0')}`;

describe.each(TEST_DATABASES)('points and the points mall on %s', (kind) => {
  let t: TestApp;
  let fx: ReturnType<typeof loyaltyFixtures>;
  let demo: string;
  let ops: string;
  let items: { id: number; kind: string; pointsCost: number; stock: number | null }[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    fx = loyaltyFixtures(t);
    demo = await t.login('demo', 'demo1234');
    ops = await t.opsLogin('admin', 'admin1234');
    items = (await t.call('pointsRewardList')).json().value.list;
  });
  afterAll(async () => {
    await expectLedgerSound(t.ctx.database.db);
    await t.close();
  });

  const balance = async (token: string) => (await t.call('pointsBalance', { token })).json().value.balance as number;
  const records = async (token: string, query: Record<string, string> = {}) =>
    (await t.call('pointsRecords', { token, query })).json().value;
  const redeem = (token: string, body: Record<string, unknown>) =>
    t.call('pointsRedeem', { token, body: { requestId: requestId(), paymentPassword: PAY, ...body } });
  const cashItem = () => items.find((item) => item.kind === 'CASH' && item.pointsCost === 500)!;
  const goodsItem = () => items.find((item) => item.kind === 'GOODS' && item.pointsCost === 3000)!;
  const grant = async (username: string, points: bigint, key: string) => {
    const memberId = await fx.memberId(username);
    await inTransaction(t.ctx.database.db, (tx) =>
      changePoints(tx, {
        memberId,
        type: 'ADJUST',
        change: points,
        remark: 'test grant',
        sourceKey: key,
        at: t.clock.now,
      }),
    );
  };

  it('earns points from settled rounds per category and from deposits at the configured rates, once however often the job runs', async () => {
    const memberId = await fx.memberId('player01');
    const token = await t.login('player01', 'player1234');
    const now = t.clock.now.getTime();
    const ago = (minutes: number) => new Date(now - minutes * 60_000);
    await fx.round(memberId, 'RNG', usd(25), ago(10));
    await fx.round(memberId, 'RNG', usd(5), ago(9));
    await fx.round(memberId, 'LIVE', usd(100), ago(8));
    await fx.round(memberId, 'ELOTT', usd(40), ago(7));
    await fx.deposit(memberId, usd(95), ago(6));
    // Too fresh: waits for the next pass, so a late commit before it is not skipped.
    await fx.round(memberId, 'SPORTS', usd(50), ago(0));
    await runLoyaltyJobs(t.ctx);
    await runLoyaltyJobs(t.ctx);
    // 1 point per 10.00: slots 30 → 3, live 100 → 10, lottery 40 → 4, deposit 95 → 9 (5.00 carried).
    expect(await balance(token)).toBe(26);
    const list = (await records(token)).list;
    expect(list.map((row: { type: string; change: number }) => `${row.type}:${row.change}`).sort()).toEqual([
      'DEPOSIT:9',
      'LIVE:10',
      'LOTTERY:4',
      'SLOTS:3',
    ]);
    expect(list.find((row: { type: string }) => row.type === 'SLOTS')).toMatchObject({
      points: 3,
      amount: '30.00',
      balance: expect.any(Number),
      status: 'SUCCESS',
      referenceNo: expect.stringMatching(/^P/),
    });
    t.clock.advance(120_000);
    await fx.deposit(memberId, usd(5), new Date(t.clock.now.getTime() - 61_000));
    await runLoyaltyJobs(t.ctx);
    await runLoyaltyJobs(t.ctx);
    // Sports 50 → 5, and the carried 5.00 of deposits with 5.00 more → 1.
    expect(await balance(token)).toBe(32);
    expect((await records(token, { type: 'SPORTS' })).list).toHaveLength(1);
    expect((await records(token, { type: 'DEPOSIT' })).totalCount).toBe(2);
    expect((await t.call('pointsRecords', { token, query: { type: 'NOPE' } })).statusCode).toBe(400);
  });

  it('redeems with the payment password: cash at once, goods in process; wrong password, missing details and disabled items write nothing', async () => {
    const start = await balance(demo);
    expect(start).toBe(5000);
    expect((await redeem(demo, { itemId: cashItem().id })).json().code).toBe('payment.password.required');
    await t.call('paymentPasswordSet', { token: demo, body: { newPaymentPassword: PAY, confirmPaymentPassword: PAY } });
    expect((await redeem(demo, { itemId: cashItem().id, paymentPassword: '135790' })).json().code).toBe(
      'payment.password.incorrect',
    );
    expect((await redeem(demo, { itemId: goodsItem().id })).json().code).toBe('mall.delivery.required');
    expect((await redeem(demo, { itemId: 999999 })).json().code).toBe('mall.item.not.found');
    expect(await balance(demo)).toBe(start);

    const memberId = await fx.memberId('demo');
    const wallet = (await fundsOf(t.ctx.database.db, memberId)).balance;
    const id = requestId();
    const cash = await redeem(demo, { itemId: cashItem().id, requestId: id });
    expect(cash.json().value).toMatchObject({
      redemption: { status: 'APPROVED', points: 500, cashValue: '5.00' },
      balance: start - 500,
    });
    // A replay answers the same order and pays nothing more.
    expect((await redeem(demo, { itemId: cashItem().id, requestId: id })).json().value.redemption.orderNo).toBe(
      cash.json().value.redemption.orderNo,
    );
    expect((await fundsOf(t.ctx.database.db, memberId)).balance - wallet).toBe(usd(5));

    const goods = await redeem(demo, {
      itemId: goodsItem().id,
      deliveryInfo: 'Demo Player, 12 Nguyen Hue, District 1, HCMC, size L',
    });
    expect(goods.json().value).toMatchObject({
      redemption: { status: 'IN_PROCESS', points: 3000 },
      balance: start - 3500,
    });
    const listed = (await t.call('pointsRewardList'))
      .json()
      .value.list.find((item: { id: number }) => item.id === goodsItem().id);
    expect(listed.stock).toBe(goodsItem().stock! - 1);
    const history = (await t.call('pointsRedeemedList', { token: demo })).json().value;
    expect(history.list.map((row: { status: string }) => row.status)).toEqual(['IN_PROCESS', 'APPROVED']);
    expect((await records(demo, { type: 'REDEEM' })).list[0]).toMatchObject({ change: -3000, status: 'IN_PROCESS' });

    expect(
      (await t.call('opsMallItemEnable', { token: ops, body: { id: cashItem().id, isEnabled: false } })).statusCode,
    ).toBe(200);
    expect(
      (await t.call('pointsRewardList')).json().value.list.some((item: { id: number }) => item.id === cashItem().id),
    ).toBe(false);
    expect((await redeem(demo, { itemId: cashItem().id })).json().code).toBe('mall.item.unavailable');
    await t.call('opsMallItemEnable', { token: ops, body: { id: cashItem().id, isEnabled: true } });
  });

  it('never overspends: concurrent redemptions of one member take only what the balance holds', async () => {
    const token = await t.login('player02', 'player1234');
    await t.call('paymentPasswordSet', { token, body: { newPaymentPassword: PAY, confirmPaymentPassword: PAY } });
    await grant('player02', 1200n, 'test:grant:player02');
    const answers = await Promise.all(Array.from({ length: 6 }, () => redeem(token, { itemId: cashItem().id })));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((answer) => answer.json().code === 'points.insufficient')).toHaveLength(4);
    expect(await balance(token)).toBe(200);
    const memberId = await fx.memberId('player02');
    const rows = await t.ctx.database.db.select().from(pointsRecords).where(eq(pointsRecords.memberId, memberId));
    expect(rows.reduce((sum, row) => sum + row.change, 0n)).toBe(200n);
  });

  it('lets operators approve or reject goods (audited); a rejection refunds points and stock', async () => {
    const token = await t.login('demo', 'demo1234');
    await grant('demo', 5000n, 'test:grant:demo');
    const before = await balance(token);
    const second = await redeem(token, { itemId: goodsItem().id, deliveryInfo: 'Demo Player, 34 Le Loi, HCMC' });
    const queue = (await t.call('opsMallRedemptions', { token: ops, query: { status: 'IN_PROCESS' } })).json().value
      .list;
    expect(queue).toHaveLength(2);
    const [first, next] = queue;
    expect(first.username).toBe('demo');
    const approved = await t.call('opsMallRedemptionApprove', {
      token: ops,
      body: { id: first.id, note: 'Shipped by courier, tracking VN123456' },
    });
    expect(approved.json().value).toMatchObject({ status: 'APPROVED', reviewedBy: 'admin' });
    expect((await t.call('opsMallRedemptionApprove', { token: ops, body: { id: first.id } })).json().code).toBe(
      'order.state.invalid',
    );
    expect(
      (await t.call('opsMallRedemptionReject', { token: ops, body: { id: next.id, reason: 'x' } })).statusCode,
    ).toBe(400);
    const stock = (await t.call('pointsRewardList'))
      .json()
      .value.list.find((item: { id: number }) => item.id === goodsItem().id).stock;
    const rejected = await t.call('opsMallRedemptionReject', {
      token: ops,
      body: { id: second.json().value.redemption.id, reason: 'Out of size L' },
    });
    expect(rejected.json().value.status).toBe('REJECTED');
    expect(await balance(token)).toBe(before);
    expect(
      (await t.call('pointsRewardList')).json().value.list.find((item: { id: number }) => item.id === goodsItem().id)
        .stock,
    ).toBe(stock + 1);
    expect((await records(token, { type: 'REFUND' })).list[0]).toMatchObject({ change: 3000 });
    const audit = (await t.call('opsAuditLog', { token: ops, query: { action: 'MALL_REDEMPTION_REJECT' } })).json()
      .value.list;
    expect(audit[0]).toMatchObject({ reason: 'Out of size L', after: { status: 'REJECTED' } });
  });

  it('converts points to cash in whole steps with the payment password, once per request', async () => {
    const token = await t.login('demo', 'demo1234');
    const memberId = await fx.memberId('demo');
    const before = await balance(token);
    const wallet = (await fundsOf(t.ctx.database.db, memberId)).balance;
    const convert = (points: number, extra: Record<string, unknown> = {}) =>
      t.call('pointsConvert', { token, body: { points, paymentPassword: PAY, requestId: requestId(), ...extra } });
    expect((await convert(250)).json().code).toBe('points.convert.invalid');
    expect((await convert(50)).json().code).toBe('points.convert.invalid');
    expect((await convert(300, { paymentPassword: '000000' })).json().code).toBe('payment.password.incorrect');
    expect((await convert(before + 100 - (before % 100))).json().code).toBe('points.insufficient');
    const id = requestId();
    expect((await convert(300, { requestId: id })).json().value).toEqual({
      points: 300,
      cash: '3.00',
      balance: before - 300,
    });
    expect((await convert(300, { requestId: id })).json().value.balance).toBe(before - 300);
    expect((await convert(400, { requestId: id })).json().code).toBe('idempotency.conflict');
    expect(await balance(token)).toBe(before - 300);
    expect((await fundsOf(t.ctx.database.db, memberId)).balance - wallet).toBe(usd(3));

    const config = (await t.call('opsPointsConfig', { token: ops })).json().value;
    const { currency: _currency, ...rates } = config;
    const saved = await t.call('opsPointsConfigSave', {
      token: ops,
      body: { ...rates, convert: { ...rates.convert, isEnabled: false } },
    });
    expect(saved.statusCode).toBe(200);
    expect((await convert(300)).json().code).toBe('points.convert.disabled');
    expect(
      (await t.call('opsPointsConfigSave', { token: ops, body: { ...rates, depositMoneyPerPoint: '1.001' } })).json()
        .code,
    ).toBe('amount.invalid');
    expect((await t.call('pointsConfig')).json().value.convert.isEnabled).toBe(false);
  });

  it('creates and edits mall items with an audit entry', async () => {
    const names = { EN: 'Lucky Mug', CN: '幸运马克杯', ID: 'Mug Keberuntungan', TH: 'แก้วนำโชค', VI: 'Cốc may mắn' };
    const body = {
      names,
      descriptions: names,
      imageUrl: '/assets/mall/lucky-coin.svg',
      kind: 'GOODS',
      pointsCost: 800,
      stock: 5,
    };
    const created = await t.call('opsMallItemSave', { token: ops, body });
    expect(created.json().value).toMatchObject({ pointsCost: 800, stock: 5, isEnabled: true, cashValue: '0.00' });
    expect((await t.call('opsMallItemSave', { token: ops, body: { ...body, kind: 'CASH' } })).json().code).toBe(
      'amount.invalid',
    );
    expect(
      (await t.call('opsMallItemSave', { token: ops, body: { ...body, imageUrl: 'javascript:alert(1)' } })).statusCode,
    ).toBe(400);
    const edited = await t.call('opsMallItemSave', {
      token: ops,
      body: { ...body, id: created.json().value.id, pointsCost: 900 },
    });
    expect(edited.json().value.pointsCost).toBe(900);
    const audit = (await t.call('opsAuditLog', { token: ops, query: { action: 'MALL_ITEM_UPDATE' } })).json().value
      .list;
    expect(audit[0]).toMatchObject({ before: { pointsCost: 800 }, after: { pointsCost: 900 } });
    const finance = await t.opsLogin('finance', 'finance1234');
    expect((await t.call('opsMallItemSave', { token: finance, body })).statusCode).toBe(403);
  });
});
