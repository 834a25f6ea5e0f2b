import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../src/db/schema/members.ts';
import { operatorAuditLog, operators } from '../src/db/schema/operators.ts';
import { memberBankAccounts } from '../src/db/schema/payments.ts';
import { promotionParticipations, promotions } from '../src/db/schema/promotions.ts';
import { sessions } from '../src/db/schema/sessions.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { expectLedgerSound } from './ledger-helpers.ts';
import { createTestApp, randomName, TEST_DATABASES, type TestApp } from './test-app.ts';

/*
 * Risk (issue 19): flags from a seeded ring of accounts sharing a device and a bank account, blacklists refusing
 * login, registration and binding, a withdrawal's risk panel, and large withdrawals under a second approver — on
 * PostgreSQL the concurrent second approvals race for real.
 */
const PAY = '246810';

describe.each(TEST_DATABASES)('risk on %s', (kind) => {
  let t: TestApp;
  let risk: string;
  let finance: string;
  let admin: string;
  let finance2: string;
  const ring: { id: number; username: string }[] = [];
  const device = `RingPhone/1.0 (${randomName('d')})`;
  const account = `7700${Date.now() % 1_000_000}`;

  beforeAll(async () => {
    t = await createTestApp(kind);
    risk = await t.opsLogin('risk', 'risk1234');
    finance = await t.opsLogin('finance', 'finance1234');
    admin = await t.opsLogin('admin', 'admin1234');
    const db = t.ctx.database.db;
    await db.insert(operators).values({
      username: 'finance2',
      passwordHash: await hashPassword('finance21234'),
      role: 'finance',
      totpRequired: false,
    });
    finance2 = await t.opsLogin('finance2', 'finance21234');
    // The ring: four accounts, the first referring the others, all on one phone and one bank account.
    const now = t.clock.now;
    for (let index = 0; index < 4; index += 1) {
      const username = randomName('ring');
      const [row] = await db
        .insert(members)
        .values({ username, referralCode: randomName('R'), referredBy: ring[0]?.id ?? null, registerIp: null })
        .returning();
      ring.push({ id: row!.id, username });
      await db.insert(sessions).values({
        tokenHash: randomName('h') + index,
        memberId: row!.id,
        expiresAt: now,
        endedAt: now,
        ip: `198.51.100.${10 + index}`,
        userAgent: device,
      });
      await db
        .insert(memberBankAccounts)
        .values({ memberId: row!.id, bankName: `Bank ${index}`, accountNumber: account, accountName: 'Ring' });
    }
    const [promotion] = await db.select({ id: promotions.id }).from(promotions).limit(1);
    await db.insert(promotionParticipations).values(
      ring.slice(1).map((member) => ({
        promotionId: promotion!.id,
        memberId: member.id,
        periodKey: 'ONCE',
        state: 'ISSUED' as const,
        joinedAt: now,
        updatedAt: now,
      })),
    );
  });
  afterAll(async () => {
    await expectLedgerSound(t.ctx.database.db);
    await t.close();
  });

  const names = (group: { members: { username: string }[] }) => group.members.map((member) => member.username).sort();
  const queue = async (flagKind: string) =>
    (await t.call('opsRiskQueue', { token: risk, query: { kind: flagKind, pageSize: '100' } })).json().value;

  it('flags the ring: one device, one bank account, one promotion from one device, a referral ring', async () => {
    const ringNames = ring.map((member) => member.username).sort();
    const devices = await queue('SHARED_DEVICE');
    expect(names(devices.list.find((group: { value: string }) => group.value === device))).toEqual(ringNames);
    const banks = await queue('SHARED_BANK_ACCOUNT');
    expect(names(banks.list.find((group: { value: string }) => group.value === account))).toEqual(ringNames);
    expect(banks.totals.SHARED_BANK_ACCOUNT).toBe(banks.totalCount);
    const abuse = await queue('PROMOTION_ABUSE');
    const claim = abuse.list.find((group: { value: string }) => group.value === device);
    expect(names(claim)).toEqual(
      ring
        .slice(1)
        .map((member) => member.username)
        .sort(),
    );
    expect(claim.promotionTitle).toEqual(expect.any(String));
    const rings = await queue('REFERRAL_RING');
    const found = rings.list.find((group: { value: string }) => group.value === ring[0]!.username);
    expect(found.members[0].username).toBe(ring[0]!.username);
    expect(names(found)).toEqual(ringNames);
    // Addresses differ across the ring: no shared-IP group of theirs.
    const ips = await queue('SHARED_IP');
    expect(ips.list.some((group: { value: string }) => group.value.startsWith('198.51.100.'))).toBe(false);

    const mine = (await t.call('opsMemberRiskFlags', { token: finance, query: { memberId: String(ring[2]!.id) } }))
      .json()
      .value.flags.map((flag: { kind: string }) => flag.kind)
      .sort();
    expect(mine).toEqual(['PROMOTION_ABUSE', 'REFERRAL_RING', 'SHARED_BANK_ACCOUNT', 'SHARED_DEVICE']);
    const demo = await t.ctx.database.db.select().from(members).where(eq(members.username, 'demo'));
    const demoFlags = (await t.call('opsMemberRiskFlags', { token: risk, query: { memberId: String(demo[0]!.id) } }))
      .json()
      .value.flags.filter((flag: { value: string }) => flag.value === device || flag.value === account);
    expect(demoFlags).toEqual([]);
  });

  it('blacklists refuse login and registration by address or device, and binding by account number; audited', async () => {
    const add = (body: Record<string, string>) => t.call('opsBlacklistAdd', { token: risk, body });
    const ip = await add({ kind: 'IP', value: '203.0.113.77', reason: 'ring address' });
    expect(ip.statusCode).toBe(200);
    expect((await add({ kind: 'IP', value: '203.0.113.77', reason: 'again' })).json().code).toBe(
      'blacklist.entry.exists',
    );
    expect(
      (await t.call('opsBlacklistAdd', { token: finance, body: { kind: 'IP', value: '1.2.3.4', reason: 'no' } })).json()
        .code,
    ).toBe('operator.forbidden');
    const login = (extra: { ip?: string; headers?: Record<string, string> }) =>
      t.call('sessionLogin', { body: { type: 'username', username: 'player01', password: 'player1234' }, ...extra });
    expect((await login({ ip: '203.0.113.77' })).json().code).toBe('access.blocked');
    const register = await t.call('memberRegister', {
      ip: '203.0.113.77',
      body: {
        username: randomName('bl'),
        password: 'abc12345',
        confirmPassword: 'abc12345',
        ageConfirmed: true,
        termsAccepted: true,
      },
    });
    expect(register.json().code).toBe('access.blocked');
    await add({ kind: 'DEVICE', value: 'EvilBrowser/9.9', reason: 'ring device' });
    expect((await login({ ip: '203.0.113.78', headers: { 'user-agent': 'EvilBrowser/9.9' } })).json().code).toBe(
      'access.blocked',
    );
    expect((await login({ ip: '203.0.113.78' })).statusCode).toBe(200);

    const removed = await t.call('opsBlacklistRemove', {
      token: risk,
      body: { id: ip.json().value.id, reason: 'cleared' },
    });
    expect(removed.json().value).toEqual({ removed: true });
    expect((await login({ ip: '203.0.113.77' })).statusCode).toBe(200);

    await add({ kind: 'BANK_ACCOUNT', value: '9988-7766 55', reason: 'mule account' });
    const player = await t.login('player02', 'player1234');
    await t.call('paymentPasswordSet', {
      token: player,
      body: { newPaymentPassword: PAY, confirmPaymentPassword: PAY },
    });
    const bind = await t.call('bankAccountBind', {
      token: player,
      body: { paymentPassword: PAY, bankName: 'ACB', accountNumber: '99887766 55', accountName: 'player two' },
    });
    expect(bind.json().code).toBe('bank.account.blocked');
    const list = (await t.call('opsBlacklist', { token: risk })).json().value;
    expect(list.list.map((entry: { value: string }) => entry.value)).toEqual(['9988776655', 'EvilBrowser/9.9']);
    const audits = await t.ctx.database.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.targetType, 'BLACKLIST'));
    expect(audits.map((row) => row.action).sort()).toEqual([
      'BLACKLIST_ADD',
      'BLACKLIST_ADD',
      'BLACKLIST_ADD',
      'BLACKLIST_REMOVE',
    ]);
  });

  describe('large withdrawals', () => {
    let member: string;
    let bankAccountId: number;
    let sequence = 0;
    beforeAll(async () => {
      await t.configure((config) => {
        config.withdrawal.secondApprovalAbove = { admin: '500.00', finance: '100.00' };
      });
      member = await t.login('demo', 'demo1234');
      await t.call('paymentPasswordSet', {
        token: member,
        body: { newPaymentPassword: PAY, confirmPaymentPassword: PAY },
      });
      const bound = await t.call('bankAccountBind', {
        token: member,
        body: { paymentPassword: PAY, bankName: 'ACB', accountNumber: account, accountName: 'demo player' },
      });
      bankAccountId = bound.json().value.id;
    });
    const withdraw = async (amount: string) => {
      sequence += 1;
      const created = await t.call('withdrawalCreate', {
        token: member,
        body: { requestId: `risk-wd-${sequence}`, amount, bankAccountId, paymentPassword: PAY },
      });
      expect(created.statusCode, created.body).toBe(200);
      return created.json().value.orderNo as string;
    };
    const approve = (token: string, orderNo: string) => t.call('opsWithdrawalApprove', { token, body: { orderNo } });

    it('within the role threshold one approval posts; above it the first approver cannot give the second', async () => {
      const small = await withdraw('80.00');
      expect((await approve(finance, small)).json().value).toMatchObject({ status: 'APPROVED', firstApprovedBy: null });
      const large = await withdraw('150.00');
      const first = (await approve(finance, large)).json().value;
      expect(first).toMatchObject({ status: 'PENDING', firstApprovedBy: 'finance', reviewedBy: 'finance' });
      expect((await approve(finance, large)).json().code).toBe('withdrawal.second.approver');
      // The same amount is within the admin's threshold: the admin's first approval would post it alone.
      const byAdmin = await withdraw('150.00');
      expect((await approve(admin, byAdmin)).json().value.status).toBe('APPROVED');
      const second = (await approve(admin, large)).json().value;
      expect(second).toMatchObject({ status: 'APPROVED', firstApprovedBy: 'finance', reviewedBy: 'admin' });

      const pending = await withdraw('120.00');
      const panel = (await t.call('opsWithdrawalRisk', { token: finance, query: { orderNo: pending } })).json().value;
      expect(panel.secondApprovalAbove).toBe('100.00');
      expect(panel.since).not.toBeNull();
      expect(panel.sameBankAccount.map((other: { username: string }) => other.username).sort()).toEqual(
        ring.map((one) => one.username).sort(),
      );
      expect(panel.flags.some((flag: { kind: string }) => flag.kind === 'SHARED_BANK_ACCOUNT')).toBe(true);
      expect(Number(panel.winLoss)).toBe(Number(panel.bets.payout) - Number(panel.bets.stake));
      const queued = (await t.call('opsWithdrawalQueue', { token: finance })).json().value;
      expect(queued.totals.count).toBe(queued.totalCount);
      expect(Number(queued.totals.amount)).toBeGreaterThanOrEqual(120);
      await t.call('opsWithdrawalReject', { token: finance, body: { orderNo: pending, reason: 'test over' } });
    });

    it('concurrent second approvals post once', async () => {
      const orderNo = await withdraw('300.00');
      expect((await approve(finance, orderNo)).json().value.status).toBe('PENDING');
      const answers = await Promise.all([approve(admin, orderNo), approve(finance2, orderNo)]);
      const outcomes = answers.map((answer) => answer.json().value?.status ?? answer.json().code).sort();
      expect(outcomes).toEqual(['APPROVED', 'order.state.invalid']);
      const audits = await t.ctx.database.db
        .select()
        .from(operatorAuditLog)
        .where(eq(operatorAuditLog.targetId, orderNo));
      expect(audits.map((row) => row.action).sort()).toEqual(['WITHDRAWAL_APPROVE', 'WITHDRAWAL_FIRST_APPROVE']);
    });
  });
});
