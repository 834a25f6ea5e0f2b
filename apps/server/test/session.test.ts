import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readLatestSmsCode, TEST_DATABASES, type TestApp } from './test-app.ts';

describe.each(TEST_DATABASES)('sessions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('logs in with the demo member and reads member info and balance with the token', async () => {
    const response = await t.call('sessionLogin', {
      body: { type: 'username', username: '  demo ', password: 'demo1234' },
    });
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value).toMatchObject({
      userName: 'demo',
      type: 0,
      firstTimeLogin: true,
      passwordExpired: false,
      mustChangePassword: false,
    });
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const info = await t.call('memberInfo', { token: value.token });
    expect(info.json().value).toMatchObject({ account: 'demo', type: 0, memberLabel: [{ labelName: 'VIP 0' }] });
    const balance = await t.call('walletBalance', { token: value.token });
    expect(balance.json().value).toEqual({ sumBalance: '1000.00', currency: 'USD', currencySymbol: '$' });
    const again = await t.call('sessionLogin', { body: { type: 'username', username: 'demo', password: 'demo1234' } });
    expect(again.json().value.firstTimeLogin).toBe(false);
    // A new login ends the previous session and issues a different token.
    expect(again.json().value.token).not.toBe(value.token);
    expect((await t.call('memberInfo', { token: value.token })).statusCode).toBe(401);
  });

  it('answers a wrong password and an unknown user identically', async () => {
    const wrong = await t.call('sessionLogin', {
      body: { type: 'username', username: 'player02', password: 'nope12345' },
    });
    const unknown = await t.call('sessionLogin', {
      body: { type: 'username', username: 'nobody999', password: 'nope12345' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().code).toBe('login.failed');
  });

  it('requires a single-use captcha after three failed logins for the account', async () => {
    const fail = () =>
      t.call('sessionLogin', {
        body: { type: 'username', username: 'player01', password: 'wrong-pass1' },
        headers: { 'x-test': '1' },
      });
    expect((await fail()).json().value).toEqual({ captchaRequired: false });
    expect((await fail()).json().value).toEqual({ captchaRequired: false });
    expect((await fail()).json().value).toEqual({ captchaRequired: true });
    const noCaptcha = await t.call('sessionLogin', {
      body: { type: 'username', username: 'player01', password: 'player1234' },
    });
    expect(noCaptcha.json()).toMatchObject({ code: 'login.captcha.required', value: { captchaRequired: true } });

    const image = await t.call('captchaImage', { cookies: { lucky_cid: 'requester-aaaaaaaaaaaaaaaaaaaa' } });
    expect(image.headers['cache-control']).toContain('no-store');
    expect(image.json().value).toMatch(/^[A-Za-z0-9+/=]+$/);
    const answer = t.nextCaptchaAnswer;
    // Another requester cannot use this answer.
    const stranger = await t.call('sessionLogin', {
      body: { type: 'username', username: 'player01', password: 'player1234', captcha: answer },
      cookies: { lucky_cid: 'requester-bbbbbbbbbbbbbbbbbbbb' },
    });
    expect(stranger.json().code).toBe('captcha.invalid');
    const ok = await t.call('sessionLogin', {
      body: { type: 'username', username: 'player01', password: 'player1234', captcha: answer.toLowerCase() },
      cookies: { lucky_cid: 'requester-aaaaaaaaaaaaaaaaaaaa' },
    });
    expect(ok.statusCode).toBe(200);
    // The captcha was used once; the counter reset on success so none is needed now.
    const next = await t.call('sessionLogin', {
      body: { type: 'username', username: 'player01', password: 'player1234' },
    });
    expect(next.statusCode).toBe(200);
  });

  it('ends the session on logout', async () => {
    const token = await t.login('agent01', 'agent1234');
    expect((await t.call('sessionLogout', { token })).statusCode).toBe(200);
    const after = await t.call('memberInfo', { token });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('session.invalid');
    expect((await t.call('memberInfo')).json().code).toBe('session.required');
  });

  it('expires sessions after inactivity and after the absolute limit', async () => {
    const token = await t.login('demo', 'demo1234');
    t.clock.advance(29 * 60_000);
    expect((await t.call('memberInfo', { token })).statusCode).toBe(200);
    t.clock.advance(29 * 60_000);
    expect((await t.call('memberInfo', { token })).statusCode).toBe(200);
    t.clock.advance(31 * 60_000);
    expect((await t.call('memberInfo', { token })).statusCode).toBe(401);

    const busy = await t.login('demo', 'demo1234');
    for (let hour = 0; hour < 12; hour += 1) {
      t.clock.advance(20 * 60_000);
      await t.call('memberInfo', { token: busy });
      t.clock.advance(20 * 60_000);
      await t.call('memberInfo', { token: busy });
      t.clock.advance(20 * 60_000);
      await t.call('memberInfo', { token: busy });
    }
    expect((await t.call('memberInfo', { token: busy })).statusCode).toBe(401);
  });

  it('refuses forged tokens', async () => {
    for (const token of ['x', 'a'.repeat(43), 'Bearer', '../../etc/passwd'.padEnd(40, 'x')]) {
      const response = await t.call('memberInfo', { token });
      expect(response.statusCode).toBe(401);
    }
  });

  it('logs in by SMS code when MOBILEVERCODELOGIN3 is on', async () => {
    const register = await t.call('memberRegisterMobile', {
      body: await mobileRegistration(t, '912345678', 'Secret123'),
    });
    expect(register.statusCode).toBe(200);
    const send = await t.call('smsNoLogin', { body: { mobileNum: '0912345678', countryDialingCode: '+84' } });
    expect(send.json().value).toEqual({ expiredMinutes: 5 });
    const code = await readLatestSmsCode(t, '+84912345678');
    const wrong = await t.call('sessionLogin', {
      body: {
        type: 'sms',
        mobileNum: '912345678',
        countryDialingCode: '84',
        password: '000000' === code ? '111111' : '000000',
      },
    });
    expect(wrong.statusCode).toBe(401);
    const ok = await t.call('sessionLogin', {
      body: { type: 'sms', mobileNum: '912345678', countryDialingCode: '84', password: code },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value.mustChangePassword).toBe(false);
    // The code is single use.
    const replay = await t.call('sessionLogin', {
      body: { type: 'sms', mobileNum: '912345678', countryDialingCode: '84', password: code },
    });
    expect(replay.statusCode).toBe(401);

    await t.configure((config) => {
      config.modules.MOBILEVERCODELOGIN3 = false;
    });
    const off = await t.call('sessionLogin', {
      body: { type: 'sms', mobileNum: '912345678', countryDialingCode: '84', password: code },
    });
    expect(off.json().code).toBe('function.not.available');
    await t.configure((config) => {
      config.modules.MOBILEVERCODELOGIN3 = true;
    });
  });

  it('creates a trial account with demo credit on free play', async () => {
    const response = await t.call('sessionFreePlay', { body: { platform: 'W' } });
    expect(response.statusCode).toBe(200);
    const { token, type, userName } = response.json().value;
    expect(type).toBe(4);
    expect(userName).toMatch(/^trial/);
    expect((await t.call('walletBalance', { token })).json().value.sumBalance).toBe('2000.00');
    await t.configure((config) => {
      config.modules.FREEPLAY3 = false;
    });
    expect((await t.call('sessionFreePlay', { body: {} })).json().code).toBe('function.not.available');
    await t.configure((config) => {
      config.modules.FREEPLAY3 = true;
    });
  });

  it('flags an expired password and forces the change when PWDEXPFORCECHANGE3 is on', async () => {
    t.clock.advance(91 * 86_400_000);
    const forced = await t.call('sessionLogin', {
      body: { type: 'username', username: 'player02', password: 'player1234' },
    });
    expect(forced.json().value).toMatchObject({ passwordExpired: true, mustChangePassword: true });
    // Until the password is changed, money may not leave the account; reading it still works.
    const token = forced.json().value.token as string;
    const moneyOut = async () => [
      (
        await t.call('withdrawalCreate', {
          token,
          body: { requestId: `forced-${Date.now()}`, amount: '10', bankAccountId: 1, paymentPassword: '123456' },
        })
      ).json().code,
      (
        await t.call('bankAccountBind', {
          token,
          body: {
            paymentPassword: '123456',
            bankName: 'ACB',
            accountNumber: '1234 5678 9012',
            accountName: 'Player Two',
          },
        })
      ).json().code,
      (
        await t.call('transferUpline', {
          token,
          body: { requestId: `forced-up-${Date.now()}`, amount: '1', paymentPassword: '123456' },
        })
      ).json().code,
    ];
    expect(await moneyOut()).toEqual([
      'password.change.required',
      'password.change.required',
      'password.change.required',
    ]);
    expect((await t.call('walletBalance', { token })).statusCode).toBe(200);
    const changed = await t.call('memberChangePassword', {
      token,
      body: { oldPassword: 'player1234', newPassword: 'player5678', confirmNewPassword: 'player5678' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await moneyOut()).not.toContain('password.change.required');
    await t.configure((config) => {
      config.modules.PWDEXPFORCECHANGE3 = false;
    });
    // The changed password is fresh again; an expired one without PWDEXPFORCECHANGE3 is only flagged.
    t.clock.advance(91 * 86_400_000);
    const relaxed = await t.call('sessionLogin', {
      body: { type: 'username', username: 'player02', password: 'player5678' },
    });
    expect(relaxed.json().value).toMatchObject({ passwordExpired: true, mustChangePassword: false });
    await t.configure((config) => {
      config.modules.PWDEXPFORCECHANGE3 = true;
    });
  });
});

async function mobileRegistration(t: TestApp, mobile: string, password: string) {
  const send = await t.call('smsRegister', { body: { mobileNo: mobile, countryDialingCode: '84' } });
  if (send.statusCode !== 200) throw new Error(send.body);
  const verificationCode = await readLatestSmsCode(t, `+84${mobile}`);
  return {
    mobileNum: mobile,
    countryDialingCode: '84',
    verificationCode,
    password,
    confirmPassword: password,
    ageConfirmed: true,
    termsAccepted: true,
  };
}
