import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameVendors } from '../src/db/schema/merchant.ts';
import { signSeamless } from '../src/modules/seamless/seamless-signature.ts';
import { expectLedgerSound } from './ledger-helpers.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';

const HOUR = 3_600_000;

/** Onboarding a game vendor at /ops without database access: create, secret once, rotate with grace, allow list, switch, audit. */
describe.each(TEST_DATABASES)('vendor onboarding at the finance desk on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let finance: string;
  let demo: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.opsLogin('admin', 'admin1234');
    finance = await t.opsLogin('finance', 'finance1234');
    demo = await t.login('demo', 'demo1234');
  });
  afterAll(async () => {
    await expectLedgerSound(t.ctx.database.db);
    await t.close();
  });

  const create = (body: Record<string, unknown>) =>
    t.call('opsVendorCreate', { token: admin, body: { category: 'LIVE', ...body } });
  const update = (body: Record<string, unknown>) => t.call('opsVendorUpdate', { token: admin, body });
  const rotate = (body: Record<string, unknown>) => t.call('opsVendorRotateSecret', { token: admin, body });
  const audit = async (targetId: string) =>
    (await t.call('opsAuditLog', { token: admin, query: { targetId, pageSize: '100' } })).json().value.list as {
      action: string;
      before: unknown;
      after: unknown;
      reason: string | null;
    }[];
  const listed = async (code: string) =>
    (await t.call('opsVendorAccessList', { token: admin }))
      .json()
      .value.find((vendor: { code: string }) => vendor.code === code);
  /** A wallet call as the vendor's server makes it: signed, from an address. */
  const wallet = (
    code: string,
    secret: string,
    options: { ip?: string; operation?: string; body?: Record<string, unknown> } = {},
  ) => {
    const raw = JSON.stringify(options.body ?? { player: 'player01' });
    const timestamp = String(t.clock.now.getTime());
    return t.app.inject({
      method: 'POST',
      url: `/seamless/${code}/${options.operation ?? 'balance'}`,
      payload: raw,
      remoteAddress: options.ip ?? '127.0.0.1',
      headers: {
        'content-type': 'application/json',
        'x-timestamp': timestamp,
        'x-signature': signSeamless(secret, timestamp, raw),
      },
    });
  };

  it('lets only admins onboard vendors', async () => {
    const calls = [
      ['opsVendorAccessList', {}],
      ['opsVendorCreate', { body: { code: 'NOPE_VENDOR', displayName: 'Nope', category: 'LIVE' } }],
      ['opsVendorUpdate', { body: { code: 'HOUSE_SLOTS', walletEnabled: false } }],
      ['opsVendorRotateSecret', { body: { code: 'HOUSE_SLOTS' } }],
    ] as const;
    for (const [name, options] of calls) {
      const refused = await t.call(name, { token: finance, ...options });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('operator.forbidden');
      expect((await t.call(name, { token: demo, ...options })).json().code).toBe('operator.session.invalid');
    }
    const [vendor] = await t.ctx.database.db.select().from(gameVendors).where(eq(gameVendors.code, 'HOUSE_SLOTS'));
    expect(vendor!.walletEnabled).toBe(true);
    expect(await t.ctx.database.db.select().from(gameVendors).where(eq(gameVendors.code, 'NOPE_VENDOR'))).toHaveLength(
      0,
    );
  });

  it('creates a vendor whose secret is answered once, works at once, and is never shown or logged again', async () => {
    const created = await create({ code: 'ACME_LIVE', displayName: 'Acme Live', reason: 'Contract 2026-14' });
    expect(created.statusCode).toBe(200);
    const { vendor, walletSecret } = created.json().value;
    expect(walletSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(vendor).toMatchObject({
      code: 'ACME_LIVE',
      displayName: 'Acme Live',
      category: 'LIVE',
      status: 'ACTIVE',
      walletEnabled: true,
      allowedIps: [],
      hasSecret: true,
      previousSecretValidUntil: null,
      games: 0,
    });
    expect(vendor.secretSetAt).toBe(t.clock.now.toISOString());
    expect((await wallet('ACME_LIVE', walletSecret)).json()).toMatchObject({
      success: true,
      value: { balance: '200.00' },
    });
    expect((await wallet('ACME_LIVE', 'f'.repeat(64))).json().code).toBe('signature.invalid');

    const list = await t.call('opsVendorAccessList', { token: admin });
    expect(list.body).not.toContain(walletSecret);
    expect(await listed('ACME_LIVE')).toMatchObject({ code: 'ACME_LIVE', hasSecret: true });
    const entries = await audit('ACME_LIVE');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'VENDOR_CREATE',
      reason: 'Contract 2026-14',
      after: { displayName: 'Acme Live', walletEnabled: true, allowedIps: [] },
    });
    expect(JSON.stringify(entries)).not.toContain(walletSecret);
    // Players see the new vendor in the catalogue's vendor lanes once it has games; the desk sees it at once.
    expect(
      (await t.call('opsGameVendors', { token: admin })).json().value.map((row: { code: string }) => row.code),
    ).toContain('ACME_LIVE');
  });

  it('refuses a taken code and bad fields, and writes nothing', async () => {
    const before = await t.ctx.database.db.select().from(gameVendors);
    const taken = await create({ code: 'ACME_LIVE', displayName: 'Other' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('game.vendor.exists');
    for (const body of [
      { code: 'acme lower', displayName: 'x' },
      { code: 'A', displayName: 'x' },
      { code: 'GOOD_CODE', displayName: '' },
      { code: 'GOOD_CODE', displayName: 'x', category: 'CASINO' },
      { code: 'GOOD_CODE', displayName: 'x', allowedIps: ['10.0.0.0/33'] },
      { code: 'GOOD_CODE', displayName: 'x', allowedIps: ['example.com'] },
      { code: 'GOOD_CODE', displayName: 'x', allowedIps: Array.from({ length: 51 }, (_, index) => `10.0.0.${index}`) },
    ]) {
      const refused = await create(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await update({ code: 'NO_SUCH_VENDOR', displayName: 'x' })).json().code).toBe('game.vendor.not.found');
    expect((await rotate({ code: 'NO_SUCH_VENDOR' })).json().code).toBe('game.vendor.not.found');
    expect((await rotate({ code: 'ACME_LIVE', graceHours: 24 * 7 + 1 })).statusCode).toBe(400);
    expect(await t.ctx.database.db.select().from(gameVendors)).toEqual(before);
    expect(await audit('ACME_LIVE')).toHaveLength(1);
  });

  it('rotates the secret: the new one signs at once, the old one for the grace period only, and a zero grace stops it now', async () => {
    const first = (await create({ code: 'ROTA_GAMES', displayName: 'Rota Games' })).json().value.walletSecret as string;
    const rotated = await rotate({ code: 'ROTA_GAMES', reason: 'Yearly rotation' });
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json().value.walletSecret as string;
    expect(second).toMatch(/^[0-9a-f]{64}$/);
    expect(second).not.toBe(first);
    // The default grace is VENDOR_SECRET_GRACE_HOURS, 24 hours.
    expect(rotated.json().value.vendor.previousSecretValidUntil).toBe(
      new Date(t.clock.now.getTime() + 24 * HOUR).toISOString(),
    );
    expect((await wallet('ROTA_GAMES', second)).json().success).toBe(true);
    expect((await wallet('ROTA_GAMES', first)).json().success).toBe(true);
    t.clock.advance(24 * HOUR - 60_000);
    expect((await wallet('ROTA_GAMES', first)).json().success).toBe(true);
    t.clock.advance(2 * 60_000);
    expect((await wallet('ROTA_GAMES', first)).json().code).toBe('signature.invalid');
    expect((await wallet('ROTA_GAMES', second)).json().success).toBe(true);
    // A day later the operator session has ended too.
    admin = await t.opsLogin('admin', 'admin1234');
    expect((await listed('ROTA_GAMES')).previousSecretValidUntil).toBeNull();

    // A leaked secret: no grace.
    const third = (await rotate({ code: 'ROTA_GAMES', graceHours: 0, reason: 'Leaked' })).json().value
      .walletSecret as string;
    expect((await wallet('ROTA_GAMES', second)).json().code).toBe('signature.invalid');
    expect((await wallet('ROTA_GAMES', third)).json().success).toBe(true);

    const entries = await audit('ROTA_GAMES');
    expect(entries.map((entry) => entry.action)).toEqual([
      'VENDOR_SECRET_ROTATE',
      'VENDOR_SECRET_ROTATE',
      'VENDOR_CREATE',
    ]);
    expect(entries[0]).toMatchObject({ reason: 'Leaked', after: { graceHours: 0, previousSecretValidUntil: null } });
    expect(entries[1]).toMatchObject({ reason: 'Yearly rotation', after: { graceHours: 24 } });
    for (const secret of [first, second, third]) expect(JSON.stringify(entries)).not.toContain(secret);
  });

  it('takes wallet calls only from the allow list, CIDR blocks of both families, and from anywhere when it is empty', async () => {
    const secret = (
      await create({
        code: 'FENCED_PLAY',
        displayName: 'Fenced',
        allowedIps: ['203.0.113.0/24', '2001:db8::/32', '198.51.100.7'],
      })
    ).json().value.walletSecret as string;
    expect((await wallet('FENCED_PLAY', secret, { ip: '203.0.113.77' })).json().success).toBe(true);
    expect((await wallet('FENCED_PLAY', secret, { ip: '::ffff:203.0.113.8' })).json().success).toBe(true);
    expect((await wallet('FENCED_PLAY', secret, { ip: '2001:db8:1::5' })).json().success).toBe(true);
    expect((await wallet('FENCED_PLAY', secret, { ip: '198.51.100.7' })).json().success).toBe(true);
    const outside = await wallet('FENCED_PLAY', secret, {
      ip: '198.51.100.8',
      operation: 'debit',
      body: { player: 'player01', transactionId: 'fenced-1', roundId: 'fenced-r1', gameCode: 'X', amount: '1.00' },
    });
    expect(outside.statusCode).toBe(403);
    expect(outside.json().code).toBe('seamless.address.forbidden');
    expect((await wallet('FENCED_PLAY', secret, { ip: '2001:db9::1' })).json().code).toBe('seamless.address.forbidden');
    // A forger outside the list learns only that its signature is wrong.
    expect((await wallet('FENCED_PLAY', 'a'.repeat(64), { ip: '198.51.100.8' })).json().code).toBe('signature.invalid');
    expect(
      (await t.call('walletBalance', { token: await t.login('player01', 'player1234') })).json().value.sumBalance,
    ).toBe('200.00');

    const moved = await update({ code: 'FENCED_PLAY', allowedIps: ['198.51.100.0/24'], reason: 'New data centre' });
    expect(moved.json().value.allowedIps).toEqual(['198.51.100.0/24']);
    expect((await wallet('FENCED_PLAY', secret, { ip: '198.51.100.8' })).json().success).toBe(true);
    expect((await wallet('FENCED_PLAY', secret, { ip: '203.0.113.77' })).json().code).toBe(
      'seamless.address.forbidden',
    );
    await update({ code: 'FENCED_PLAY', allowedIps: [] });
    expect((await wallet('FENCED_PLAY', secret, { ip: '192.0.2.1' })).json().success).toBe(true);
    const entries = await audit('FENCED_PLAY');
    expect(entries[1]).toMatchObject({
      action: 'VENDOR_UPDATE',
      reason: 'New data centre',
      before: { allowedIps: ['203.0.113.0/24', '2001:db8::/32', '198.51.100.7'] },
      after: { allowedIps: ['198.51.100.0/24'] },
    });
  });

  it("switches a vendor's wallet access off and on, edits its catalogue entry, and logs only real changes", async () => {
    const secret = (await create({ code: 'SWITCH_GAMES', displayName: 'Switch Games', category: 'RNG' })).json().value
      .walletSecret as string;
    const off = await update({ code: 'SWITCH_GAMES', walletEnabled: false, reason: 'Contract paused' });
    expect(off.json().value).toMatchObject({ walletEnabled: false });
    const refused = await wallet('SWITCH_GAMES', secret, {
      operation: 'credit',
      body: { player: 'player01', transactionId: 'sw-1', roundId: 'sw-r1', gameCode: 'X', amount: '1.00' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('seamless.vendor.disabled');
    expect((await update({ code: 'SWITCH_GAMES', walletEnabled: true })).json().value.walletEnabled).toBe(true);
    expect((await wallet('SWITCH_GAMES', secret)).json().success).toBe(true);

    const edited = await update({
      code: 'SWITCH_GAMES',
      displayName: 'Switch Games Asia',
      status: 'MAINTENANCE',
      isHot: true,
      sort: 5,
    });
    expect(edited.json().value).toMatchObject({
      displayName: 'Switch Games Asia',
      status: 'MAINTENANCE',
      isHot: true,
      sort: 5,
      category: 'RNG',
    });
    // The same values again change nothing and are not logged.
    await update({ code: 'SWITCH_GAMES', displayName: 'Switch Games Asia', status: 'MAINTENANCE' });
    const entries = await audit('SWITCH_GAMES');
    expect(entries.map((entry) => entry.action)).toEqual([
      'VENDOR_UPDATE',
      'VENDOR_UPDATE',
      'VENDOR_UPDATE',
      'VENDOR_CREATE',
    ]);
    expect(entries[0]).toMatchObject({
      before: { displayName: 'Switch Games', status: 'ACTIVE', isHot: false, sort: 0 },
      after: { displayName: 'Switch Games Asia', status: 'MAINTENANCE', isHot: true, sort: 5 },
    });
    expect(entries[1]).toMatchObject({
      reason: null,
      before: { walletEnabled: false },
      after: { walletEnabled: true },
    });
    expect(entries[2]).toMatchObject({
      reason: 'Contract paused',
      before: { walletEnabled: true },
      after: { walletEnabled: false },
    });
  });
});
