import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers } from '../src/db/schema/ledger.ts';
import { operators } from '../src/db/schema/operators.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { expectLedgerSound } from './ledger-helpers.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';

/*
 * The back office's member desk (issue 19): search, the 360 page, account actions, four-eyes adjustments, and the
 * agent network. On PostgreSQL the concurrent approvals race for real.
 */
describe.each(TEST_DATABASES)('member desk on %s', (kind) => {
  let t: TestApp;
  let finance: string;
  let admin: string;
  let admin2: string;
  const balanceOf = async (username: string) => {
    const found = (await t.call('opsMemberSearch', { token: admin, query: { q: username } })).json().value;
    return found.list.find((row: { username: string }) => row.username === username).balance as string;
  };
  const memberIdOf = async (username: string): Promise<number> =>
    (await t.call('opsMemberLookup', { token: admin, query: { username } })).json().value.memberId;

  beforeAll(async () => {
    t = await createTestApp(kind);
    // A second administrator (a copy of the seeded one), so two operators besides the requester can race to approve.
    const db = t.ctx.database.db;
    const [{ id: _id, ...seeded }] = await db.select().from(operators).where(eq(operators.username, 'admin'));
    await db
      .insert(operators)
      .values({ ...seeded, username: 'admin2', passwordHash: await hashPassword('admin2-1234') });
    finance = await t.opsLogin('finance', 'finance1234');
    admin = await t.opsLogin('admin', 'admin1234');
    admin2 = await t.opsLogin('admin2', 'admin2-1234');
  });
  afterAll(async () => {
    await expectLedgerSound(t.ctx.database.db);
    await t.close();
  });

  it('finds members by part of the username, the payee name, the bank account or the IP, with filters and paging', async () => {
    const byPart = (await t.call('opsMemberSearch', { token: finance, query: { q: 'LAYER0' } })).json().value;
    expect(byPart.list.map((row: { username: string }) => row.username).sort()).toEqual(['player01', 'player02']);
    expect(byPart.list[0].matched).toBe('USERNAME');
    const agents = (await t.call('opsMemberSearch', { token: finance, query: { accountType: 'AGENT' } })).json().value;
    expect(agents.list.map((row: { username: string }) => row.username)).toContain('agent01');
    const under = (
      await t.call('opsMemberSearch', { token: finance, query: { agent: 'agent01', sort: 'username', order: 'asc' } })
    ).json().value;
    expect(under.list.map((row: { username: string }) => row.username)).toEqual(
      expect.arrayContaining(['player01', 'player02']),
    );
    expect(under.list.every((row: { uplineUsername: string }) => row.uplineUsername === 'agent01')).toBe(true);
    const rich = (await t.call('opsMemberSearch', { token: finance, query: { balanceMin: '4000' } })).json().value;
    expect(rich.list.map((row: { username: string }) => row.username)).toContain('agent01');
    expect(rich.list.map((row: { username: string }) => row.username)).not.toContain('player01');
    const paged = (await t.call('opsMemberSearch', { token: finance, query: { pageSize: '1', q: 'player' } })).json()
      .value;
    expect(paged.list).toHaveLength(1);
    expect(paged.totalCount).toBeGreaterThanOrEqual(2);
    // A member's login address finds it, as "IP".
    await t.call('sessionLogin', {
      body: { type: 'username', username: 'player02', password: 'player1234' },
      ip: '10.93.41.7',
    });
    const byIp = (await t.call('opsMemberSearch', { token: finance, query: { q: '93.41' } })).json().value;
    expect(byIp.list).toEqual([expect.objectContaining({ username: 'player02', matched: 'IP' })]);
    // LIKE's own characters are literal, and bad filters are refused with the field named, never a 5xx.
    expect((await t.call('opsMemberSearch', { token: finance, query: { q: '%' } })).json().value.totalCount).toBe(0);
    expect((await t.call('opsMemberSearch', { token: finance, query: { sort: 'password' } })).statusCode).toBe(400);
    expect((await t.call('opsMemberSearch', { token: finance, query: { agent: 'nobody-here' } })).json().code).toBe(
      'agent.not.found',
    );
  });

  it("shows one member's 360 page: the agent chain, balances, and every tab", async () => {
    const id = await memberIdOf('player01');
    const detail = (await t.call('opsMemberDetail', { token: finance, query: { memberId: String(id) } })).json().value;
    expect(detail).toMatchObject({ username: 'player01', status: 'ACTIVE', type: 0, currency: expect.any(String) });
    expect(detail.agentChain.map((row: { username: string }) => row.username)).toEqual(['agent01']);
    for (const kind of [
      'LEDGER',
      'ROUNDS',
      'DEPOSITS',
      'WITHDRAWALS',
      'BONUSES',
      'ADJUSTMENTS',
      'SESSIONS',
      'INBOX',
      'AUDIT',
    ]) {
      const page = await t.call('opsMemberRecords', { token: finance, query: { memberId: String(id), kind } });
      expect(page.statusCode, kind).toBe(200);
      expect(page.json().value.columns.length, kind).toBeGreaterThan(0);
    }
    const ledger = (
      await t.call('opsMemberRecords', { token: finance, query: { memberId: String(id), kind: 'LEDGER' } })
    ).json().value;
    expect(ledger.totalCount).toBeGreaterThan(0);
    // Looking was audited, and the audit tab shows it.
    const audit = (
      await t.call('opsMemberRecords', { token: finance, query: { memberId: String(id), kind: 'AUDIT' } })
    ).json().value;
    expect(audit.list[0]).toMatchObject({ action: 'MEMBER_LOOKUP', operator: 'finance' });
    expect((await t.call('opsMemberDetail', { token: finance, query: { memberId: '99999999' } })).json().code).toBe(
      'member.not.found',
    );
  });

  it('notes and tags a member', async () => {
    const id = await memberIdOf('player02');
    const noted = await t.call('opsMemberNote', {
      token: finance,
      body: { memberId: id, note: 'Asked about the VIP bonus', tags: ['vip-host', 'vip-host', 'watch'] },
    });
    expect(noted.json().value.tags).toEqual(['vip-host', 'watch']);
    expect(noted.json().value.notes[0]).toMatchObject({ body: 'Asked about the VIP bonus', operator: 'finance' });
  });

  it('locks, unlocks and logs out a member with a reason; the lock refuses login and ends the session', async () => {
    const id = await memberIdOf('player02');
    const token = await t.login('player02', 'player1234');
    const act = (action: string, by = finance) =>
      t.call('opsMemberAction', { token: by, body: { memberId: id, action, reason: `desk test: ${action}` } });
    expect((await act('LOCK')).json().value).toMatchObject({ status: 'DISABLED', action: 'LOCK' });
    expect((await t.call('walletBalance', { token })).statusCode).toBe(401);
    const refused = await t.call('sessionLogin', {
      body: { type: 'username', username: 'player02', password: 'player1234' },
      ip: '10.93.1.2',
    });
    expect(refused.json().code).toBe('account.disabled');
    expect((await act('LOCK')).json().code).toBe('member.action.invalid');
    expect((await act('UNLOCK')).json().value.status).toBe('ACTIVE');
    const again = await t.login('player02', 'player1234');
    expect((await act('FORCE_LOGOUT')).json().value.status).toBe('ACTIVE');
    expect((await t.call('walletBalance', { token: again })).statusCode).toBe(401);
    expect((await act('CLOSE')).json().code).toBe('operator.forbidden');
    const audit = (
      await t.call('opsMemberRecords', { token: admin, query: { memberId: String(id), kind: 'AUDIT' } })
    ).json().value;
    expect(audit.list.map((row: { action: string }) => row.action)).toEqual(
      expect.arrayContaining(['MEMBER_LOCK', 'MEMBER_UNLOCK', 'MEMBER_FORCE_LOGOUT']),
    );
    expect(audit.list.find((row: { action: string }) => row.action === 'MEMBER_LOCK').reason).toBe('desk test: LOCK');
  });

  it('forces a new password: the old one no longer opens the account', async () => {
    const id = await memberIdOf('demo');
    const reset = await t.call('opsMemberAction', {
      token: finance,
      body: { memberId: id, action: 'RESET_PASSWORD', reason: 'account shared' },
    });
    expect(reset.statusCode).toBe(200);
    const login = await t.call('sessionLogin', {
      body: { type: 'username', username: 'demo', password: 'demo1234' },
      ip: '10.93.1.3',
    });
    expect(login.statusCode).toBe(401);
  });

  it('posts an adjustment within the role threshold at once, and queues one above it for a second operator', async () => {
    const before = await balanceOf('player01');
    const adjust = (token: string, requestId: string, amount: string, extra: object = {}) =>
      t.call('opsAdjustment', {
        token,
        body: {
          requestId,
          username: 'player01',
          direction: 'CREDIT',
          amount,
          reason: 'internal: VIP complaint #42',
          ...extra,
        },
      });
    // finance may adjust 1000.00 alone; admin 10000.00.
    const small = (await adjust(finance, 'four-eyes-small', '10.00')).json().value;
    expect(small).toMatchObject({ status: 'POSTED', decidedBy: null, transferId: expect.any(Number) });
    const large = (await adjust(finance, 'four-eyes-large', '5000.00', { kind: 'GOODWILL' })).json().value;
    expect(large).toMatchObject({ status: 'PENDING', transferId: null, balanceAfter: null });
    const byAdmin = (await adjust(admin, 'four-eyes-admin', '5000.00', { kind: 'BONUS', turnoverMultiple: 3 })).json()
      .value;
    expect(byAdmin.status).toBe('POSTED');
    expect(await balanceOf('player01')).not.toBe(before);
    // The retried request answers the first.
    expect((await adjust(finance, 'four-eyes-large', '5000.00', { kind: 'GOODWILL' })).json().value.id).toBe(large.id);
    // A turnover belongs to a bonus credit only.
    expect((await adjust(finance, 'four-eyes-bad', '1.00', { turnoverMultiple: 2 })).json().code).toBe(
      'adjustment.turnover.not.bonus',
    );

    const queue = (await t.call('opsAdjustmentQueue', { token: admin })).json().value;
    expect(queue.list.map((row: { id: number }) => row.id)).toContain(large.id);
    expect(Number(queue.totals.credit)).toBeGreaterThanOrEqual(5000);
    // Nobody approves their own.
    const own = await t.call('opsAdjustmentApprove', { token: finance, body: { adjustmentId: large.id } });
    expect(own.json().code).toBe('adjustment.self.approval');
    const approved = (await t.call('opsAdjustmentApprove', { token: admin, body: { adjustmentId: large.id } })).json()
      .value;
    expect(approved).toMatchObject({ status: 'POSTED', decidedBy: 'admin', transferId: expect.any(Number) });
    expect(
      (await t.call('opsAdjustmentApprove', { token: admin2, body: { adjustmentId: large.id } })).json().code,
    ).toBe('adjustment.state.invalid');
    // The member sees the neutral label, never the internal reason.
    const [transfer] = await t.ctx.database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.id, approved.transferId));
    expect(transfer!.memo).toBe('Goodwill credit');
    const member = await t.login('player01', 'player1234');
    const records = (await t.call('transactionHistory', { token: member, query: {} })).json();
    expect(records.value.list.map((entry: { memo: string | null }) => entry.memo)).toContain('Goodwill credit');
    expect(JSON.stringify(records)).not.toContain('VIP complaint');
    const inbox = (await t.call('messageList', { token: member, query: {} })).json();
    expect(inbox.success).toBe(true);
    expect(JSON.stringify(inbox)).not.toContain('VIP complaint');
  });

  it('rejects a pending adjustment without moving money', async () => {
    const before = await balanceOf('player01');
    const pending = (
      await t.call('opsAdjustment', {
        token: finance,
        body: {
          requestId: 'four-eyes-reject',
          username: 'player01',
          direction: 'DEBIT',
          amount: '2000.00',
          reason: 'double credit',
        },
      })
    ).json().value;
    const rejected = await t.call('opsAdjustmentReject', {
      token: admin,
      body: { adjustmentId: pending.id, reason: 'not a double' },
    });
    expect(rejected.json().value).toMatchObject({
      status: 'REJECTED',
      decisionReason: 'not a double',
      transferId: null,
    });
    expect(await balanceOf('player01')).toBe(before);
  });

  it('posts once when two operators approve the same adjustment at the same moment', async () => {
    const before = Number(await balanceOf('player01'));
    const pending = (
      await t.call('opsAdjustment', {
        token: finance,
        body: {
          requestId: 'four-eyes-race',
          username: 'player01',
          direction: 'CREDIT',
          amount: '3000.00',
          reason: 'race',
        },
      })
    ).json().value;
    const answers = await Promise.all(
      [admin, admin2, admin, admin2].map((token) =>
        t.call('opsAdjustmentApprove', { token, body: { adjustmentId: pending.id } }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.json().code === 'adjustment.state.invalid')).toHaveLength(3);
    expect(Number(await balanceOf('player01'))).toBe(before + 3000);
  });
});
