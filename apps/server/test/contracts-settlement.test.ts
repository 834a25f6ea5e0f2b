import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractPayouts } from '../src/db/schema/contracts.ts';
import { memberMessages } from '../src/db/schema/merchant.ts';
import { runContractSettlement } from '../src/modules/agent-contracts/contract-settlement.ts';
import {
  createAccount,
  createTree,
  ok,
  relogin,
  setClock,
  settledRound,
  type Account,
  type Tree,
} from './contracts-tree.ts';
import { expectLedgerSound, fundsOf } from './ledger-helpers.ts';
import { createTestApp, ALL_TEST_DATABASES, type TestApp } from './test-app.ts';

/*
 * Platform → A → B → C → member D, every wallet empty at the start, contracts made at
 * 2026-03-01T00:00Z. D plays on two days; the expected payouts below are computed by hand from
 * the formulas of docs/contracts.md (amounts in cents, rates in basis points, rounded down).
 *
 * Day 1: r1 10:02 bet 500.00 lost; r2 10:03 bet 300.00 won 900.00; r3 11:30 bet 0.50 lost (below
 * the 1.00 single-bet minimum); r4 12:00 bet 1000.00 paid back 1000.00 (a push: profit rate);
 * r6 12:01 bet 1.33 lost. Team bet 180183, payout 190000: the team won, no dividend.
 * Day 2: r5 09:00 bet 2000.00 with valid bet 1500.00, lost. Net loss 200000, one active member.
 * Member X, directly under A (so in A's team only), wins 3000.00 on a 10.00 bet on day 2 at 09:01:
 * A's team has no net loss that day, so A earns no dividend but owes B's.
 */
const T0 = '2026-03-01T00:00:00.000Z';

const TERMS = {
  A: {
    DAILY_WAGE: {
      kind: 'DAILY_WAGE',
      tiers: [
        { minBet: '100.00', rateBp: 100 },
        { minBet: '1000.00', rateBp: 200 },
      ],
    },
    HOURLY: { kind: 'HOURLY', tiers: [{ minBet: '10.00', rateBp: 50 }] },
    REALTIME: { kind: 'REALTIME', profitRateBp: 100, lossRateBp: 200, minSingleBet: '1.00' },
    DIVIDEND: { kind: 'DIVIDEND', period: 'DAILY', tiers: [{ minValidBet: '0', minActiveMembers: 1, rateBp: 3000 }] },
  },
  B: {
    DAILY_WAGE: {
      kind: 'DAILY_WAGE',
      tiers: [
        { minBet: '100.00', rateBp: 80 },
        { minBet: '1000.00', rateBp: 150 },
      ],
    },
    HOURLY: { kind: 'HOURLY', tiers: [{ minBet: '10.00', rateBp: 30 }] },
    REALTIME: { kind: 'REALTIME', profitRateBp: 60, lossRateBp: 120, minSingleBet: '1.00' },
    DIVIDEND: { kind: 'DIVIDEND', period: 'DAILY', tiers: [{ minValidBet: '0', minActiveMembers: 1, rateBp: 2000 }] },
  },
  C: {
    DAILY_WAGE: { kind: 'DAILY_WAGE', tiers: [{ minBet: '100.00', rateBp: 50 }] },
    HOURLY: { kind: 'HOURLY', tiers: [{ minBet: '10.00', rateBp: 10 }] },
    REALTIME: { kind: 'REALTIME', profitRateBp: 20, lossRateBp: 50, minSingleBet: '1.00' },
    DIVIDEND: { kind: 'DIVIDEND', period: 'DAILY', tiers: [{ minValidBet: '0', minActiveMembers: 1, rateBp: 1000 }] },
  },
} as const;

const PROCESS = {
  DAILY_WAGE: 'processDailySalContract',
  HOURLY: 'processContractHourSalary',
  REALTIME: 'processRealTimeSalaryContract',
  DIVIDEND: 'processDividendReq',
} as const;
type Kind = keyof typeof PROCESS;
const KINDS = Object.keys(PROCESS) as Kind[];

