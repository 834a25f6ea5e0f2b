import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../src/plugins/rate-limit.ts';
import { createTestApp, randomName, TEST_DATABASES, type TestApp } from './test-app.ts';

/**
 * Login throttling counts failures only: successful logins never use up a limit, an account is
 * locked after too many wrong passwords, an address only after many more (players share carrier
 * NAT addresses), and a refusal says the real wait.
 */
describe.each(TEST_DATABASES)('login throttling on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (username: string, password: string, ip: string, extra: { captcha?: string; cookie?: string } = {}) =>
    t.call('sessionLogin', {
      body: { type: 'username', username, password, ...(extra.captcha ? { captcha: extra.captcha } : {}) },
      ip,
      cookies: extra.cookie ? { lucky_cid: extra.cookie } : undefined,
    });

  /** A wrong password sent with a correctly answered captcha, as a careful attacker would. */
  async function failWithCaptcha(username: string, ip: string) {
    const cookie = `requester-${randomName('c')}-aaaaaaaaaaaa`;
    const image = await t.call('captchaImage', { cookies: { lucky_cid: cookie }, ip });
    if (image.statusCode !== 200) throw new Error(`captcha: ${image.body}`);
    return login(username, 'wrong-pass1', ip, { captcha: t.nextCaptchaAnswer, cookie });
  }

  it('says that the username or password is incorrect, in the same words for an unknown user', async () => {
    const wrong = await login('player02', 'nope12345', '10.40.0.1');
    const unknown = await login(randomName('nobody'), 'nope12345', '10.40.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'login.failed', message: 'The username or password is incorrect' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('never counts successful logins: many players behind one address log in again and again', async () => {
    const accounts: [string, string][] = [
      ['demo', 'demo1234'],
      ['agent01', 'agent1234'],
      ['player01', 'player1234'],
      ['player02', 'player1234'],
    ];
    const codes: number[] = [];
    for (let round = 0; round < 12; round += 1) {
      for (const [username, password] of accounts)
        codes.push((await login(username, password, '10.40.1.1')).statusCode);
    }
    expect(codes.filter((code) => code !== 200)).toEqual([]);
  });

  it("a success clears the account's failures, so a member who mistypes now and then is never locked out", async () => {
    for (let round = 0; round < 6; round += 1) {
      expect((await login('player01', 'typo-pass1', '10.40.2.1')).json().code).toBe('login.failed');
      expect((await login('player01', 'typo-pass2', '10.40.2.1')).json().code).toBe('login.failed');
      expect((await login('player01', 'player1234', '10.40.2.1')).statusCode).toBe(200);
    }
  });

  it('locks an account after too many wrong passwords and says the real wait', async () => {
    const rule = RATE_LIMITS.loginFailuresPerAccount;
    const username = 'agent01';
    for (let attempt = 0; attempt < rule.limit; attempt += 1) {
      const answer = await failWithCaptcha(username, `10.40.3.${attempt + 1}`);
      expect(answer.json().code, `attempt ${attempt + 1}`).toBe('login.failed');
    }
    // Even the right password (and a right captcha) is refused while the account is locked.
    const cookie = 'requester-lockedaccount-aaaaaaaaa';
    await t.call('captchaImage', { cookies: { lucky_cid: cookie }, ip: '10.40.3.99' });
    const locked = await login(username, 'agent1234', '10.40.3.99', { captcha: t.nextCaptchaAnswer, cookie });
    expect(locked.statusCode).toBe(429);
    const windowSeconds = rule.windowMs / 1000;
    expect(locked.json()).toMatchObject({ code: 'rate.limited', value: { retryAfterSeconds: windowSeconds } });
    expect(locked.headers['retry-after']).toBe(String(windowSeconds));
    expect(locked.json().message).toBe(`Too many requests, please try again after ${windowSeconds / 60} minutes.`);

    t.clock.advance(rule.windowMs - 4 * 60_000 - 30_000);
    const later = await login(username, 'agent1234', '10.40.3.98');
    expect(later.json().value.retryAfterSeconds).toBe(270);
    expect(later.headers['retry-after']).toBe('270');
    expect(later.json().message).toBe('Too many requests, please try again after 5 minutes.');
    t.clock.advance(4 * 60_000);
    expect((await login(username, 'agent1234', '10.40.3.98')).json().message).toBe(
      'Too many requests, please try again after 30 seconds.',
    );

    t.clock.advance(30_000);
    // The window has passed: the failures are history and the right password works again.
    expect((await login(username, 'agent1234', '10.40.3.97')).statusCode).toBe(200);
  });

  it("locks an address only after many failures, far above one account's limit", async () => {
    const rule = RATE_LIMITS.loginFailuresPerIp;
    expect(rule.limit).toBeGreaterThanOrEqual(10 * RATE_LIMITS.loginFailuresPerAccount.limit);
    const ip = '10.40.4.1';
    for (let attempt = 0; attempt < rule.limit; attempt += 1) {
      // The captcha endpoint has its own per-address limit; a patient attacker spreads the requests.
      t.clock.advance(2_500);
      // The address's captcha is due from its 15th failure on (five times the account threshold).
      const answer =
        attempt < 15
          ? await login(randomName('ghost'), 'wrong-pass1', ip)
          : await failWithCaptcha(randomName('ghost'), ip);
      expect(answer.json().code, `attempt ${attempt + 1}`).toBe('login.failed');
    }
    const locked = await login('player02', 'player1234', ip);
    expect(locked.statusCode).toBe(429);
    const retryAfter = locked.json().value.retryAfterSeconds as number;
    // The window opened at the first failure, (limit - 1) steps of 2.5 s ago.
    expect(retryAfter).toBe(Math.ceil(rule.windowMs / 1000 - (rule.limit - 1) * 2.5));
    // Another address is not affected.
    expect((await login('player02', 'player1234', '10.40.4.2')).statusCode).toBe(200);
  }, 120_000);
});
