import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerSound } from './ledger-helpers.ts';
import { createTestApp, randomName, TEST_DATABASES, type TestApp } from './test-app.ts';

const PAY = '246810';

describe.each(TEST_DATABASES)('payment password and bank accounts on %s', (kind) => {
  let t: TestApp;
  let member: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    member = await t.login('demo', 'demo1234');
  });
  afterAll(async () => {
    await expectLedgerSound(t.ctx.database.db);
    await t.close();
  });

  it('sets the payment password with its rule and changes it only with the old one', async () => {
    expect((await t.call('withdrawalSettings', { token: member })).json().value).toMatchObject({
      hasPaymentPassword: false,
      payeeName: 'Demo Player',
      minAmount: '10.00',
      autoReceiptMinutes: 60,
    });
    const set = (body: Record<string, string>) => t.call('paymentPasswordSet', { token: member, body });
    expect((await set({ newPaymentPassword: '12ab56', confirmPaymentPassword: '12ab56' })).statusCode).toBe(400);
    expect((await set({ newPaymentPassword: '123456', confirmPaymentPassword: '654321' })).json().value.fields).toEqual(
      ['confirmPaymentPassword'],
    );
    expect((await set({ newPaymentPassword: '135790', confirmPaymentPassword: '135790' })).statusCode).toBe(200);
    expect((await set({ newPaymentPassword: PAY, confirmPaymentPassword: PAY })).json().code).toBe(
      'payment.password.incorrect',
    );
    expect(
      (await set({ oldPaymentPassword: '000000', newPaymentPassword: PAY, confirmPaymentPassword: PAY })).json().code,
    ).toBe('payment.password.incorrect');
    expect(
      (await set({ oldPaymentPassword: '135790', newPaymentPassword: PAY, confirmPaymentPassword: PAY })).statusCode,
    ).toBe(200);
  });

  it('binds bank accounts only in the registered payee name', async () => {
    const bind = (body: Record<string, unknown>, token = member) =>
      t.call('bankAccountBind', { token, body: { paymentPassword: PAY, ...body } });
    expect(
      (await bind({ bankName: 'ACB', accountNumber: '1234 5678 9012', accountName: 'Somebody Else' })).json().code,
    ).toBe('payee.name.mismatch');
    expect((await bind({ bankName: 'Nowhere Bank', accountNumber: '123456789' })).json().value.fields).toEqual([
      'bankName',
    ]);
    expect((await bind({ bankName: 'ACB', accountNumber: '123456789', paymentPassword: '111111' })).json().code).toBe(
      'payment.password.incorrect',
    );
    const bound = await bind({ bankName: 'ACB', accountNumber: '1234 5678 9012', accountName: 'demo player' });
    expect(bound.json().value).toMatchObject({
      bankName: 'ACB',
      accountNumber: '********9012',
      accountName: 'Demo Player',
    });
    expect((await bind({ bankName: 'ACB', accountNumber: '123456789012' })).json().code).toBe('bank.account.taken');
    await bind({ bankName: 'BIDV', accountNumber: '5550001' });
    await bind({ bankName: 'Techcombank', accountNumber: '5550002' });
    expect((await bind({ bankName: 'Vietcombank', accountNumber: '5550003' })).json().code).toBe('bank.account.limit');

    // Without a registered payee name, the first binding's name becomes it.
    const username = randomName('nopayee');
    await t.call('memberRegister', {
      body: { username, password: 'abc12345', confirmPassword: 'abc12345', ageConfirmed: true, termsAccepted: true },
      ip: '10.50.0.1',
    });
    const fresh = await t.login(username, 'abc12345');
    await t.call('paymentPasswordSet', {
      token: fresh,
      body: { newPaymentPassword: PAY, confirmPaymentPassword: PAY },
    });
    expect((await bind({ bankName: 'ACB', accountNumber: '99990000' }, fresh)).json().value.fields).toEqual([
      'accountName',
    ]);
    // Another member's account cannot be bound a second time.
    expect(
      (await bind({ bankName: 'ACB', accountNumber: '123456789012', accountName: 'Nguyen Van A' }, fresh)).json().code,
    ).toBe('bank.account.taken');
    expect(
      (await bind({ bankName: 'ACB', accountNumber: '99990000', accountName: 'Nguyen Van A' }, fresh)).statusCode,
    ).toBe(200);
    expect((await t.call('withdrawalSettings', { token: fresh })).json().value.payeeName).toBe('Nguyen Van A');
    expect(
      (await bind({ bankName: 'BIDV', accountNumber: '99990001', accountName: 'Tran Thi B' }, fresh)).json().code,
    ).toBe('payee.name.mismatch');
  });
});
