import type { EndpointName } from '@lucky/contracts/endpoint-table';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, createTableCounter, type TableCounts } from './fuzz/table-counts.ts';
import { PNG_BYTES } from './multipart.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';

/**
 * Issue 12, defects 1 and 2: a NUL or another control character in any text field or query
 * parameter, a value the database refuses, and a malformed multipart body each get a 4xx with a
 * clear code and write nothing; the log of a failed query never holds the values of the query.
 */
type Who = 'none' | 'member' | 'player' | 'agent' | 'finance' | 'admin';
type NulCase = { name: string; as: Who } & (
  | { call: EndpointName; body?: unknown; query?: Record<string, string> }
  | { raw: { method: 'GET' | 'POST'; url: string; payload?: string; contentType?: string } }
);

const NUL = '\u0000';
/** The endpoints the outside audit saw answer 500 to a NUL, five of them without login. */
const NUL_CASES: NulCase[] = [
  {
    name: 'member login (encrypted)',
    as: 'none',
    call: 'sessionLogin',
    body: { type: 'username', username: `de${NUL}mo`, password: 'x' },
  },
  {
    name: 'password reset by e-mail (form body)',
    as: 'none',
    raw: {
      method: 'POST',
      url: '/wps/member/password/email',
      payload: 'username=%00&email=x',
      contentType: 'application/x-www-form-urlencoded',
    },
  },
  { name: 'operator login', as: 'none', call: 'opsLogin', body: { username: `fin${NUL}ance`, password: 'x' } },
  { name: 'affiliate check', as: 'none', raw: { method: 'GET', url: '/wps/agent/affiliate?code=ab%00cd' } },
  { name: 'game list', as: 'none', raw: { method: 'GET', url: '/wps/relay/GCSGAME_gameList?gameName=a%00b' } },
  {
    name: 'feedback',
    as: 'member',
    call: 'feedbackSubmit',
    body: { category: 'OTHER', content: `too slow ${NUL} today`, imageIds: [] },
  },
  {
    name: 'withdrawal receipt',
    as: 'member',
    call: 'withdrawalConfirmReceipt',
    body: { orderNo: `W${NUL}1`, type: 'FULL' },
  },
  {
    name: 'deposit create',
    as: 'member',
    call: 'depositCreate',
    body: { requestId: 'nul-deposit-01', methodCode: `BANK${NUL}`, amount: '10', reference: 'R' },
  },
  { name: 'deposit cancel', as: 'member', call: 'depositCancel', body: { orderNo: `D${NUL}1` } },
  {
    name: 'transfer remark',
    as: 'player',
    call: 'transferUpline',
    body: { requestId: 'nul-transfer-01', amount: '1', paymentPassword: '424242', remark: `hi${NUL}` },
  },
  {
    name: 'mall redeem',
    as: 'member',
    call: 'pointsRedeem',
    body: {
      itemId: 1,
      quantity: 1,
      paymentPassword: '424242',
      requestId: 'nul-redeem-001',
      deliveryInfo: `street${NUL}`,
    },
  },
  { name: 'betting records', as: 'member', call: 'bettingRecords', query: { vassalage: `HOUSE${NUL}` } },
  { name: 'agent downline', as: 'agent', call: 'agentDownlineList', query: { username: `pl${NUL}` } },
  { name: 'agent team transactions', as: 'agent', call: 'agentTeamTransactions', query: { username: `pl${NUL}` } },
  { name: 'agent contracts offered', as: 'agent', call: 'contractsOffered', query: { username: `pl${NUL}` } },
  { name: 'ops deposit queue', as: 'finance', call: 'opsDepositQueue', query: { username: `de${NUL}mo` } },
  { name: 'ops withdrawal queue', as: 'finance', call: 'opsWithdrawalQueue', query: { username: `de${NUL}mo` } },
  { name: 'ops member lookup', as: 'finance', call: 'opsMemberLookup', query: { username: `de${NUL}mo` } },
  { name: 'ops audit log', as: 'admin', call: 'opsAuditLog', query: { action: `LOGIN${NUL}` } },
  // No schema names the fields of the configuration document: only the request guard stands here.
  {
    name: 'merchant configuration (free-form JSON)',
    as: 'admin',
    call: 'opsMerchantConfigUpdate',
    body: { config: { siteName: `Lucky${NUL}` }, reason: 'nul test' },
  },
  {
    name: 'a NUL in a JSON key',
    as: 'none',
    raw: {
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: '{"os\\u0000":"x"}',
      contentType: 'application/json',
    },
  },
];

/** Other control characters: refused by the contracts' text schemas (the request guard only knows NUL). */
const CONTROL_CASES: NulCase[] = [
  {
    name: 'a bell in a login name',
    as: 'none',
    call: 'sessionLogin',
    body: { type: 'username', username: 'de\u0007mo', password: 'x' },
  },
  {
    name: 'an escape sequence in a search',
    as: 'none',
    raw: { method: 'GET', url: '/wps/relay/GCSGAME_gameList?gameName=%1B%5B31m' },
  },
  {
    name: 'a C1 control in a transfer remark',
    as: 'player',
    call: 'transferUpline',
    body: { requestId: 'c1-transfer-01', amount: '1', paymentPassword: '424242', remark: 'hi\u009b' },
  },
  { name: 'a line break in a one-line name', as: 'finance', call: 'opsMemberLookup', query: { username: 'demo\nx' } },
  {
    name: 'a lone surrogate in a username',
    as: 'none',
    call: 'opsLogin',
    body: { username: 'fin\ud800ance', password: 'x' },
  },
];

