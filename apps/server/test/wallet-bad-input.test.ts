import type { EndpointName } from '@lucky/contracts/endpoint-table';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { expectLedgerSound } from './ledger-helpers.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const PAY = '424242';
type Who = 'demo' | 'player01' | 'ops' | 'none';
type Case = {
  name: string;
  call: EndpointName;
  as: Who;
  body?: Record<string, unknown>;
  query?: Record<string, string>;
  status: number;
  code: string;
};

/** Every amount a person or a script might send that is not a positive amount in cents. */
const BAD_AMOUNTS: [string, unknown, string][] = [
  ['negative', '-1', 'amount.invalid'],
  ['zero', '0', 'amount.invalid'],
  ['zero with cents', '0.00', 'amount.invalid'],
  ['over-precise', '1.001', 'amount.invalid'],
  ['letters', 'abc', 'amount.invalid'],
  ['exponent', '1e5', 'amount.invalid'],
  ['oversized', '99999999999999999999', 'amount.invalid'],
  ['thousands separator', '1,000', 'amount.invalid'],
  ['hex', '0x10', 'amount.invalid'],
  ['plus sign', '+5', 'amount.invalid'],
  ['trailing dot', '5.', 'amount.invalid'],
  ['blank', '   ', 'request.invalid'],
  ['a JSON number', 10, 'request.invalid'],
  ['null', null, 'request.invalid'],
  ['an object', { value: '10' }, 'request.invalid'],
  ['too long', '1'.repeat(40), 'request.invalid'],
];

function amountCases(): Case[] {
  return BAD_AMOUNTS.flatMap(
    ([name, amount, code]) =>
      [
        {
          name: `deposit: ${name}`,
          call: 'depositCreate',
          as: 'demo',
          body: { requestId: 'bad-amount-1', methodCode: 'BANK_TRANSFER', amount, reference: 'R' },
          status: 400,
          code,
        },
        {
          name: `withdrawal: ${name}`,
          call: 'withdrawalCreate',
          as: 'demo',
          body: { requestId: 'bad-amount-2', amount, bankAccountId: 1, paymentPassword: PAY },
          status: 400,
          code,
        },
        {
          name: `transfer: ${name}`,
          call: 'transferUpline',
          as: 'player01',
          body: { requestId: 'bad-amount-3', amount, paymentPassword: PAY },
          status: 400,
          code,
        },
        {
          name: `adjustment: ${name}`,
          call: 'opsAdjustment',
          as: 'ops',
          body: { requestId: 'bad-amount-4', username: 'demo', direction: 'CREDIT', amount, reason: 'test' },
          status: 400,
          code,
        },
      ] satisfies Case[],
  );
}

const CASES: Case[] = [
  ...amountCases(),
  {
    name: 'withdrawal above the balance',
    call: 'withdrawalCreate',
    as: 'demo',
    body: { requestId: 'too-much-0001', amount: '5000', bankAccountId: 1, paymentPassword: PAY },
    status: 400,
    code: 'balance.insufficient',
  },
  {
    name: 'transfer above the balance',
    call: 'transferUpline',
    as: 'player01',
    body: { requestId: 'too-much-0002', amount: '200.01', paymentPassword: PAY },
    status: 400,
    code: 'balance.insufficient',
  },
  {
    name: "withdrawal to another member's bank account",
    call: 'withdrawalCreate',
    as: 'player01',
    body: { requestId: 'foreign-0001', amount: '10', bankAccountId: 1, paymentPassword: PAY },
    status: 404,
    code: 'bank.account.not.found',
  },
  {
    name: "receipt for another member's withdrawal",
    call: 'withdrawalConfirmReceipt',
    as: 'player01',
    body: { orderNo: 'ORDER_OF_DEMO', type: 'FULL' },
    status: 404,
    code: 'order.not.found',
  },
  {
    name: "cancel another member's deposit",
    call: 'depositCancel',
    as: 'player01',
    body: { orderNo: 'DEPOSIT_OF_DEMO' },
    status: 404,
    code: 'order.not.found',
  },
  {
    name: 'approve a deposit with a member token',
    call: 'opsDepositApprove',
    as: 'demo',
    body: { orderNo: 'DEPOSIT_OF_DEMO' },
    status: 401,
    code: 'operator.session.invalid',
  },
  {
    name: 'downline transfer by a member',
    call: 'transferDownline',
    as: 'demo',
    body: { requestId: 'not-agent-01', toUsername: 'player01', amount: '1', paymentPassword: PAY },
    status: 403,
    code: 'account.not.agent',
  },
  {
    name: 'request id with spaces',
    call: 'depositCreate',
    as: 'demo',
    body: { requestId: 'has spaces in it', methodCode: 'BANK_TRANSFER', amount: '10', reference: 'R' },
    status: 400,
    code: 'request.invalid',
  },
  {
    name: 'request id too short',
    call: 'depositCreate',
    as: 'demo',
    body: { requestId: 'abc', methodCode: 'BANK_TRANSFER', amount: '10', reference: 'R' },
    status: 400,
    code: 'request.invalid',
  },
  {
    name: 'callback without signature',
    call: 'paymentCallbackSandbox',
    as: 'none',
    body: { merchantOrderNo: 'X', gatewayRef: 'Y', amount: '1', currency: 'USD', status: 'PAID', timestamp: 1 },
    status: 400,
    code: 'request.invalid',
  },
  {
    name: 'callback with a forged signature',
    call: 'paymentCallbackSandbox',
    as: 'none',
    body: {
      merchantOrderNo: 'X',
      gatewayRef: 'Y',
      amount: '1',
      currency: 'USD',
      status: 'PAID',
      timestamp: 1,
      sign: 'a'.repeat(64),
    },
    status: 401,
    code: 'signature.invalid',
  },
  {
    name: 'records page too large',
    call: 'transactionHistory',
    as: 'demo',
    query: { pageSize: '1000' },
    status: 400,
    code: 'request.invalid',
  },
  {
    name: 'records of an unknown type',
    call: 'transactionHistory',
    as: 'demo',
    query: { type: 'LOTTERY_WIN' },
    status: 400,
    code: 'request.invalid',
  },
  {
    name: 'records from a word',
    call: 'transactionHistory',
    as: 'demo',
    query: { from: 'yesterday' },
    status: 400,
    code: 'request.invalid',
  },
  {
    name: 'deposit without a session',
    call: 'depositCreate',
    as: 'none',
    body: { requestId: 'no-session-01', methodCode: 'BANK_TRANSFER', amount: '10', reference: 'R' },
    status: 401,
    code: 'session.required',
  },
];

