import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { encryptPayload } from '../apps/server/src/lib/payload-crypto.ts';
import { BASE_URL, launchBrowser, saveScreenshot } from './browser.ts';

/**
 * The money flow on the running server: a deposit paid on the sandbox gateway's hosted page in
 * Chromium, a withdrawal, its approval and payout at the finance desk API, and a partial receipt
 * with a proof image. The member-centre and /ops screens drive the same calls (web issue).
 */
type Envelope = { success: boolean; value: unknown; code: string | null };
type Fields = Record<string, string>;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 1)]);

async function call<T = Fields>(method: string, pathname: string, options: { body?: unknown; token?: string; encrypted?: boolean } = {}): Promise<Envelope & { value: T }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body = options.body === undefined ? undefined : JSON.stringify(options.body);
  if (options.encrypted) {
    const { keyId, publicKey } = (await call<{ encryption: Fields }>('GET', '/wps/system/status')).value.encryption;
    headers.encryption = 'RSA-OAEP-256+A256GCM';
    body = JSON.stringify(encryptPayload(publicKey, keyId, JSON.stringify(options.body)));
  }
  return (await fetch(`${BASE_URL}${pathname}`, { method, headers, body })).json() as Promise<Envelope & { value: T }>;
}

describe('wallet flow', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await browser.close(); });

  it('deposits on the sandbox page, withdraws, is paid by the finance desk and confirms a partial receipt', async () => {
    const member = (await call('POST', '/wps/session/login', { body: { type: 'username', username: 'player02', password: 'player1234' }, encrypted: true })).value.token;
    const balance = async () => Number((await call('GET', '/wps/v2/wallets/balance', { token: member })).value.sumBalance);
    const start = await balance();

    const order = (await call('POST', '/wps/deposit/orders', { token: member, body: { requestId: `e2e-dep-${Date.now()}`, methodCode: 'SANDBOX_PAY', amount: '50.00' } })).value;
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${BASE_URL}${order.paymentUrl}`);
    await saveScreenshot(page, 'sandbox-gateway');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.getByText('Payment successful').waitFor();
    await saveScreenshot(page, 'sandbox-gateway-paid');
    expect(await balance()).toBeCloseTo(start + 50, 2);

    await call('POST', '/wps/member/payment-password', { token: member, body: { newPaymentPassword: '555777', confirmPaymentPassword: '555777' }, encrypted: true });
    const bank = (await call<{ id: number }>('POST', '/wps/member/bank-accounts', { token: member, body: { bankName: 'ACB', accountNumber: String(Date.now()).slice(-10), paymentPassword: '555777' }, encrypted: true })).value;
    const withdrawal = (await call('POST', '/wps/withdrawal/orders', { token: member, body: { requestId: `e2e-wd-${Date.now()}`, amount: '30.00', bankAccountId: bank.id, paymentPassword: '555777' }, encrypted: true })).value;
    expect(withdrawal.status).toBe('PENDING');

    const ops = (await call('POST', '/ops/api/session/login', { body: { username: 'finance', password: 'finance1234' } })).value.token;
    expect((await call('POST', '/ops/api/withdrawals/approve', { token: ops, body: { orderNo: withdrawal.orderNo } })).value.status).toBe('APPROVED');
    expect((await call('POST', '/ops/api/withdrawals/paid', { token: ops, body: { orderNo: withdrawal.orderNo, payoutReference: 'E2E-PAYOUT' } })).value.status).toBe('PAID');

    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'proof.png');
    const proofs = await (await fetch(`${BASE_URL}/wps/withdrawal/proofs`, { method: 'POST', body: form, headers: { authorization: `Bearer ${member}` } })).json() as { value: { proofId: number }[] };
    const receipt = (await call('POST', '/wps/withdrawal/orders/receipt', {
      token: member, body: { orderNo: withdrawal.orderNo, type: 'PARTIAL', receivedAmount: '25.00', remainingAmount: '5.00', proofIds: [proofs.value[0].proofId] },
    })).value;
    expect(receipt).toMatchObject({ status: 'DISPUTED', receipt: { type: 'PARTIAL', proofCount: 1 } });

    const records = (await call<{ list: Fields[] }>('GET', '/wps/wallet/transactions', { token: member })).value.list.map((entry) => [entry.kind, entry.reference]);
    expect(records.slice(0, 2)).toEqual([['WITHDRAWAL', withdrawal.orderNo], ['DEPOSIT', order.orderNo]]);
  });
});
