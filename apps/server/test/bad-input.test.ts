import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { createTestApp, type TestApp } from './test-app.ts';

type BadCase = {
  name: string;
  method: string;
  url: string;
  payload?: string;
  headers?: Record<string, string>;
  status: number;
  code: string;
  token?: boolean;
};

const json = { 'content-type': 'application/json' };

/** A table of bad requests per endpoint: each gets a 4xx with a clear code and writes nothing. */
const CASES: BadCase[] = [
  {
    name: 'malformed JSON',
    method: 'POST',
    url: '/wps/session/login/freeplay',
    payload: '{"platform":',
    headers: json,
    status: 400,
    code: 'request.malformed',
  },
  {
    name: 'wrong type',
    method: 'POST',
    url: '/wps/session/login/freeplay',
    payload: '{"platform":7}',
    headers: json,
    status: 400,
    code: 'request.invalid',
  },
  {
    name: 'oversize body',
    method: 'POST',
    url: '/wps/session/login/freeplay',
    payload: JSON.stringify({ os: 'x'.repeat(70_000) }),
    headers: json,
    status: 413,
    code: 'request.too.large',
  },
  {
    name: 'unsupported media',
    method: 'POST',
    url: '/wps/session/login/freeplay',
    payload: '<xml/>',
    headers: { 'content-type': 'application/xml' },
    status: 415,
    code: 'request.unsupported.media',
  },
  { name: 'unknown path', method: 'GET', url: '/wps/nothing/here', status: 404, code: 'route.not.found' },
  {
    name: 'unknown relay',
    method: 'POST',
    url: '/wps/relay/NOPE',
    payload: '{}',
    headers: json,
    status: 404,
    code: 'route.not.found',
  },
  {
    name: 'wrong method',
    method: 'POST',
    url: '/wps/system/status',
    payload: '{}',
    headers: json,
    status: 405,
    code: 'method.not.allowed',
  },
  {
    name: 'wrong method on logout',
    method: 'GET',
    url: '/wps/session/logout',
    status: 405,
    code: 'method.not.allowed',
  },
  { name: 'no token', method: 'GET', url: '/wps/member/info', status: 401, code: 'session.required' },
  {
    name: 'forged token',
    method: 'GET',
    url: '/wps/v2/wallets/balance',
    headers: { authorization: 'Bearer abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG' },
    status: 401,
    code: 'session.invalid',
  },
  {
    name: 'bad notice types',
    method: 'GET',
    url: '/wps/system/notices?types=B,XX',
    status: 400,
    code: 'request.invalid',
  },
  {
    name: 'bad banner group',
    method: 'GET',
    url: '/wps/system/banners?groupName=%27;drop',
    status: 400,
    code: 'request.invalid',
  },
  { name: 'missing affiliate code', method: 'GET', url: '/wps/agent/affiliate', status: 400, code: 'request.invalid' },
  {
    name: 'sms without number',
    method: 'POST',
    url: '/wps/verification/sms/noLogin',
    payload: '{"countryDialingCode":"84"}',
    headers: json,
    status: 400,
    code: 'request.invalid',
  },
  {
    name: 'sms with letters',
    method: 'POST',
    url: '/wps/verification/sms/register',
    payload: '{"mobileNo":"abcdefghi","countryDialingCode":"84"}',
    headers: json,
    status: 400,
    code: 'sms.mobile.invalid',
  },
  {
    name: 'sms bad dialing code',
    method: 'POST',
    url: '/wps/verification/sms/register',
    payload: '{"mobileNo":"912345678","countryDialingCode":"8a"}',
    headers: json,
    status: 400,
    code: 'request.invalid',
  },
  {
    name: 'forgot by email missing email',
    method: 'POST',
    url: '/wps/member/password/email',
    payload: '{"username":"demo"}',
    headers: json,
    status: 400,
    code: 'request.invalid',
  },
  {
    name: 'login as array',
    method: 'POST',
    url: '/wps/session/login',
    payload: '[]',
    headers: { ...json, encryption: 'RSA-OAEP-256+A256GCM' },
    status: 400,
    code: 'encryption.invalid',
  },
  {
    name: 'change password without session',
    method: 'POST',
    url: '/wps/member/password',
    payload: '{}',
    headers: json,
    status: 401,
    code: 'session.required',
  },
  {
    name: 'logout without session',
    method: 'DELETE',
    url: '/wps/session/logout',
    status: 401,
    code: 'session.required',
  },
];

describe('bad input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t.close();
  });

  async function countRows(): Promise<number> {
    const [row] = await queryRows<{ total: number }>(
      t.ctx.database.db,
      sql`select
      (select count(*) from members) + (select count(*) from sessions) + (select count(*) from ledger_transfers)
      + (select count(*) from sms_codes) + (select count(*) from outbox_messages) as total`,
    );
    return Number(row.total);
  }

  it.each(CASES)('$name → $status $code', async (badCase) => {
    const before = await countRows();
    const response = await t.app.inject({
      method: badCase.method as 'GET',
      url: badCase.url,
      payload: badCase.payload,
      headers: badCase.headers,
      remoteAddress: '10.7.0.1',
    });
    expect(response.statusCode).toBe(badCase.status);
    const body = response.json();
    expect(body).toMatchObject({ success: false, code: badCase.code });
    expect(typeof body.message).toBe('string');
    expect(body.message.length).toBeGreaterThan(3);
    expect(await countRows()).toBe(before);
  });

  it('rate limits SMS sends per number and says when to retry', async () => {
    const send = () =>
      t.call('smsRegister', { body: { mobileNo: '955555555', countryDialingCode: '84' }, ip: '10.7.0.2' });
    expect((await send()).statusCode).toBe(200);
    const again = await send();
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('rate.limited');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('rate limits failed logins per account (login-throttle.test.ts has the details)', async () => {
    let last = 0;
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const cookies = { lucky_cid: `bad-input-requester-${attempt}-aaaaaaaa` };
      await t.call('captchaImage', { cookies, ip: `10.8.0.${attempt + 1}` });
      const body = { type: 'username', username: 'player02', password: 'bad-pass-1', captcha: t.nextCaptchaAnswer };
      last = (await t.call('sessionLogin', { body, cookies, ip: `10.8.0.${attempt + 1}` })).statusCode;
    }
    expect(last).toBe(429);
  });
});
