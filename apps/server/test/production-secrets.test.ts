import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { ConfigError, DEMO_SECRETS, loadConfig } from '../src/config.ts';
import { members } from '../src/db/schema/members.ts';
import { operators } from '../src/db/schema/operators.ts';
import { findPublishedDemoLogins, refusePublishedDemoLogins } from '../src/db/seed/demo-credentials.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { sandboxMethodSecret, signSandboxFields } from '../src/modules/payments/sandbox-signature.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OWN_CAPTCHA = 'c'.repeat(20) + '-own-captcha-secret';
const OWN_SANDBOX = 's'.repeat(20) + '-own-sandbox-secret';

const refusal = (env: Record<string, string>): string => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return 'accepted';
};

describe('secrets outside the demo', () => {
  it('uses the demo values only in the demo', () => {
    const demo = loadConfig({});
    expect(demo.CAPTCHA_SECRET).toBe(DEMO_SECRETS.CAPTCHA_SECRET);
    expect(demo.SANDBOX_GATEWAY_SECRET).toBe(DEMO_SECRETS.SANDBOX_GATEWAY_SECRET);
    expect(loadConfig({ CAPTCHA_SECRET: OWN_CAPTCHA }).CAPTCHA_SECRET).toBe(OWN_CAPTCHA);
  });

  it.each([
    ['SEED_DEMO=false', { SEED_DEMO: 'false' }],
    ['NODE_ENV=production', { NODE_ENV: 'production' }],
    ['NODE_ENV=production with SEED_DEMO=true', { NODE_ENV: 'production', SEED_DEMO: 'true' }],
  ])('refuses to start with %s and no secrets, naming each variable to set', (_name, env) => {
    const message = refusal(env);
    expect(message).toContain('CAPTCHA_SECRET: required outside the demo (SEED_DEMO=false or NODE_ENV=production)');
    expect(message).toContain('set SANDBOX_GATEWAY_SECRET to a random secret of at least 32 characters');
  });

  it('refuses the published demo values and short secrets without echoing them', () => {
    const demoValues = refusal({
      SEED_DEMO: 'false',
      CAPTCHA_SECRET: DEMO_SECRETS.CAPTCHA_SECRET,
      SANDBOX_GATEWAY_SECRET: DEMO_SECRETS.SANDBOX_GATEWAY_SECRET,
    });
    expect(demoValues).toContain('CAPTCHA_SECRET: the published demo value is not a secret');
    expect(demoValues).toContain('SANDBOX_GATEWAY_SECRET:');
    expect(demoValues).not.toContain(DEMO_SECRETS.CAPTCHA_SECRET);
    expect(demoValues).not.toContain(DEMO_SECRETS.SANDBOX_GATEWAY_SECRET);
    const short = refusal({ NODE_ENV: 'production', CAPTCHA_SECRET: 'hunter2', SANDBOX_GATEWAY_SECRET: OWN_SANDBOX });
    expect(short).toContain('CAPTCHA_SECRET: at least 32 characters');
    expect(short).not.toContain('hunter2');
    expect(short).not.toContain('SANDBOX_GATEWAY_SECRET');
  });

  it('starts with secrets of its own', () => {
    const config = loadConfig({
      SEED_DEMO: 'false',
      NODE_ENV: 'production',
      CAPTCHA_SECRET: OWN_CAPTCHA,
      SANDBOX_GATEWAY_SECRET: OWN_SANDBOX,
    });
    expect(config).toMatchObject({ CAPTCHA_SECRET: OWN_CAPTCHA, SANDBOX_GATEWAY_SECRET: OWN_SANDBOX });
  });

  it('the server process exits with the message instead of starting', () => {
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      PORT: '0',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'silent',
    };
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      env,
      encoding: 'utf8',
      timeout: 80_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Invalid configuration');
    expect(run.stderr).toContain('CAPTCHA_SECRET');
    expect(run.stderr).toContain('SANDBOX_GATEWAY_SECRET');
  }, 90_000);
});

describe('an app with its own SANDBOX_GATEWAY_SECRET, on a demo database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { SANDBOX_GATEWAY_SECRET: OWN_SANDBOX });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a callback signed with the demo key and pays one signed with the configured one', async () => {
    const member = await t.login('demo', 'demo1234');
    const order = (
      await t.call('depositCreate', {
        token: member,
        body: { requestId: 'secret-test-0001', methodCode: 'SANDBOX_PAY', amount: '20' },
      })
    ).json().value;
    const [payment] = (
      (await t.ctx.database.db.execute(
        `select gateway_ref from sandbox_gateway_payments where merchant_order_no = '${order.orderNo}'`,
      )) as unknown as { rows: { gateway_ref: string }[] }
    ).rows;
    const fields = {
      merchantOrderNo: order.orderNo,
      gatewayRef: payment!.gateway_ref,
      amount: '20.00',
      currency: 'USD',
      status: 'PAID',
      timestamp: Math.floor(t.clock.now.getTime() / 1000),
    };
    const send = (key: string) =>
      t.call('paymentCallbackSandbox', { body: { ...fields, sign: signSandboxFields(fields, key) } });
    expect((await send(sandboxMethodSecret(DEMO_SECRETS.SANDBOX_GATEWAY_SECRET, 'SANDBOX_PAY'))).json().code).toBe(
      'signature.invalid',
    );
    expect((await send(OWN_SANDBOX)).json().code).toBe('signature.invalid');
    const paid = await send(sandboxMethodSecret(OWN_SANDBOX, 'SANDBOX_PAY'));
    expect(paid.json().value).toEqual({ orderNo: order.orderNo, status: 'SUCCESS' });
  });

  it('keeps the secret out of the merchant configuration that operators read', async () => {
    const stored = JSON.stringify(await t.ctx.merchant.get());
    expect(stored).not.toContain(OWN_SANDBOX);
    expect(stored).not.toContain(DEMO_SECRETS.SANDBOX_GATEWAY_SECRET);
    expect(stored).not.toContain('"secret"');
  });

  it('is refused while a demo login still opens with its published password', async () => {
    expect(await findPublishedDemoLogins(t.ctx.database.db)).toEqual([
      'operator finance',
      'operator admin',
      'operator support',
      'operator risk',
      'operator marketing',
      'operator content',
      'member demo',
      'member agent01',
      'member player01',
      'member player02',
    ]);
    const refusal = await refusePublishedDemoLogins(t.ctx.database.db).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ConfigError);
    expect((refusal as Error).message).toContain('operator admin');
    expect((refusal as Error).message).toContain('Give production a database of its own');

    const db = t.ctx.database.db;
    await db
      .update(operators)
      .set({ status: 'DISABLED' })
      .where(inArray(operators.username, ['finance', 'support', 'risk', 'marketing', 'content']));
    await db
      .update(operators)
      .set({ passwordHash: await hashPassword('a-new-admin-password-123') })
      .where(eq(operators.username, 'admin'));
    await db.update(members).set({ status: 'DISABLED' }).where(eq(members.username, 'demo'));
    expect(await findPublishedDemoLogins(db)).toEqual(['member agent01', 'member player01', 'member player02']);
    await db
      .update(members)
      .set({ status: 'DISABLED' })
      .where(inArray(members.username, ['agent01', 'player01', 'player02']));
    await expect(refusePublishedDemoLogins(db)).resolves.toBeUndefined();
  });
});
