import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../src/db/schema/members.ts';
import { outboxMessages } from '../src/db/schema/sessions.ts';
import { settlePasswordResetMails } from '../src/modules/member/password.service.ts';
import { createTestApp, randomName, readLatestSmsCode, TEST_DATABASES, type TestApp } from './test-app.ts';

const registration = (username: string, extra: Record<string, unknown> = {}) => ({
  username,
  password: 'abc12345',
  confirmPassword: 'abc12345',
  ageConfirmed: true,
  termsAccepted: true,
  ...extra,
});

describe.each(TEST_DATABASES)('members on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('registers by username, logs in, and places an affiliate registration under its agent', async () => {
    const username = randomName('new');
    const response = await t.call('memberRegister', {
      body: registration(username, { affiliateCode: 'agent01', email: `${username}@mail.example` }),
      ip: '10.1.0.1',
    });
    expect(response.statusCode).toBe(200);
    const { token } = response.json().value;
    const info = (await t.call('memberInfo', { token })).json().value;
    expect(info).toMatchObject({ account: username, type: 0, toUpline: true });
    const [agent] = await t.ctx.database.db.select().from(members).where(eq(members.username, 'agent01'));
    const [row] = await t.ctx.database.db.select().from(members).where(eq(members.username, username));
    expect(row.uplineId).toBe(agent.id);
    expect(row.ancestorPath).toBe(`/${agent.id}/`);
    // argon2id; its production parameters are checked in src/lib/passwords.test.ts (tests hash at the cheapest cost).
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$/);
    expect((await t.call('walletBalance', { token })).json().value.sumBalance).toBe('0.00');
  });

  it('checks affiliate codes', async () => {
    expect((await t.call('agentAffiliate', { query: { code: 'AGENT01' } })).json().value).toEqual({
      code: 'AGENT01',
      valid: true,
    });
    const bad = await t.call('agentAffiliate', { query: { code: 'NOPE99' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'affiliate.invalid', message: 'Invalid invitation code' });
    const refused = await t.call('memberRegister', {
      body: registration(randomName(), { affiliateCode: 'NOPE99' }),
      ip: '10.1.0.2',
    });
    expect(refused.json().code).toBe('affiliate.invalid');
  });

  it('validates every field with the shared rule builder and writes nothing on failure', async () => {
    const before = (await t.ctx.database.db.select().from(members)).length;
    const response = await t.call('memberRegister', {
      body: {
        username: '1abc',
        password: 'short',
        confirmPassword: 'other',
        email: 'not-an-email',
        ageConfirmed: false,
        termsAccepted: true,
      },
      ip: '10.1.0.3',
    });
    expect(response.statusCode).toBe(400);
    const { messages, fields } = response.json().value;
    expect(fields).toEqual(['username', 'password', 'email', 'confirmPassword']);
    expect(messages).toContain('Must start with a letter and contain only letters and digits, 4 - 16 characters');
    expect(messages).toContain('Must combine letters and digits, 6 - 20 characters');
    expect(messages).toContain('E-mail format is incorrect');
    expect(messages).toContain('Confirmation password is not correct.');
    expect(messages).toContain('Please confirm that you are at least 18 years old');
    const missing = await t.call('memberRegister', {
      body: { ageConfirmed: true, termsAccepted: true },
      ip: '10.1.0.3',
    });
    expect(missing.json().value.messages).toEqual([
      'Username cannot be empty',
      'Password cannot be empty',
      'Confirm password cannot be empty',
    ]);
    expect((await t.ctx.database.db.select().from(members)).length).toBe(before);
  });

  it('refuses a taken username whatever its case', async () => {
    const response = await t.call('memberRegister', { body: registration('DEMO'), ip: '10.1.0.4' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('username.taken');
  });

  it('registers by mobile with an SMS code when REGMOBVERF3 is on', async () => {
    const noCode = await t.call('memberRegisterMobile', {
      body: {
        mobileNum: '933333333',
        countryDialingCode: '84',
        password: 'abc12345',
        confirmPassword: 'abc12345',
        ageConfirmed: true,
        termsAccepted: true,
      },
      ip: '10.1.0.5',
    });
    expect(noCode.json().value.messages).toContain('Verification code cannot be empty');
    await t.call('smsRegister', { body: { mobileNo: '933333333', countryDialingCode: '84' }, ip: '10.1.0.5' });
    const code = await readLatestSmsCode(t, '+84933333333');
    const ok = await t.call('memberRegisterMobile', {
      body: {
        mobileNum: '933333333',
        countryDialingCode: '84',
        verificationCode: code,
        password: 'abc12345',
        confirmPassword: 'abc12345',
        ageConfirmed: true,
        termsAccepted: true,
      },
      ip: '10.1.0.5',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value.userName).toBe('m84933333333');
    await t.call('smsRegister', { body: { mobileNo: '933333334', countryDialingCode: '84' }, ip: '10.1.0.6' });
    const taken = await t.call('memberRegisterMobile', {
      body: {
        mobileNum: '0933333333',
        countryDialingCode: '+84',
        verificationCode: '000000',
        password: 'abc12345',
        confirmPassword: 'abc12345',
        ageConfirmed: true,
        termsAccepted: true,
      },
      ip: '10.1.0.6',
    });
    expect(taken.json().code).toBe('mobile.taken');
  });

  it('changes the password, ending the other sessions', async () => {
    const username = randomName('pw');
    await t.call('memberRegister', { body: registration(username), ip: '10.1.0.7' });
    const first = await t.login(username, 'abc12345');
    const wrongOld = await t.call('memberChangePassword', {
      token: first,
      body: { oldPassword: 'bad12345', newPassword: 'xyz98765', confirmNewPassword: 'xyz98765' },
    });
    expect(wrongOld.json().code).toBe('password.incorrect');
    const weak = await t.call('memberChangePassword', {
      token: first,
      body: { oldPassword: 'abc12345', newPassword: 'abc', confirmNewPassword: 'abc' },
    });
    expect(weak.json().message).toBe('Must combine letters and digits, 6 - 20 characters');
    const ok = await t.call('memberChangePassword', {
      token: first,
      body: { oldPassword: 'abc12345', newPassword: 'xyz98765', confirmNewPassword: 'xyz98765' },
    });
    expect(ok.statusCode).toBe(200);
    expect(
      (await t.call('sessionLogin', { body: { type: 'username', username, password: 'abc12345' }, ip: '10.1.0.8' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.call('sessionLogin', { body: { type: 'username', username, password: 'xyz98765' }, ip: '10.1.0.8' }))
        .statusCode,
    ).toBe(200);
  });

  it('resets a forgotten password through the e-mailed link', async () => {
    const username = randomName('mail');
    await t.call('memberRegister', {
      body: registration(username, { email: `${username}@mail.example` }),
      ip: '10.1.0.9',
    });
    // A pair that does not match answers like one that does (password-reset-email.test.ts); no mail goes out.
    const unknown = await t.call('memberForgotByEmail', {
      body: { username, email: 'other@mail.example' },
      ip: '10.1.0.9',
    });
    expect(unknown.statusCode).toBe(200);
    const form = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=${username}&email=${username.toUpperCase()}%40mail.example`,
    });
    expect(form.statusCode).toBe(200);
    await settlePasswordResetMails();
    const [mail] = await t.ctx.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, `${username}@mail.example`))
      .orderBy(desc(outboxMessages.id));
    const resetToken = mail.body.match(/resetToken=([A-Za-z0-9_-]+)/)![1];
    const reset = await t.call('memberResetByEmailLink', {
      body: { resetToken, newPassword: 'fresh1234', confirmNewPassword: 'fresh1234' },
    });
    expect(reset.statusCode).toBe(200);
    expect(
      (
        await t.call('memberResetByEmailLink', {
          body: { resetToken, newPassword: 'fresh1234', confirmNewPassword: 'fresh1234' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await t.call('sessionLogin', { body: { type: 'username', username, password: 'fresh1234' }, ip: '10.1.0.10' }))
        .statusCode,
    ).toBe(200);
  });

  it('resets a forgotten password by SMS to the bound mobile', async () => {
    await t.call('smsRegister', { body: { mobileNo: '944444444', countryDialingCode: '84' }, ip: '10.1.0.11' });
    const code = await readLatestSmsCode(t, '+84944444444');
    await t.call('memberRegisterMobile', {
      body: {
        mobileNum: '944444444',
        countryDialingCode: '84',
        verificationCode: code,
        password: 'abc12345',
        confirmPassword: 'abc12345',
        ageConfirmed: true,
        termsAccepted: true,
      },
      ip: '10.1.0.11',
    });
    await t.call('smsNoLogin', {
      body: { mobileNum: '944444444', countryDialingCode: '84', purpose: 'RESET_PASSWORD' },
      ip: '10.1.0.11',
    });
    const resetCode = await readLatestSmsCode(t, '+84944444444');
    const reset = await t.call('memberForgotByPhone', {
      body: { mobileNum: '944444444', countryDialingCode: '84', verificationCode: resetCode, newPassword: 'phone1234' },
    });
    expect(reset.json().value).toEqual({ userName: 'm84944444444' });
    expect(
      (
        await t.call('sessionLogin', {
          body: { type: 'username', username: 'm84944444444', password: 'phone1234' },
          ip: '10.1.0.12',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('answers avatar, icon and unread count for a member', async () => {
    const token = await t.login('player02', 'player1234');
    expect((await t.call('memberAvatar', { token })).json().value).toEqual({ avatar: null, avatarType: 'STATIC' });
    expect((await t.call('memberIcon', { token })).json().value).toEqual({ vipLabel: 'VIP 0', unreadCount: 0 });
    expect((await t.call('unreadCount', { token })).json().value).toEqual({ count: 0 });
  });
});