describe('wallet bad input and abuse', () => {
  let t: TestApp;
  const tokens: Record<Who, string | undefined> = {
    demo: undefined,
    player01: undefined,
    ops: undefined,
    none: undefined,
  };
  beforeAll(async () => {
    t = await createTestApp('pglite');
    tokens.demo = await t.login('demo', 'demo1234');
    tokens.player01 = await t.login('player01', 'player1234');
    tokens.ops = await t.opsLogin('finance', 'finance1234');
    for (const token of [tokens.demo, tokens.player01])
      await t.call('paymentPasswordSet', { token, body: { newPaymentPassword: PAY, confirmPaymentPassword: PAY } });
    // Demo owns bank account 1, a withdrawal and a deposit that the other member must not reach.
    await t.call('bankAccountBind', {
      token: tokens.demo,
      body: { bankName: 'ACB', accountNumber: '10203040', paymentPassword: PAY },
    });
    await t.call('bankAccountBind', {
      token: tokens.player01,
      body: { bankName: 'BIDV', accountNumber: '50607080', paymentPassword: PAY },
    });
    const withdrawal = (
      await t.call('withdrawalCreate', {
        token: tokens.demo,
        body: { requestId: 'demo-withdrawal', amount: '10', bankAccountId: 1, paymentPassword: PAY },
      })
    ).json().value;
    const deposit = (
      await t.call('depositCreate', {
        token: tokens.demo,
        body: { requestId: 'demo-deposit-1', methodCode: 'BANK_TRANSFER', amount: '10', reference: 'R' },
      })
    ).json().value;
    for (const badCase of CASES) {
      if (badCase.body?.orderNo === 'ORDER_OF_DEMO') badCase.body.orderNo = withdrawal.orderNo;
      if (badCase.body?.orderNo === 'DEPOSIT_OF_DEMO') badCase.body.orderNo = deposit.orderNo;
    }
  });
  afterAll(async () => {
    await expectLedgerSound(t.ctx.database.db);
    await t.close();
  });

  async function countRows(): Promise<string> {
    const [row] = await queryRows<{ total: string }>(
      t.ctx.database.db,
      sql`select concat_ws('/',
      (select count(*) from ledger_transfers), (select count(*) from ledger_holds), (select sum(balance) filter (where kind = 'MEMBER_WALLET') from ledger_accounts),
      (select count(*) from deposits), (select count(*) from withdrawals), (select count(*) from member_bank_accounts), (select count(*) from upload_files)) as total`,
    );
    return row.total;
  }

  it.each(CASES)('$name → $status $code, nothing moves', async (badCase) => {
    const before = await countRows();
    const response = await t.call(badCase.call, {
      token: tokens[badCase.as],
      body: badCase.body,
      query: badCase.query,
      ip: '10.70.0.1',
    });
    expect(response.statusCode).toBe(badCase.status);
    const envelope = response.json();
    expect(envelope).toMatchObject({ success: false, code: badCase.code });
    expect(envelope.message.length).toBeGreaterThan(3);
    expect(await countRows()).toBe(before);
  });

  it('documents every money endpoint in the OpenAPI document', async () => {
    const { ENDPOINTS } = await import('@lucky/contracts/endpoint-table');
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/docs/json' })).json().paths);
    const money = Object.values(ENDPOINTS).filter((endpoint) =>
      ['wallet', 'deposit', 'withdrawal', 'transfer', 'ops'].includes(endpoint.tag),
    );
    expect(money.length).toBeGreaterThan(35);
    for (const endpoint of money) expect(paths, endpoint.path).toContain(endpoint.path);
  });

  it('answers the single-wallet transfer call without moving anything', async () => {
    const before = await countRows();
    const response = await t.call('walletTransfer', {
      token: tokens.demo,
      body: { vassalage: 'HOUSE_SLOTS', amount: '50', direction: 'IN' },
    });
    expect(response.json().value).toMatchObject({ isSingle: true, transferred: false });
    expect((await t.call('merchantWallet', {})).json().value).toEqual({
      isSingle: true,
      currency: 'USD',
      currencySymbol: '$',
    });
    expect(await countRows()).toBe(before);
  });
});
