import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';

/**
 * Operators (issue 19): accounts and roles, TOTP two-factor (enrolment, a code once, wrong codes toward the lock),
 * the address allow list, the login history, and a second sign-in ending the first with a reason.
 */
describe.each(TEST_DATABASES)('operators on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  const reason = 'New staff member';
  const codeAt = (secret: string, offsetSeconds = 0) =>
    generate({ secret, epoch: Math.floor(t.clock.now.getTime() / 1000) + offsetSeconds });
  const login = (body: Record<string, unknown>, ip = '10.70.0.1') => t.call('opsLogin', { body, ip });
  const create = (body: Record<string, unknown>) =>
    t.call('opsOperatorCreate', { token: admin, body: { password: 'long-enough-1', reason, ...body } });

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.opsLogin('admin', 'admin1234');
  });
  afterAll(async () => t.close());

  it('creates an operator who must set up two-factor, then signs in with a code only once', async () => {
    const created = await create({ username: 'ops.alice', role: 'support' });
    expect(created.statusCode).toBe(200);
    expect(created.json().value).toMatchObject({
      username: 'ops.alice',
      role: 'support',
      status: 'ACTIVE',
      totpEnrolled: false,
      totpRequired: true,
    });
    expect((await create({ username: 'OPS.ALICE', role: 'risk' })).json().code).toBe('operator.username.taken');
    expect((await create({ username: 'x', role: 'risk' })).statusCode).toBe(400);
    expect((await create({ username: 'ops.bob', role: 'owner' })).statusCode).toBe(400);

    const credentials = { username: 'ops.alice', password: 'long-enough-1' };
    expect((await login(credentials)).json().code).toBe('operator.totp.enrolment.required');
    const started = await t.call('opsTotpEnrolStart', { body: credentials, ip: '10.70.0.1' });
    const { secret, otpauthUri } = started.json().value as { secret: string; otpauthUri: string };
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/.*ops\.alice.*secret=/);
    // The wrong password never sees or confirms a secret.
    const wrongPassword = { username: 'ops.alice', password: 'not-the-one' };
    expect((await t.call('opsTotpEnrolStart', { body: wrongPassword, ip: '10.70.0.1' })).json().code).toBe(
      'operator.login.failed',
    );
    const wrongCode = String((Number(await codeAt(secret)) + 1) % 1_000_000).padStart(6, '0');
    expect(
      (await t.call('opsTotpEnrolConfirm', { body: { ...credentials, code: wrongCode }, ip: '10.70.0.1' })).json().code,
    ).toBe('operator.totp.invalid');
    const firstCode = await codeAt(secret);
    const confirmed = await t.call('opsTotpEnrolConfirm', {
      body: { ...credentials, code: firstCode },
      ip: '10.70.0.1',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().value.operator).toMatchObject({ username: 'ops.alice', role: 'support' });
    expect((await t.call('opsTotpEnrolStart', { body: credentials, ip: '10.70.0.1' })).json().code).toBe(
      'operator.totp.enrolled',
    );

    // Enrolled: the password alone is not enough, the code of the enrolment is used, the next step's code works once.
    expect((await login(credentials)).json().code).toBe('operator.totp.required');
    expect((await login({ ...credentials, code: firstCode })).json().code).toBe('operator.totp.replayed');
    t.clock.advance(30_000);
    const nextCode = await codeAt(secret);
    const signedIn = await login({ ...credentials, code: nextCode });
    expect(signedIn.statusCode).toBe(200);
    expect((await login({ ...credentials, code: nextCode })).json().code).toBe('operator.totp.replayed');
    const token = signedIn.json().value.token as string;
    expect((await t.call('opsMe', { token })).json().value).toMatchObject({ username: 'ops.alice', role: 'support' });
  });

  it('counts wrong codes toward the lock with wrong passwords, and a success starts the count over', async () => {
    await create({ username: 'ops.carol', role: 'finance', totpRequired: false });
    const credentials = { username: 'ops.carol', password: 'long-enough-1' };
    const { secret } = (await t.call('opsTotpEnrolStart', { body: credentials, ip: '10.70.0.2' })).json().value;
    expect(
      (
        await t.call('opsTotpEnrolConfirm', {
          body: { ...credentials, code: await codeAt(secret) },
          ip: '10.70.0.2',
        })
      ).statusCode,
    ).toBe(200);
    t.clock.advance(30_000);
    const wrong = String((Number(await codeAt(secret)) + 7) % 1_000_000).padStart(6, '0');
    for (let attempt = 0; attempt < 4; attempt++)
      expect((await login({ ...credentials, code: wrong }, '10.70.0.2')).json().code).toBe('operator.totp.invalid');
    expect((await login({ ...credentials, password: 'wrong-password' }, '10.70.0.2')).json().code).toBe(
      'operator.login.failed',
    );
    // Five failures: locked, even with the right code.
    const locked = await login({ ...credentials, code: await codeAt(secret) }, '10.70.0.2');
    expect({ status: locked.statusCode, code: locked.json().code }).toEqual({ status: 429, code: 'rate.limited' });

    const history = (await t.call('opsOperatorLogins', { token: admin, query: { pageSize: '50' } })).json().value;
    const carol = history.list.filter((row: { username: string }) => row.username === 'ops.carol');
    expect(carol.map((row: { outcome: string }) => row.outcome).slice(0, 5)).toEqual([
      'BAD_PASSWORD',
      'BAD_CODE',
      'BAD_CODE',
      'BAD_CODE',
      'BAD_CODE',
    ]);
    expect(carol.map((row: { outcome: string }) => row.outcome)).toEqual(
      expect.arrayContaining(['ENROLLED', 'SUCCESS']),
    );
    expect(carol[0]).toMatchObject({ ip: '10.70.0.2', operatorId: expect.any(Number) });
  });

  it('ends the first session when the same operator signs in again, and says why', async () => {
    const first = await t.opsLogin('finance', 'finance1234');
    const second = await t.opsLogin('finance', 'finance1234');
    const ended = await t.call('opsMe', { token: first });
    expect({ status: ended.statusCode, code: ended.json().code }).toEqual({
      status: 401,
      code: 'operator.session.superseded',
    });
    expect((await t.call('opsMe', { token: second })).statusCode).toBe(200);
    await t.call('opsLogout', { token: second });
    expect((await t.call('opsMe', { token: second })).json().code).toBe('operator.session.invalid');
  });

  it('keeps an operator to its allow list, at sign-in and on every call', async () => {
    const created = (
      await create({ username: 'ops.dave', role: 'content', totpRequired: false, allowedIps: ['10.80.0.0/16'] })
    ).json().value;
    expect(created.allowedIps).toEqual(['10.80.0.0/16']);
    expect((await create({ username: 'ops.erin', role: 'content', allowedIps: ['not-an-ip'] })).statusCode).toBe(400);
    const credentials = { username: 'ops.dave', password: 'long-enough-1' };
    expect((await login(credentials, '10.70.0.3')).json().code).toBe('operator.ip.forbidden');
    const signedIn = await login(credentials, '10.80.3.4');
    expect(signedIn.statusCode).toBe(200);
    const token = signedIn.json().value.token as string;
    expect((await t.call('opsMe', { token, ip: '10.80.9.9' })).statusCode).toBe(200);
    expect((await t.call('opsMe', { token, ip: '10.90.0.1' })).json().code).toBe('operator.ip.forbidden');
  });

  it('changes roles and disables operators (audited), but never the acting admin itself', async () => {
    const target = (await create({ username: 'ops.frank', role: 'risk', totpRequired: false })).json().value;
    const token = (await login({ username: 'ops.frank', password: 'long-enough-1' })).json().value.token as string;
    expect((await t.call('opsNoticeList', { token })).json().code).toBe('operator.forbidden');
    const update = (body: Record<string, unknown>) =>
      t.call('opsOperatorUpdate', { token: admin, body: { reason: 'Moved to the content team', ...body } });
    expect((await update({ operatorId: target.id, role: 'content' })).json().value.role).toBe('content');
    expect((await t.call('opsNoticeList', { token })).statusCode).toBe(200);
    expect((await update({ operatorId: target.id, status: 'DISABLED' })).json().value.status).toBe('DISABLED');
    expect((await t.call('opsMe', { token })).json().code).toBe('operator.session.invalid');
    expect((await login({ username: 'ops.frank', password: 'long-enough-1' })).json().code).toBe(
      'operator.login.failed',
    );
    const me = (await t.call('opsMe', { token: admin })).json().value;
    expect((await update({ operatorId: me.id, status: 'DISABLED' })).json().code).toBe('operator.self.change');
    expect((await update({ operatorId: me.id, role: 'finance' })).json().code).toBe('operator.self.change');
    expect((await update({ operatorId: 999_999 })).json().code).toBe('operator.not.found');

    const audit = (await t.call('opsAuditLog', { token: admin, query: { targetId: 'ops.frank' } })).json().value;
    expect(audit.list.map((entry: { action: string }) => entry.action)).toEqual([
      'OPERATOR_UPDATE',
      'OPERATOR_UPDATE',
      'OPERATOR_CREATE',
    ]);
    expect(audit.list[1]).toMatchObject({
      operator: 'admin',
      reason: 'Moved to the content team',
      before: { role: 'risk' },
      after: { role: 'content' },
    });
    const byOperator = (
      await t.call('opsAuditLog', { token: admin, query: { operator: 'ADMIN', targetType: 'OPERATOR' } })
    ).json().value;
    expect(byOperator.list.every((entry: { operator: string }) => entry.operator === 'admin')).toBe(true);
    expect(byOperator.list.every((entry: { targetType: string }) => entry.targetType === 'OPERATOR')).toBe(true);
    expect(byOperator.totalCount).toBeGreaterThan(3);
  });

  it('resets a lost second factor: the session ends and the next sign-in sets it up again', async () => {
    const target = (await create({ username: 'ops.gina', role: 'marketing', totpRequired: false })).json().value;
    const credentials = { username: 'ops.gina', password: 'long-enough-1' };
    const { secret } = (await t.call('opsTotpEnrolStart', { body: credentials, ip: '10.70.0.4' })).json().value;
    const code = await codeAt(secret);
    const session = (await t.call('opsTotpEnrolConfirm', { body: { ...credentials, code }, ip: '10.70.0.4' })).json()
      .value.token as string;
    const reset = await t.call('opsOperatorResetTotp', {
      token: admin,
      body: { operatorId: target.id, reason: 'Lost phone' },
    });
    expect(reset.json().value).toMatchObject({ totpEnrolled: false, totpRequired: true });
    expect((await t.call('opsMe', { token: session })).json().code).toBe('operator.session.invalid');
    expect((await login(credentials, '10.70.0.4')).json().code).toBe('operator.totp.enrolment.required');
    const list = (await t.call('opsOperatorList', { token: admin })).json().value;
    expect(list.find((row: { username: string }) => row.username === 'ops.gina')).toMatchObject({
      totpEnrolled: false,
    });
    expect(JSON.stringify(list)).not.toMatch(/secret|passwordHash/i);
  });
});
