import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisCounterStore } from '../src/lib/redis-counter-store.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const redisUrl = process.env.TEST_REDIS_URL;

/** The same limits and captcha trigger as the in-memory runs, with counters kept in Redis. */
describe.skipIf(!redisUrl)('rate limits and captcha trigger on Redis', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      'pglite',
      {},
      createRedisCounterStore(redisUrl!, `lucky:test:${randomBytes(4).toString('hex')}:`),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('asks for a captcha after three failed logins', async () => {
    const fail = () =>
      t.call('sessionLogin', {
        body: { type: 'username', username: 'player01', password: 'wrong-pass1' },
        ip: '10.20.0.1',
      });
    await fail();
    await fail();
    expect((await fail()).json().value).toEqual({ captchaRequired: true });
    expect(
      (
        await t.call('sessionLogin', {
          body: { type: 'username', username: 'player01', password: 'player1234' },
          ip: '10.20.0.2',
        })
      ).json().code,
    ).toBe('login.captcha.required');
  });

  it('counts concurrent guesses before checking them: 30 wrong payment passwords at once get five answers', async () => {
    const username = `redis${randomBytes(3).toString('hex')}`;
    const registered = await t.call('memberRegister', {
      body: { username, password: 'abc12345', confirmPassword: 'abc12345', ageConfirmed: true, termsAccepted: true },
      ip: '10.20.0.4',
    });
    const token = registered.json().value.token as string;
    await t.call('paymentPasswordSet', {
      token,
      body: { newPaymentPassword: '246810', confirmPaymentPassword: '246810' },
    });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        t.call('bankAccountBind', {
          token,
          body: {
            bankName: 'ACB',
            accountNumber: '123456789',
            accountName: 'Redis Race',
            paymentPassword: String(100000 + index),
          },
        }),
      ),
    );
    const incorrect = answers.filter((answer) => answer.json().code === 'payment.password.incorrect').length;
    expect(incorrect).toBe(5);
    expect(answers.filter((answer) => answer.json().code === 'rate.limited')).toHaveLength(25);
  });

  it('limits SMS sends per number', async () => {
    const send = () =>
      t.call('smsRegister', { body: { mobileNo: '966666666', countryDialingCode: '84' }, ip: '10.20.0.3' });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
  });
});
