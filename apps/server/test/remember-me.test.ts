import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../src/db/schema/members.ts';
import { rememberTokens } from '../src/db/schema/sessions.ts';
import { REMEMBER_COOKIE } from '../src/modules/session/remember-cookie.ts';
import { createTestApp, randomName, TEST_DATABASES, type TestApp } from './test-app.ts';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.85 Safari/537.36';
const UPDATED_BROWSER = BROWSER.replace('131.0.6778.85', '132.0.6834.57');
const OTHER_DEVICE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

type SetCookie = {
  name: string;
  value: string;
  httpOnly?: boolean;
  sameSite?: string;
  secure?: boolean;
  path?: string;
  maxAge?: number;
};

function rememberCookieOf(response: LightMyRequestResponse): SetCookie | undefined {
  return (response.cookies as SetCookie[]).find((cookie) => cookie.name === REMEMBER_COOKIE);
}

/**
 * Remember me without the password: a random device token, stored hashed, sent back only in an
 * HttpOnly SameSite=Strict cookie and checked against the browser it was issued to, rotated at
 * every use; a replayed old token revokes the device, and a password change or logging out
 * everywhere revokes every device.
 */
describe.each(TEST_DATABASES)('remember me on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { TRUST_PROXY_HOPS: '1' });
  });
  afterAll(async () => {
    await t.close();
  });

  async function newMember(): Promise<string> {
    const username = randomName('rem');
    const registered = await t.call('memberRegister', {
      body: { username, password: 'abc12345', confirmPassword: 'abc12345', ageConfirmed: true, termsAccepted: true },
      ip: `10.45.${Math.floor(Math.random() * 250)}.1`,
    });
    if (registered.statusCode !== 200) throw new Error(registered.body);
    return username;
  }

  /** Logs in with the password and "remember me", and answers the device's remember token. */
  async function rememberDevice(username: string, userAgent = BROWSER): Promise<string> {
    const response = await t.call('sessionLogin', {
      body: { type: 'username', username, password: 'abc12345', rememberMe: true },
      headers: { 'user-agent': userAgent },
    });
    expect(response.statusCode).toBe(200);
    const cookie = rememberCookieOf(response);
    if (!cookie) throw new Error('no remember cookie');
    return cookie.value;
  }

  const loginRemembered = (token: string, userAgent = BROWSER) =>
    t.call('sessionLoginRemembered', { cookies: { [REMEMBER_COOKIE]: token }, headers: { 'user-agent': userAgent } });
  const remembered = (token: string, userAgent = BROWSER) =>
    t.call('sessionRemembered', { cookies: { [REMEMBER_COOKIE]: token }, headers: { 'user-agent': userAgent } });

  it('sets an HttpOnly, SameSite=Strict device cookie for the session paths and stores only its hash', async () => {
    const username = await newMember();
    const response = await t.call('sessionLogin', {
      body: { type: 'username', username, password: 'abc12345', rememberMe: true },
      headers: { 'user-agent': BROWSER },
    });
    const cookie = rememberCookieOf(response)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/wps/session', maxAge: 30 * 86_400 });
    expect(cookie.secure).toBeFalsy();
    // 256 random bits; the password is nowhere in the answer's cookies.
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(response.cookies)).not.toContain('abc12345');
    const [member] = await t.ctx.database.db.select().from(members).where(eq(members.username, username));
    const rows = await t.ctx.database.db.select().from(rememberTokens).where(eq(rememberTokens.memberId, member.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(cookie.value);

    // Behind a trusted proxy that terminated HTTPS the cookie is Secure as well.
    const overHttps = await t.call('sessionLogin', {
      body: { type: 'username', username, password: 'abc12345', rememberMe: true },
      headers: { 'user-agent': BROWSER, 'x-forwarded-proto': 'https' },
    });
    expect(rememberCookieOf(overHttps)?.secure).toBe(true);
  });

  it('names the remembered user and logs in without the password, rotating the token', async () => {
    const username = await newMember();
    const first = await rememberDevice(username);
    expect((await remembered(first)).json().value).toEqual({ userName: username });
    // Peeking does not use the token up.
    expect((await remembered(first)).json().value).toEqual({ userName: username });

    const login = await loginRemembered(first);
    expect(login.statusCode).toBe(200);
    expect(login.json().value).toMatchObject({ userName: username, mustChangePassword: false });
    expect((await t.call('memberInfo', { token: login.json().value.token })).json().value.account).toBe(username);
    const second = rememberCookieOf(login)!.value;
    expect(second).not.toBe(first);
    // A browser update changes the version numbers of the user agent, not the device.
    expect((await loginRemembered(second, UPDATED_BROWSER)).statusCode).toBe(200);
  });

  it("a replayed old token revokes the whole device, the thief's fresh token included", async () => {
    const username = await newMember();
    const stolen = await rememberDevice(username);
    const thief = await loginRemembered(stolen);
    const thiefToken = rememberCookieOf(thief)!.value;
    // The owner comes back with the token the thief already used.
    const owner = await loginRemembered(stolen);
    expect(owner.statusCode).toBe(401);
    expect(owner.json().code).toBe('remember.invalid');
    expect(rememberCookieOf(owner)?.value ?? '').toBe('');
    expect((await loginRemembered(thiefToken)).json().code).toBe('remember.invalid');
    expect((await remembered(thiefToken)).json().value).toBeNull();
  });

  it('is bound to the device: another browser cannot use the token, and that revokes it', async () => {
    const username = await newMember();
    const token = await rememberDevice(username);
    expect((await remembered(token, OTHER_DEVICE)).json().value).toBeNull();
    expect((await loginRemembered(token, OTHER_DEVICE)).json().code).toBe('remember.invalid');
    expect((await loginRemembered(token)).json().code).toBe('remember.invalid');
  });

  it('refuses unknown, malformed and missing tokens alike', async () => {
    for (const token of ['', 'x', 'a'.repeat(43), '../../etc/passwd']) {
      const answer = await loginRemembered(token);
      expect(answer.statusCode, token).toBe(401);
      expect(answer.json().code).toBe('remember.invalid');
    }
    expect((await t.call('sessionLoginRemembered', { headers: { 'user-agent': BROWSER } })).json().code).toBe(
      'remember.invalid',
    );
    expect((await t.call('sessionRemembered')).json().value).toBeNull();
  });

  it('ends after its lifetime, counted from the password login, however often it is used', async () => {
    const username = await newMember();
    let token = await rememberDevice(username);
    for (let day = 0; day < 3; day += 1) {
      t.clock.advance(9 * 86_400_000);
      const login = await loginRemembered(token);
      expect(login.statusCode).toBe(200);
      token = rememberCookieOf(login)!.value;
    }
    t.clock.advance(3 * 86_400_000 + 1000);
    expect((await loginRemembered(token)).json().code).toBe('remember.invalid');
  });

  it('a password change and logging out everywhere revoke every remembered device', async () => {
    const username = await newMember();
    const laptop = await rememberDevice(username);
    const phone = await rememberDevice(username, OTHER_DEVICE);
    const session = (await loginRemembered(laptop)).json().value.token as string;
    const changed = await t.call('memberChangePassword', {
      token: session,
      body: { oldPassword: 'abc12345', newPassword: 'abc12345x', confirmNewPassword: 'abc12345x' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await loginRemembered(phone, OTHER_DEVICE)).json().code).toBe('remember.invalid');

    const again = await t.call('sessionLogin', {
      body: { type: 'username', username, password: 'abc12345x', rememberMe: true },
      headers: { 'user-agent': BROWSER },
    });
    const device = rememberCookieOf(again)!.value;
    const everywhere = await t.call('sessionLogoutEverywhere', {
      token: again.json().value.token,
      cookies: { [REMEMBER_COOKIE]: device },
    });
    expect(everywhere.statusCode).toBe(200);
    expect(rememberCookieOf(everywhere)?.value ?? '').toBe('');
    expect((await t.call('memberInfo', { token: again.json().value.token })).statusCode).toBe(401);
    expect((await loginRemembered(device)).json().code).toBe('remember.invalid');
  });

  it('a plain logout keeps the device remembered; forgetting it or a login without "remember me" does not', async () => {
    const username = await newMember();
    const token = await rememberDevice(username);
    const session = await loginRemembered(token);
    const next = rememberCookieOf(session)!.value;
    expect((await t.call('sessionLogout', { token: session.json().value.token })).statusCode).toBe(200);
    expect((await remembered(next)).json().value).toEqual({ userName: username });

    const forget = await t.call('sessionForgetDevice', { cookies: { [REMEMBER_COOKIE]: next } });
    expect(forget.statusCode).toBe(200);
    expect(rememberCookieOf(forget)?.value ?? '').toBe('');
    expect((await remembered(next)).json().value).toBeNull();

    const other = await rememberDevice(username);
    const plain = await t.call('sessionLogin', {
      body: { type: 'username', username, password: 'abc12345' },
      headers: { 'user-agent': BROWSER },
      cookies: { [REMEMBER_COOKIE]: other },
    });
    expect(plain.statusCode).toBe(200);
    expect(rememberCookieOf(plain)?.value ?? '').toBe('');
    expect((await remembered(other)).json().value).toBeNull();
  });

  it('a disabled account cannot log in with a remembered device', async () => {
    const username = await newMember();
    const token = await rememberDevice(username);
    await t.ctx.database.db.update(members).set({ status: 'DISABLED' }).where(eq(members.username, username));
    expect((await remembered(token)).json().value).toBeNull();
    expect((await loginRemembered(token)).json().code).toBe('account.disabled');
    await t.ctx.database.db.update(members).set({ status: 'ACTIVE' }).where(eq(members.username, username));
    // The attempt revoked the device for good.
    expect((await loginRemembered(token)).json().code).toBe('remember.invalid');
  });
});
