import { ENDPOINTS, type EndpointName } from '@lucky/contracts/endpoint-table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';

describe.each(TEST_DATABASES)('system calls on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { COUNTRY_HEADER: 'cf-ipcountry' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers status 0 with the configuration the site needs', async () => {
    const response = await t.call('systemStatus', { query: { url: 'localhost:8080' }, ip: '8.8.8.8' });
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value).toMatchObject({
      status: 0,
      maintenance: false,
      regionRestriction: false,
      ip: '8.8.8.8',
      location: { country: 'US' },
    });
    expect(
      value.info.whitelabel.find((node: { modId: string }) => node.modId === 'REGISTER').childrenNodes,
    ).toContainEqual({ modId: 'USERNAMEREG3', enabled: '1', childrenNodes: [] });
    expect(value.info.register.fields.username).toEqual({
      shown: true,
      required: true,
      patternId: 2,
      acceptedPattern: '*',
      minLength: 4,
      maxLength: 16,
    });
    expect(value.info.resources.map((r: { resourceType: string }) => r.resourceType)).toEqual([
      'IOS',
      'ANDROID',
      'MOBILECONFIG',
    ]);
    expect(value.encryption).toMatchObject({
      algorithm: 'RSA-OAEP-256+A256GCM',
      keyId: t.ctx.keys.active.keyId,
      acceptsPlain: false,
    });
    expect(Buffer.from(value.encryption.publicKey, 'base64')[0]).toBe(0x30);
  });

  it('reports maintenance with its end and refuses other calls meanwhile', async () => {
    const end = new Date(t.clock.now.getTime() + 3_600_000).toISOString();
    await t.configure((config) => {
      config.maintenance = [{ start: new Date(t.clock.now.getTime() - 60_000).toISOString(), end, reason: 'upgrade' }];
    });
    const status = (await t.call('systemStatus')).json().value;
    expect(status).toMatchObject({ status: 1, maintenance: true, maintenanceEnd: end });
    const login = await t.call('sessionLogin', { body: { type: 'username', username: 'demo', password: 'demo1234' } });
    expect(login.statusCode).toBe(503);
    expect(login.json().code).toBe('system.maintenance');
    t.clock.advance(3_600_001);
    expect((await t.call('systemStatus')).json().value.status).toBe(0);
    await t.configure((config) => {
      config.maintenance = [];
    });
  });

  it('restricts regions by country (GeoIP or trusted header) and by CIDR', async () => {
    await t.configure((config) => {
      config.regionRules = {
        allowCountries: [],
        denyCountries: ['US'],
        allowCidrs: ['8.8.4.0/24'],
        denyCidrs: ['203.0.113.0/24'],
      };
    });
    expect((await t.call('systemStatus', { ip: '8.8.8.8' })).json().value).toMatchObject({
      status: 2,
      regionRestriction: true,
      ip: '8.8.8.8',
    });
    expect((await t.call('systemStatus', { ip: '8.8.4.4' })).json().value.status).toBe(0);
    expect((await t.call('systemStatus', { ip: '203.0.113.9' })).json().value.status).toBe(2);
    expect((await t.call('systemStatus', { ip: '14.160.0.1' })).json().value).toMatchObject({
      status: 0,
      location: { country: 'VN' },
    });
    expect(
      (await t.call('systemStatus', { ip: '14.160.0.1', headers: { 'cf-ipcountry': 'us' } })).json().value.status,
    ).toBe(2);
    const refused = await t.call('captchaImage', { ip: '8.8.8.8' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('region.restricted');
    await t.configure((config) => {
      config.regionRules = { allowCountries: ['VN'], denyCountries: [], allowCidrs: [], denyCidrs: [] };
    });
    expect((await t.call('systemStatus', { ip: '1.46.0.1' })).json().value.status).toBe(2);
    expect((await t.call('systemStatus', { ip: '14.160.0.1' })).json().value.status).toBe(0);
    await t.configure((config) => {
      config.regionRules = { allowCountries: [], denyCountries: [], allowCidrs: [], denyCidrs: [] };
    });
  });

  it('serves whitelabel, register settings, domain route, help centre, notices and banners', async () => {
    expect((await t.call('systemWhitelabel')).json().value).toHaveLength(6);
    expect((await t.call('systemRegisterSettings')).json().value).toMatchObject({
      minAge: 18,
      birthdayMinAge: 21,
      defaultDialingCode: '84',
    });
    expect((await t.call('systemDomainRoute')).json().value.domainList).toEqual([
      { domain: 'localhost:8080', speed: 1 },
    ]);
    const help = (await t.call('systemHelpCenter', { headers: { language: 'VI' } })).json().value;
    expect(help.map((c: { category: string }) => c.category)).toEqual([
      'faq',
      'account',
      'money',
      'protocol',
      'contact',
    ]);
    expect(help[0]).toMatchObject({
      title: 'Câu hỏi thường gặp',
      articles: expect.arrayContaining([expect.objectContaining({ anchor: 'faq' })]),
    });
    const notices = (
      await t.call('systemNotices', { query: { types: 'B,PL,PU,PR', platform: 'W', execution: 'B' } })
    ).json().value;
    expect(notices.banners).toHaveLength(1);
    expect(notices.popup).toHaveLength(1);
    expect(notices.promotion).toHaveLength(1);
    expect(notices.player.map((n: { type: string }) => n.type)).toEqual(['PL']);
    const banners = (await t.call('systemBanners', { query: { groupName: 'w_home' } })).json().value;
    expect(banners).toHaveLength(4);
    expect(banners[0]).toMatchObject({ groupName: 'w_home', linkageType: 'INTERNAL', linkUrl: '/promotions' });
    expect((await t.call('systemBanners', { query: { groupName: 'other' } })).json().value).toEqual([]);
  });

  it('hides the chat room customer-service entry while CBS3 is off', async () => {
    const types = async () =>
      (await t.call('systemStatus')).json().value.info.customerService.map((entry: { type: number }) => entry.type);
    expect(await types()).toEqual([1, 2]);
    await t.configure((config) => {
      config.modules.CBS3 = false;
    });
    expect(await types()).toEqual([1]);
    await t.configure((config) => {
      config.modules.CBS3 = true;
    });
  });

  // Every endpoint gated by a module answers function.not.available while it is off and works again when on.
  const gated = (Object.entries(ENDPOINTS) as [EndpointName, (typeof ENDPOINTS)[EndpointName]][]).filter(
    ([, endpoint]) => endpoint.modules.length > 0,
  );
  it.each(gated.flatMap(([name, endpoint]) => endpoint.modules.map((moduleId) => [name, moduleId] as const)))(
    '%s refuses while %s is off',
    async (name, moduleId) => {
      await t.configure((config) => {
        config.modules[moduleId] = false;
      });
      const off = await t.call(name, { body: {}, query: {}, ip: '10.9.0.1' });
      expect(off.statusCode).toBe(403);
      expect(off.json()).toMatchObject({ success: false, code: 'function.not.available' });
      await t.configure((config) => {
        config.modules[moduleId] = true;
      });
      const on = await t.call(name, { body: {}, query: {}, ip: '10.9.0.1' });
      expect(on.json().code).not.toBe('function.not.available');
    },
  );

  it('serves the OpenAPI document generated from the contracts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    for (const endpoint of Object.values(ENDPOINTS)) {
      expect(document.paths[endpoint.path]?.[endpoint.method.toLowerCase()], endpoint.path).toBeDefined();
    }
  });
});