describe.each(ALL_TEST_DATABASES)('contract settlement on %s', (database) => {
  let t: TestApp;
  let tree: Tree;
  let weekly: Account & { path: string };

  const offerAndAccept = async (
    from: { token: string },
    to: { username: string; token: string },
    terms: { kind: Kind },
  ) => {
    const offered = await ok(t, 'contractOffer', from.token, { body: { username: to.username, terms } });
    return ok(t, PROCESS[terms.kind], to.token, { body: { contractId: offered.id, action: 'ACCEPT' } });
  };

  /** Payouts of a payee and kind as [period start, amount, status], oldest first. */
  const payoutsOf = async (payeeId: number, kind: Kind) => {
    const rows = await t.ctx.database.db
      .select()
      .from(contractPayouts)
      .where(and(eq(contractPayouts.payeeId, payeeId), eq(contractPayouts.kind, kind)))
      .orderBy(contractPayouts.periodStart);
    return rows.map((row) => [row.periodStart.toISOString().slice(0, 16), row.amount, row.status]);
  };

  beforeAll(async () => {
    t = await createTestApp(database);
    setClock(t, T0);
    tree = await createTree(t);
    const admin = await t.opsLogin('admin', 'admin1234');
    for (const kind of KINDS) {
      await ok(t, 'opsContractGrant', admin, {
        body: { username: tree.a.username, terms: TERMS.A[kind], reason: 'test grant' },
      });
      await offerAndAccept(tree.a, tree.b, TERMS.B[kind]);
      await offerAndAccept(tree.b, tree.c, TERMS.C[kind]);
    }

    // A second top-level agent E with a weekly dividend and two members. 2026-03-01 is a Sunday: its first whole week starts on Monday 03-02.
    weekly = await createAccount(t, 1, null);
    const [f1, f2] = [await createAccount(t, 0, weekly, weekly.path), await createAccount(t, 0, weekly, weekly.path)];
    const weeklyTerms = {
      kind: 'DIVIDEND',
      period: 'WEEKLY',
      tiers: [
        { minValidBet: '0', minActiveMembers: 1, rateBp: 1000 },
        { minValidBet: '1000.00', minActiveMembers: 2, rateBp: 2500 },
      ],
    };
    await ok(t, 'opsContractGrant', admin, {
      body: { username: weekly.username, terms: weeklyTerms, reason: 'weekly dividend' },
    });
    await settledRound(t, f1.id, '2026-03-01T20:00:00Z', 50_000n, 0n);
    await settledRound(t, f1.id, '2026-03-03T20:00:00Z', 80_000n, 0n);
    await settledRound(t, f2.id, '2026-03-05T20:00:00Z', 40_000n, 10_000n);
    await settledRound(t, f1.id, '2026-03-10T20:00:00Z', 30_000n, 0n);
    await settledRound(t, f1.id, '2026-03-16T20:00:00Z', 10_000n, 500_000n);

    const d = tree.d.id;
    await settledRound(t, d, '2026-03-01T10:02:00Z', 50_000n, 0n);
    await settledRound(t, d, '2026-03-01T10:03:00Z', 30_000n, 90_000n);
    await settledRound(t, d, '2026-03-01T11:30:00Z', 50n, 0n);
    await settledRound(t, d, '2026-03-01T12:00:00Z', 100_000n, 100_000n);
    await settledRound(t, d, '2026-03-01T12:01:00Z', 133n, 0n);
    await settledRound(t, d, '2026-03-02T09:00:00Z', 200_000n, 0n, 150_000n);
    const x = await createAccount(t, 0, tree.a, '/');
    await settledRound(t, x.id, '2026-03-02T09:01:00Z', 1000n, 300_000n);
  });
  afterAll(async () => t.close());

  it('pays the daily wage the next day down the chain, upline before downline', async () => {
    setClock(t, '2026-03-02T00:00:30Z');
    // Within the grace after midnight nothing is settled yet.
    expect(await runContractSettlement(t.ctx, 'DAILY_WAGE')).toMatchObject({ paid: 0, owed: 0 });

    setClock(t, '2026-03-02T00:01:01Z');
    expect(await runContractSettlement(t.ctx, 'DAILY_WAGE')).toEqual({ retried: 0, paid: 3, owed: 0 });
    // Day 1 team bet 1801.83 ≥ 1000: A 2 % of 180183 = 3603.66 → 3603; B 1.5 % → 2702.745 → 2702; C 0.5 % → 900.915 → 900.
    expect(await payoutsOf(tree.a.id, 'DAILY_WAGE')).toEqual([['2026-03-01T00:00', 3603n, 'PAID']]);
    expect(await payoutsOf(tree.b.id, 'DAILY_WAGE')).toEqual([['2026-03-01T00:00', 2702n, 'PAID']]);
    expect(await payoutsOf(tree.c.id, 'DAILY_WAGE')).toEqual([['2026-03-01T00:00', 900n, 'PAID']]);
    expect((await fundsOf(t.ctx.database.db, tree.b.id)).balance).toBe(2702n - 900n);

    setClock(t, '2026-03-03T00:05:00Z');
    await runContractSettlement(t.ctx, 'DAILY_WAGE');
    // Day 2: A's team bet 2010.00 with X, valid 1510.00 → 3020; B and C (without X) valid 1500.00 → 2250, 750.
    expect((await payoutsOf(tree.a.id, 'DAILY_WAGE')).map((row) => row[1])).toEqual([3603n, 3020n]);
    expect((await payoutsOf(tree.b.id, 'DAILY_WAGE')).map((row) => row[1])).toEqual([2702n, 2250n]);
    expect(await payoutsOf(tree.c.id, 'DAILY_WAGE')).toEqual([
      ['2026-03-01T00:00', 900n, 'PAID'],
      ['2026-03-02T00:00', 750n, 'PAID'],
    ]);
  });

  it('pays hourly salary per hour whose team bet reaches a tier', async () => {
    await runContractSettlement(t.ctx, 'HOURLY');
    // 10:00 bet 800.00 → A 0.5 % 400, B 0.3 % 240, C 0.1 % 80; 11:00 bet 0.50 below the tier; 12:00 bet 1001.33 → 500, 300, 100; day 2 09:00 valid 1510.00 (with X) → A 755, valid 1500.00 → B 450, C 150.
    expect(await payoutsOf(tree.a.id, 'HOURLY')).toEqual([
      ['2026-03-01T10:00', 400n, 'PAID'],
      ['2026-03-01T12:00', 500n, 'PAID'],
      ['2026-03-02T09:00', 755n, 'PAID'],
    ]);
    expect((await payoutsOf(tree.b.id, 'HOURLY')).map((row) => row[1])).toEqual([240n, 300n, 450n]);
    expect((await payoutsOf(tree.c.id, 'HOURLY')).map((row) => row[1])).toEqual([80n, 100n, 150n]);
  });

  it('pays real-time salary per 5-minute window: loss rate on lost rounds, profit rate otherwise, only rounds at the single-bet minimum', async () => {
    await runContractSettlement(t.ctx, 'REALTIME');
    // 10:00 window: 50000 lost, 30000 won. A (200 × 50000 + 100 × 30000) / 10000 = 1300; B 780; C 310.
    // 12:00 window: 100000 push + 133 lost. A 10026600 / 10000 → 1002; B 6015960 → 601; C 2006650 → 200. 11:30: 0.50 below the minimum.
    // Day 2 09:00: valid 150000 lost (B 1800, C 750); A also X's 1000 won: (200 × 150000 + 100 × 1000) / 10000 = 3010.
    expect(await payoutsOf(tree.a.id, 'REALTIME')).toEqual([
      ['2026-03-01T10:00', 1300n, 'PAID'],
      ['2026-03-01T12:00', 1002n, 'PAID'],
      ['2026-03-02T09:00', 3010n, 'PAID'],
    ]);
    expect((await payoutsOf(tree.b.id, 'REALTIME')).map((row) => row[1])).toEqual([780n, 601n, 1800n]);
    expect((await payoutsOf(tree.c.id, 'REALTIME')).map((row) => row[1])).toEqual([310n, 200n, 750n]);
  });

  it('pays dividends on the team net loss; what an upline cannot cover is owed, and paid, oldest first, once it is funded', async () => {
    const db = t.ctx.database.db;
    // Day 2: B's and C's teams lost 2000.00 → B 20 % = 40000, C 10 % = 20000. A's team (with X) won: A earns nothing.
    expect(await runContractSettlement(t.ctx, 'DIVIDEND')).toEqual({ retried: 0, paid: 0, owed: 2 });
    expect(await payoutsOf(tree.a.id, 'DIVIDEND')).toEqual([]);
    expect(await payoutsOf(tree.b.id, 'DIVIDEND')).toEqual([['2026-03-02T00:00', 40_000n, 'OWED']]);
    expect(await payoutsOf(tree.c.id, 'DIVIDEND')).toEqual([['2026-03-02T00:00', 20_000n, 'OWED']]);
    // A so far: in 6623 + 1655 + 5312, out to B 4952 + 990 + 3181.
    expect((await fundsOf(db, tree.a.id)).balance).toBe(13_590n - 9123n);
    expect(await runContractSettlement(t.ctx, 'DIVIDEND')).toEqual({ retried: 0, paid: 0, owed: 0 });

    const admin = await t.opsLogin('admin', 'admin1234');
    await ok(t, 'opsAdjustment', admin, {
      body: {
        requestId: 'fund-a-for-dividend',
        username: tree.a.username,
        direction: 'CREDIT',
        amount: '400.00',
        reason: 'funds arrive',
      },
    });
    // B's payout (older) is paid first, which lets B pay C's in the same pass.
    expect(await runContractSettlement(t.ctx, 'DIVIDEND')).toEqual({ retried: 2, paid: 0, owed: 0 });
    expect(await payoutsOf(tree.c.id, 'DIVIDEND')).toEqual([['2026-03-02T00:00', 20_000n, 'PAID']]);
    const [row] = await db
      .select()
      .from(contractPayouts)
      .where(and(eq(contractPayouts.payeeId, tree.b.id), eq(contractPayouts.kind, 'DIVIDEND')));
    expect(row).toMatchObject({
      status: 'PAID',
      base: 200_000n,
      rateBp: 2000,
      teamBet: 200_000n,
      teamValidBet: 150_000n,
      teamPayout: 0n,
      activeMembers: 1,
      payerId: tree.a.id,
    });
  });

  it('leaves each upline the difference of the rates, pays each period once, and keeps the ledger sound', async () => {
    const db = t.ctx.database.db;
    // A: from the platform 13590 and the 400.00 adjustment, to B 4952 + 990 + 3181 + 40000.
    expect((await fundsOf(db, tree.a.id)).balance).toBe(13_590n + 40_000n - 49_123n);
    // B: from A 49123, to C 1650 + 330 + 1260 + 20000.
    expect((await fundsOf(db, tree.b.id)).balance).toBe(49_123n - 23_240n);
    expect((await fundsOf(db, tree.c.id)).balance).toBe(23_240n);
    const before = await db.select().from(contractPayouts);
    for (const kind of KINDS) await runContractSettlement(t.ctx, kind);
    expect(await db.select().from(contractPayouts)).toHaveLength(before.length);
    await expectLedgerSound(db);
    const messages = await db
      .select()
      .from(memberMessages)
      .where(and(eq(memberMessages.memberId, tree.c.id), eq(memberMessages.kind, 'CONTRACT_PAYOUT')));
    expect(messages).toHaveLength(before.filter((row) => row.payeeId === tree.c.id).length);
    expect(messages[0].body).toContain(tree.b.username);
  });

  it('lists payouts as payee and payer with totals, and the income report by period', async () => {
    await relogin(t, [tree.b]);
    const received = await ok(t, 'contractPayouts', tree.b.token, { query: { role: 'PAYEE', kind: 'DAILY_WAGE' } });
    expect(received.list.map((row: { amount: string }) => row.amount)).toEqual(['22.50', '27.02']);
    expect(received.totals).toEqual({ amount: '49.52', paid: '49.52', owed: '0.00' });
    const paid = await ok(t, 'contractPayouts', tree.b.token, {
      query: { role: 'PAYER', from: '2026-03-02', to: '2026-03-02', pageSize: '2' },
    });
    expect(paid.totalCount).toBe(4);
    expect(paid.list).toHaveLength(2);
    expect(paid.totals.amount).toBe('216.50');
    expect(paid.list[0].payeeUsername).toBe(tree.c.username);
    const report = await ok(t, 'agentRevenueReport', tree.b.token, { query: { groupBy: 'DAY' } });
    expect(report.list).toEqual([
      {
        period: '2026-03-02',
        dividend: '400.00',
        dailyWage: '22.50',
        hourly: '4.50',
        realtime: '18.00',
        salary: '45.00',
        total: '445.00',
        owed: '0.00',
      },
      {
        period: '2026-03-01',
        dividend: '0.00',
        dailyWage: '27.02',
        hourly: '5.40',
        realtime: '13.81',
        salary: '46.23',
        total: '46.23',
        owed: '0.00',
      },
    ]);
    expect(report.totals.total).toBe('491.23');
    const monthly = await ok(t, 'agentRevenueReport', tree.b.token, { query: { groupBy: 'MONTH' } });
    expect(monthly.list).toEqual([expect.objectContaining({ period: '2026-03-01', total: '491.23' })]);
    // The payer's own income of another member is never in its list.
    const own = await ok(t, 'contractPayouts', tree.b.token, { query: { role: 'PAYEE' } });
    expect(own.list.every((row: { payeeUsername: string }) => row.payeeUsername === tree.b.username)).toBe(true);
    expect(
      await t.ctx.database.db
        .select()
        .from(contractPayouts)
        .where(inArray(contractPayouts.payeeId, [tree.d.id])),
    ).toEqual([]);
  });

  it("pays a weekly dividend by the tier the week's valid bet and active members reach, only for whole weeks of the contract", async () => {
    setClock(t, '2026-03-23T00:01:01Z');
    await runContractSettlement(t.ctx, 'DIVIDEND');
    // Sunday 03-01 is before the first whole week. Week of 03-02: bet 1200.00, paid 100.00, 2 active → 25 % of 110000 = 27500.
    // Week of 03-09: bet 300.00, 1 active → 10 % = 3000. Week of 03-16: the team won, nothing.
    expect(await payoutsOf(weekly.id, 'DIVIDEND')).toEqual([
      ['2026-03-02T00:00', 27_500n, 'PAID'],
      ['2026-03-09T00:00', 3000n, 'PAID'],
    ]);
    const [first] = await t.ctx.database.db
      .select()
      .from(contractPayouts)
      .where(and(eq(contractPayouts.payeeId, weekly.id), eq(contractPayouts.kind, 'DIVIDEND')))
      .orderBy(contractPayouts.periodStart);
    expect(first).toMatchObject({
      periodEnd: new Date('2026-03-09T00:00:00Z'),
      base: 110_000n,
      rateBp: 2500,
      teamValidBet: 120_000n,
      activeMembers: 2,
    });
    await expectLedgerSound(t.ctx.database.db);
  });
});