describe.each(TEST_DATABASES)('input hardening on %s', (kind) => {
  let t: TestApp;
  let counter: Awaited<ReturnType<typeof createTableCounter>>;
  const tokens: Partial<Record<Who, string>> = {};

  beforeAll(async () => {
    t = await createTestApp(kind);
    tokens.member = await t.login('demo', 'demo1234');
    tokens.player = await t.login('player01', 'player1234');
    tokens.agent = await t.login('agent01', 'agent1234');
    tokens.finance = await t.opsLogin('finance', 'finance1234');
    tokens.admin = await t.opsLogin('admin', 'admin1234');
    counter = await createTableCounter(t.ctx.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  async function send(badCase: NulCase, ip: string): Promise<LightMyRequestResponse> {
    const token = badCase.as === 'none' ? undefined : tokens[badCase.as];
    if ('call' in badCase) return t.call(badCase.call, { token, body: badCase.body, query: badCase.query, ip });
    const headers: Record<string, string> = {
      ...(badCase.raw.contentType ? { 'content-type': badCase.raw.contentType } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    };
    return t.app.inject({
      method: badCase.raw.method,
      url: badCase.raw.url,
      payload: badCase.raw.payload,
      headers,
      remoteAddress: ip,
    });
  }

  async function expectRefusedWithoutWrites(badCase: NulCase, ip: string): Promise<void> {
    const before: TableCounts = await counter.count();
    const response = await send(badCase, ip);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'request.invalid.characters' });
    expect(response.json().message.length).toBeGreaterThan(10);
    expect(changedTables(before, await counter.count())).toEqual([]);
  }

  it.each(NUL_CASES)('refuses a NUL in $name with 400 request.invalid.characters, writing nothing', async (badCase) => {
    await expectRefusedWithoutWrites(badCase, '10.12.1.1');
  });

  it.each(CONTROL_CASES)('refuses $name with 400 request.invalid.characters, writing nothing', async (badCase) => {
    await expectRefusedWithoutWrites(badCase, '10.12.1.2');
  });

  it('keeps line breaks and tabs in multi-line text and every script in one-line text', async () => {
    const sent = await t.call('opsMessageSend', {
      token: tokens.admin,
      body: { audience: 'MEMBER', username: 'demo', title: 'Chào bạn 玩家 ผู้เล่น 🎲', body: 'line one\r\nline two\tend' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const inbox = (await t.call('messageList', { token: tokens.member })).json().value.list;
    expect(inbox.find((message: { title: string }) => message.title === 'Chào bạn 玩家 ผู้เล่น 🎲')?.body).toBe(
      'line one\r\nline two\tend',
    );
  });

  describe('a malformed multipart body on every upload route', () => {
    const boundary = 'zzz';
    const partHeaders = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    const BODIES: { name: string; contentType: string; payload: string | Buffer }[] = [
      {
        name: "cut after the part headers (the audit's case)",
        contentType: `multipart/form-data; boundary=${boundary}`,
        payload: partHeaders,
      },
      {
        name: 'cut in the middle of the file',
        contentType: `multipart/form-data; boundary=${boundary}`,
        payload: Buffer.concat([Buffer.from(partHeaders), PNG_BYTES.subarray(0, 20)]),
      },
      {
        name: 'cut in the part headers',
        contentType: `multipart/form-data; boundary=${boundary}`,
        payload: `--${boundary}\r\nContent-Disposition: form-da`,
      },
      { name: 'without a boundary parameter', contentType: 'multipart/form-data', payload: partHeaders },
      {
        name: 'a field cut short',
        contentType: `multipart/form-data; boundary=${boundary}`,
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="comment"\r\n\r\nhello`,
      },
    ];
    const ROUTES = ['/wps/withdrawal/proofs', '/wps/relay/MCS2_applyPromotion'];
    const cases = ROUTES.flatMap((url) => BODIES.map((body) => ({ url, ...body })));

    it.each(cases)('$url: $name → 400 request.malformed, nothing stored', async ({ url, contentType, payload }) => {
      const before = await counter.count();
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { authorization: `Bearer ${tokens.member}`, 'content-type': contentType },
        remoteAddress: '10.12.2.1',
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'request.malformed' });
      expect(changedTables(before, await counter.count())).toEqual([]);
    });

    it.each(ROUTES)('%s: a NUL in a form field → 400 request.invalid.characters', async (url) => {
      const payload = `--${boundary}\r\nContent-Disposition: form-data; name="comment"\r\n\r\nhi${NUL}there\r\n--${boundary}--\r\n`;
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: {
          authorization: `Bearer ${tokens.member}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        remoteAddress: '10.12.2.2',
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().code).toBe('request.invalid.characters');
    });
  });
});
