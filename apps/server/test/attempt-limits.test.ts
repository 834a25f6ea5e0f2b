import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCodes } from '../src/db/schema/sessions.ts';
import { RATE_LIMITS } from '../src/plugins/rate-limit.ts';
import { createTestApp, randomName, readLatestSmsCode, TEST_DATABASES, type TestApp } from './test-app.ts';

const CONCURRENT = 30;
const PAY = '246810';

const tally = (codes: string[]): Record<string, number> =>
  codes.reduce<Record<string, number>>((counts, code) => ({ ...counts, [code]: (counts[code] ?? 0) + 1 }), {});

/**
 * Guess limits hold when the guesses arrive together: each attempt takes its place in the count
 * before the secret is checked, so N concurrent guesses never get more than the limit of answers.
 * On PostgreSQL the requests really run in parallel on a pool of connections.
 */
describe.each(TEST_DATABASES)('attempt limits under concurrency on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  async function newMember(ip: string): Promise<{ username: string; token: string }> {
    const username = randomName('race');
    const registered = await t.call('memberRegister', {
      body: { username, password: 'abc12345', confirmPassword: 'abc12345', ageConfirmed: true, termsAccepted: true },
      ip,
    });
    if (registered.statusCode !== 200) throw new Error(registered.body);
    return { username, token: registered.json().value.token as string };
  }

  it('payment password: 30 concurrent wrong guesses get at most five "incorrect" answers, then the lock', async () => {
    const { token } = await newMember('10.41.0.1');
    expect(
      (await t.call('paymentPasswordSet', { token, body: { newPaymentPassword: PAY, confirmPaymentPassword: PAY } }))
        .statusCode,
    ).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, index) =>
        t.call('bankAccountBind', {
          token,
          body: {
            bankName: 'ACB',
            accountNumber: '123456789',
            accountName: 'Race Tester',
            paymentPassword: String(100000 + index),
          },
        }),
      ),
    );
    const counts = tally(answers.map((answer) => answer.json().code as string));
    expect(counts).toEqual({
      'payment.password.incorrect': RATE_LIMITS.paymentPasswordFailures.limit,
      'rate.limited': CONCURRENT - RATE_LIMITS.paymentPasswordFailures.limit,
    });
    // Locked: even the right password waits for the window, and the refusal says how long.
    const locked = await t.call('bankAccountBind', {
      token,
      body: { bankName: 'ACB', accountNumber: '123456789', accountName: 'Race Tester', paymentPassword: PAY },
    });
    expect(locked.json()).toMatchObject({
      code: 'rate.limited',
      value: { retryAfterSeconds: RATE_LIMITS.paymentPasswordFailures.windowMs / 1000 },
    });
  });

  it('payment password: the right one clears the count, so a member is never locked for old typos', async () => {
    const { token } = await newMember('10.41.0.2');
    await t.call('paymentPasswordSet', { token, body: { newPaymentPassword: PAY, confirmPaymentPassword: PAY } });
    const bind = (paymentPassword: string, accountNumber: string) =>
      t.call('bankAccountBind', {
        token,
        body: { bankName: 'ACB', accountNumber, accountName: 'Typo Tester', paymentPassword },
      });
    for (let round = 0; round < 3; round += 1) {
      for (let typo = 0; typo < 4; typo += 1)
        expect((await bind('999999', '55550000')).json().code).toBe('payment.password.incorrect');
      expect((await bind(PAY, `5555000${round}`)).statusCode).toBe(200);
    }
  });

  it('login: 30 concurrent wrong passwords get at most the captcha threshold of plain answers', async () => {
    const { username } = await newMember('10.41.0.3');
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, index) =>
        t.call('sessionLogin', {
          body: { type: 'username', username, password: `wrong-${index}` },
          ip: `10.41.1.${index + 1}`,
        }),
      ),
    );
    const counts = tally(answers.map((answer) => answer.json().code as string));
    expect(counts).toEqual({ 'login.failed': 3, 'login.captcha.required': CONCURRENT - 3 });
  });

  it('login: 30 concurrent wrong passwords get at most the account limit of answers before the lock', async () => {
    // Without the captcha step (a merchant may set it off), the lock alone must hold.
    await t.configure((config) => {
      config.security.failedLoginsBeforeCaptcha = 1000;
    });
    try {
      const { username } = await newMember('10.41.0.4');
      const answers = await Promise.all(
        Array.from({ length: CONCURRENT }, (_, index) =>
          t.call('sessionLogin', {
            body: { type: 'username', username, password: `wrong-${index}` },
            ip: `10.41.2.${index + 1}`,
          }),
        ),
      );
      const counts = tally(answers.map((answer) => answer.json().code as string));
      const limit = RATE_LIMITS.loginFailuresPerAccount.limit;
      expect(counts).toEqual({ 'login.failed': limit, 'rate.limited': CONCURRENT - limit });
    } finally {
      await t.configure((config) => {
        config.security.failedLoginsBeforeCaptcha = 3;
      });
    }
  });

  it('SMS code: 30 concurrent wrong codes check at most five guesses, and the code is burnt', async () => {
    const mobile = `97${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    await t.call('smsRegister', { body: { mobileNo: mobile, countryDialingCode: '84' }, ip: '10.41.0.5' });
    const registration = await t.call('memberRegisterMobile', {
      body: {
        mobileNum: mobile,
        countryDialingCode: '84',
        verificationCode: await readLatestSmsCode(t, `+84${mobile}`),
        password: 'abc12345',
        confirmPassword: 'abc12345',
        ageConfirmed: true,
        termsAccepted: true,
      },
      ip: '10.41.0.5',
    });
    expect(registration.statusCode).toBe(200);
    expect(
      (
        await t.call('smsNoLogin', {
          body: { mobileNum: mobile, countryDialingCode: '84', purpose: 'RESET_PASSWORD' },
          ip: '10.41.0.5',
        })
      ).statusCode,
    ).toBe(200);
    const code = await readLatestSmsCode(t, `+84${mobile}`);
    const wrong = (index: number) => String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0');
    // Plain bodies: decrypting thirty RSA envelopes one after the other would space the guesses out.
    await t.configure((config) => {
      config.security.acceptPlainForEncrypted = true;
    });
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, index) =>
        t.call('memberForgotByPhone', {
          body: {
            mobileNum: mobile,
            countryDialingCode: '84',
            verificationCode: wrong(index),
            newPassword: 'phone1234',
          },
          plain: true,
        }),
      ),
    );
    await t.configure((config) => {
      config.security.acceptPlainForEncrypted = false;
    });
    expect(answers.every((answer) => answer.json().code === 'sms.code.invalid')).toBe(true);
    const [row] = await t.ctx.database.db
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.mobileNum, mobile), eq(smsCodes.purpose, 'RESET_PASSWORD')));
    // Only five guesses were ever compared with the code…
    expect(row.attempts).toBe(5);
    // …and the right code no longer works: five wrong guesses burn it.
    const late = await t.call('memberForgotByPhone', {
      body: { mobileNum: mobile, countryDialingCode: '84', verificationCode: code, newPassword: 'phone1234' },
    });
    expect(late.json().code).toBe('sms.code.invalid');
  });
});
