import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTransaction } from '../src/db/client.ts';
import { gameRounds, games } from '../src/db/schema/games.ts';
import { members } from '../src/db/schema/members.ts';
import { refreshReportRollups } from '../src/modules/reports/report-rollups.ts';
import { ensureMemberWallet, houseAccountId, postTransfer } from '../src/modules/wallet/ledger.service.ts';
import { expectLedgerSound } from './ledger-helpers.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';

type Row = { key: string; label: string; rounds: number; bet: string; payout: string; ggr: string; ngr: string | null };

/** Minor units of a decimal string of the demo currency (scale 2). */
const cents = (text: string) => Math.round(Number(text) * 100);

describe.each(TEST_DATABASES)('the desk reports on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let day: string;
  let yesterday: string;
  const ids: Record<string, number> = {};

  const report = async (name: Parameters<TestApp['call']>[0], query: Record<string, string> = {}) => {
    const response = await t.call(name, { token: admin, query });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value;
  };
  const gaming = async (by: string, from = yesterday, to = day) =>
    (await report('opsReportGaming', { from, to, by })) as { rows: Row[]; totals: Omit<Row, 'key' | 'label'> };
  const refresh = () => refreshReportRollups(t.ctx, { settled: true });

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.opsLogin('admin', 'admin1234');
    day = t.clock.now.toISOString().slice(0, 10);
    yesterday = new Date(t.clock.now.getTime() - 86_400_000).toISOString().slice(0, 10);
    const db = t.ctx.database.db;
    for (const username of ['player01', 'player02', 'demo', 'agent01'])
      ids[username] = (await db.select({ id: members.id }).from(members).where(eq(members.username, username)))[0]!.id;
    // Two games of a vendor of their own, so the vendor and game rows hold these rounds and nothing else.
    const inserted = await db
      .insert(games)
      .values(
        ['RPT_SLOT', 'RPT_LIVE'].map((gameCode, index) => ({
          vendorCode: 'RPTV',
          gameCode,
          category: index === 0 ? ('RNG' as const) : ('LIVE' as const),
          names: { EN: gameCode === 'RPT_SLOT' ? 'Report Slot' : 'Report Table' },
          iconPath: '/x.png',
          minBet: 100n,
        })),
      )
      .returning({ id: games.id, gameCode: games.gameCode });
    for (const game of inserted) ids[game.gameCode] = game.id;
  });
  afterAll(async () => {
    await expectLedgerSound(t.ctx.database.db);
    await t.close();
  });

  const settled = (input: { ref: string; member: string; game: string; bet: bigint; win: bigint; at: Date }) => ({
    memberId: ids[input.member]!,
    gameId: ids[input.game]!,
    vendorCode: 'RPTV',
    roundRef: `report-${input.ref}`,
    bet: input.bet,
    win: input.win,
    validBet: input.bet,
    status: 'SETTLED' as const,
    settledAt: input.at,
  });

  it('adds up GGR and NGR of seeded rounds and bonuses by day, product, vendor, game and agent', async () => {
    await refresh();
    const before = { day: await gaming('day'), product: await gaming('product'), agent: await gaming('agent') };
    const now = t.clock.now;
    const earlier = new Date(now.getTime() - 86_400_000);
    const db = t.ctx.database.db;
    await db.insert(gameRounds).values([
      settled({ ref: 'a', member: 'player01', game: 'RPT_SLOT', bet: 1_000n, win: 0n, at: now }),
      settled({ ref: 'b', member: 'player01', game: 'RPT_SLOT', bet: 500n, win: 1_750n, at: now }),
      settled({ ref: 'c', member: 'player02', game: 'RPT_LIVE', bet: 2_000n, win: 1_900n, at: now }),
      settled({ ref: 'd', member: 'demo', game: 'RPT_LIVE', bet: 3_000n, win: 0n, at: earlier }),
      // A refunded round never counts.
      { ...settled({ ref: 'e', member: 'demo', game: 'RPT_SLOT', bet: 9_999n, win: 0n, at: now }), status: 'REFUNDED' },
    ]);
    // A bonus of 12.34 to player01 of which 2.00 is taken back: 10.34 of bonus cost today, in agent01's team.
    await runTransaction(db, async (tx) => {
      const bonuses = await houseAccountId(tx, 'HOUSE_BONUSES', 'USD');
      const wallet = await ensureMemberWallet(tx, ids.player01!, 'USD');
      await postTransfer(tx, {
        idempotencyKey: 'report-bonus-1',
        kind: 'BONUS_PROMOTION',
        amount: 1_234n,
        debitAccountId: bonuses,
        creditAccountId: wallet,
      });
      await postTransfer(tx, {
        idempotencyKey: 'report-bonus-2',
        kind: 'BONUS_FORFEIT',
        amount: 200n,
        debitAccountId: wallet,
        creditAccountId: bonuses,
      });
    });
    await refresh();

    // By hand, in cents. Today: bet 1000 + 500 + 2000 = 3500, paid 0 + 1750 + 1900 = 3650, GGR −150, NGR −150 − 1034.
    const dayRows = (await gaming('day')).rows;
    const delta = (rows: Row[], previous: Row[], key: string, field: 'bet' | 'payout' | 'ggr' | 'ngr' | 'rounds') => {
      const now = rows.find((row) => row.key === key);
      const then = previous.find((row) => row.key === key);
      const value = (row: Row | undefined) => (row ? (field === 'rounds' ? row.rounds : cents(row[field] ?? '0')) : 0);
      return value(now) - value(then);
    };
    expect(delta(dayRows, before.day.rows, day, 'bet')).toBe(3_500);
    expect(delta(dayRows, before.day.rows, day, 'payout')).toBe(3_650);
    expect(delta(dayRows, before.day.rows, day, 'ggr')).toBe(-150);
    expect(delta(dayRows, before.day.rows, day, 'ngr')).toBe(-150 - 1_034);
    expect(delta(dayRows, before.day.rows, yesterday, 'ggr')).toBe(3_000);
    expect(delta(dayRows, before.day.rows, day, 'rounds')).toBe(3);

    const vendor = (await gaming('vendor')).rows.find((row) => row.key === 'RPTV');
    expect(vendor).toMatchObject({ rounds: 4, bet: '65.00', payout: '36.50', ggr: '28.50', ngr: null });
    const gameRows = (await gaming('game')).rows;
    expect(gameRows.find((row) => row.key === String(ids.RPT_SLOT))).toMatchObject({
      label: 'Report Slot · RPTV',
      bet: '15.00',
      payout: '17.50',
      ggr: '-2.50',
    });
    expect(gameRows.find((row) => row.key === String(ids.RPT_LIVE))).toMatchObject({ bet: '50.00', ggr: '31.00' });

    const product = (await gaming('product')).rows;
    expect(delta(product, before.product.rows, 'RNG', 'ggr')).toBe(-250);
    expect(delta(product, before.product.rows, 'LIVE', 'ggr')).toBe(3_100);

    // agent01's team is player01 and player02 (demo has no upline): GGR −150, its bonus 10.34.
    const agents = (await gaming('agent')).rows;
    expect(delta(agents, before.agent.rows, String(ids.agent01), 'ggr')).toBe(-150);
    expect(delta(agents, before.agent.rows, String(ids.agent01), 'ngr')).toBe(-150 - 1_034);
    const totals = (await gaming('vendor')).totals;
    const vendorRows = (await gaming('vendor')).rows;
    expect(cents(totals.ggr)).toBe(vendorRows.reduce((sum, row) => sum + cents(row.ggr), 0));
  });

  it('reports the bonus cost per kind and a dashboard of today', async () => {
    const bonus = await report('opsReportBonus', { from: day, to: day });
    const kinds = Object.fromEntries(bonus.kinds.map((row: { kind: string; net: string }) => [row.kind, row.net]));
    expect(kinds.BONUS_FORFEIT).toBe('-2.00');
    expect(cents(kinds.BONUS_PROMOTION)).toBeGreaterThanOrEqual(1_234);
    const dashboard = await report('opsReportDashboard');
    expect(dashboard.day).toBe(day);
    expect(cents(dashboard.ngr)).toBe(cents(dashboard.ggr) - cents(dashboard.bonusCost));
    expect(dashboard.activePlayers).toBeGreaterThanOrEqual(2);
    expect(dashboard.readFrom.source).toBe('primary');
  });

  it('reconciles a credited deposit with the ledger', async () => {
    const member = await t.login('player02', 'player1234');
    await refresh();
    const before = await report('opsReconciliation', { day });
    const created = await t.call('depositCreate', {
      token: member,
      body: { requestId: 'report-deposit-1', methodCode: 'BANK_TRANSFER', amount: '150.50', reference: 'R-1' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const approved = await t.call('opsDepositApprove', {
      token: admin,
      body: { orderNo: created.json().value.orderNo },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await refresh();
    const after = await report('opsReconciliation', { day });
    const check = (value: typeof after, name: string) =>
      value.checks.find((row: { check: string }) => row.check === name) as { records: string; ledger: string };
    expect(cents(check(after, 'DEPOSITS').records) - cents(check(before, 'DEPOSITS').records)).toBe(15_050);
    expect(cents(check(after, 'DEPOSITS').ledger) - cents(check(before, 'DEPOSITS').ledger)).toBe(15_050);
    const deposits = after.accounts.find((row: { account: string }) => row.account === 'HOUSE_DEPOSITS');
    expect(deposits.kinds.map((row: { kind: string }) => row.kind)).toContain('DEPOSIT');
    const money = await report('opsReportMoney', { from: day, to: day });
    expect(cents(money.days[0].deposits)).toBeGreaterThanOrEqual(15_050);
    const players = await report('opsReportPlayers', { from: yesterday, to: day });
    expect(players.days).toHaveLength(2);
    expect(players.cohorts[1].day1).toBeNull();
  });

  it('counts each transfer once however often the roll-up runs', async () => {
    await refresh();
    const figures = async () => {
      const { rolledUpAt, ...rest } = await report('opsReconciliation', { day });
      expect(rolledUpAt).not.toBeNull();
      return rest;
    };
    const once = await figures();
    await Promise.all([refresh(), refresh()]);
    expect(await figures()).toEqual(once);
  });

  it('refuses a bad range and other roles', async () => {
    const bad = await t.call('opsReportGaming', { token: admin, query: { from: day, to: yesterday } });
    expect(bad.statusCode).toBe(400);
    const long = await t.call('opsReportMoney', { token: admin, query: { from: '2020-01-01', to: '2021-01-01' } });
    expect(long.statusCode).toBe(400);
    expect((await t.call('opsReconciliation', { token: admin, query: { day: '2026-02-30' } })).statusCode).toBe(400);
    expect((await t.call('opsReportDashboard')).statusCode).toBe(401);
  });
});
