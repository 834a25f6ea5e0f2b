import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';

describe.each(TEST_DATABASES)('merchant configuration through the finance desk on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let finance: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.opsLogin('admin', 'admin1234');
    finance = await t.opsLogin('finance', 'finance1234');
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets an admin switch maintenance on and off, audited, while members are refused meanwhile', async () => {
    const config = (await t.call('opsMerchantConfig', { token: admin })).json().value;
    const maintenance = [{ start: new Date(t.clock.now.getTime() - 1000).toISOString(), end: null, reason: 'upgrade' }];
    const update = await t.call('opsMerchantConfigUpdate', {
      token: admin,
      body: { config: { ...config, maintenance }, reason: 'planned upgrade' },
    });
    expect(update.statusCode).toBe(200);
    expect((await t.call('systemStatus')).json().value.status).toBe(1);
    expect((await t.call('captchaImage')).statusCode).toBe(503);
    // The desk itself keeps working during maintenance, so the admin can end it.
    const restore = await t.call('opsMerchantConfigUpdate', {
      token: admin,
      body: { config, reason: 'upgrade finished' },
    });
    expect(restore.statusCode).toBe(200);
    expect((await t.call('systemStatus')).json().value.status).toBe(0);
    const log = (await t.call('opsAuditLog', { token: admin, query: { action: 'MERCHANT_CONFIG_UPDATE' } })).json()
      .value.list;
    expect(log.map((entry: { reason: string }) => entry.reason)).toEqual(['upgrade finished', 'planned upgrade']);
  });

  it('refuses an invalid configuration and changes nothing', async () => {
    const config = (await t.call('opsMerchantConfig', { token: admin })).json().value;
    const response = await t.call('opsMerchantConfigUpdate', {
      token: admin,
      body: { config: { ...config, currency: { code: 'DOLLARS' } }, reason: 'broken' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('currency');
    expect((await t.call('opsMerchantConfig', { token: admin })).json().value).toEqual(config);
  });

  it('is for admins only', async () => {
    expect((await t.call('opsMerchantConfig', { token: finance })).json().code).toBe('operator.forbidden');
    expect((await t.call('opsMerchantConfig')).statusCode).toBe(401);
    const member = await t.login('demo', 'demo1234');
    expect((await t.call('opsMerchantConfig', { token: member })).statusCode).toBe(401);
  });
});
