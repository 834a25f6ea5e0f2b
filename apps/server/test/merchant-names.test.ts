import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberBankAccounts } from '../src/db/schema/payments.ts';
import { merchantConfigSchema } from '../src/modules/merchant/merchant-config.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Names that come from the merchant settings — payment methods, the operator's bank and branch, the banks a member
 * may bind — are kept per language and answered in the language the site asks in (its Language header).
 */
describe('merchant names per language', () => {
  let t: TestApp;
  let member: string;
  const inLanguage = (language: string) => ({ Language: language });
  beforeAll(async () => {
    t = await createTestApp();
    member = await t.login('demo', 'demo1234');
  });
  afterAll(async () => {
    await t.close();
  });

  it('names the methods, the bank and the branch in the asked language, in English without one', async () => {
    const methodsIn = async (headers: Record<string, string> = {}) =>
      (await t.call('depositMethods', { token: member, headers })).json().value.methods;
    const [bankTransfer, gateway] = await methodsIn(inLanguage('VI'));
    expect(bankTransfer).toMatchObject({
      code: 'BANK_TRANSFER',
      name: 'Chuyển khoản ngân hàng',
      bankAccount: { bankName: 'Ngân hàng Lucky Demo', branch: 'Hội sở chính', accountNumber: '0123 4567 8901' },
    });
    expect(gateway).toMatchObject({ code: 'SANDBOX_PAY', name: 'Thanh toán trực tuyến (sandbox)' });
    expect((await methodsIn(inLanguage('CN')))[0]).toMatchObject({ name: '银行转账', bankAccount: { branch: '总行' } });
    expect((await methodsIn())[0]).toMatchObject({ name: 'Bank transfer', bankAccount: { branch: 'Head office' } });
    // A language the merchant does not offer falls back to its default.
    expect((await methodsIn(inLanguage('XX')))[0].name).toBe('Bank transfer');
  });

  it('stores a deposit under the default name and shows it in the language of whoever reads it', async () => {
    const created = await t.call('depositCreate', {
      token: member,
      headers: inLanguage('TH'),
      body: { requestId: 'names-dep-0001', methodCode: 'BANK_TRANSFER', amount: '20.00', reference: 'NAMES-1' },
    });
    expect(created.json().value).toMatchObject({
      methodName: 'โอนผ่านธนาคาร',
      bankAccount: { bankName: 'ธนาคารลัคกี้เดโม' },
    });
    const listed = (await t.call('depositList', { token: member, headers: inLanguage('ID') })).json().value.list;
    expect(listed.find((row: { reference: string }) => row.reference === 'NAMES-1').methodName).toBe('Transfer bank');
    const queue = (await t.call('opsDepositQueue', { token: await t.opsLogin('finance', 'finance1234') })).json();
    expect(JSON.stringify(queue)).not.toContain('โอนผ่านธนาคาร');
  });

  it('lists the banks in the asked language and binds one named in any language under one stored name', async () => {
    const settings = (await t.call('withdrawalSettings', { token: member, headers: inLanguage('VI') })).json().value;
    expect(settings.banks).toEqual(['Vietcombank', 'Techcombank', 'BIDV', 'ACB', 'Ngân hàng Lucky Demo']);
    const set = await t.call('paymentPasswordSet', {
      token: member,
      body: { newPaymentPassword: '246810', confirmPaymentPassword: '246810' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const bound = await t.call('bankAccountBind', {
      token: member,
      headers: inLanguage('VI'),
      body: { bankName: 'ngân hàng  lucky demo', accountNumber: '7700 1122 3344', paymentPassword: '246810' },
    });
    expect(bound.json().value).toMatchObject({ bankName: 'Ngân hàng Lucky Demo', accountNumber: '********3344' });
    const [row] = await t.ctx.database.db
      .select()
      .from(memberBankAccounts)
      .where(eq(memberBankAccounts.id, bound.json().value.id));
    expect(row.bankName).toBe('Lucky Demo Bank');
    const listIn = async (language: string) =>
      (await t.call('bankAccountList', { token: member, headers: inLanguage(language) })).json().value;
    expect((await listIn('CN')).map((account: { bankName: string }) => account.bankName)).toContain('幸运演示银行');
    expect((await listIn('EN')).map((account: { bankName: string }) => account.bankName)).toContain('Lucky Demo Bank');
  });

  it('reads a configuration stored with plain names as English, and refuses an empty name', () => {
    const stored = merchantConfigSchema.shape.withdrawal.parse({
      minAmount: '10',
      maxAmount: '100',
      dailyMaxCount: 1,
      dailyMaxAmount: '100',
      autoReceiptMinutes: 60,
      maxBankAccounts: 1,
      banks: ['Old Bank', { EN: 'New Bank', VI: 'Ngân hàng Mới' }],
    });
    expect(stored.banks).toEqual([{ EN: 'Old Bank' }, { EN: 'New Bank', VI: 'Ngân hàng Mới' }]);
    expect(merchantConfigSchema.shape.withdrawal.safeParse({ ...stored, banks: [{}] }).success).toBe(false);
    expect(merchantConfigSchema.shape.withdrawal.safeParse({ ...stored, banks: [{ XX: 'Bank' }] }).success).toBe(false);
  });
});
