import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, games } from '../src/db/schema/games.ts';
import { gameVendors } from '../src/db/schema/merchant.ts';
import { recoverOpenRounds } from '../src/modules/house-games/house-recovery.ts';
import { expectLedgerSound } from './ledger-helpers.ts';
import { createPlayer } from './mission-helpers.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';
import { houseGameIds, sitAtHouseGame } from './house-games-helpers.ts';

describe.each(TEST_DATABASES)('in-house game recovery on %s', (kind) => {
  let t: TestApp;
  let gameIds: Record<string, number>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    gameIds = await houseGameIds(t);
  });
  afterAll(async () => {
    await expectLedgerSound(t.ctx.database.db);
    await t.close();
  });

  const sit = (token: string, code: string) => sitAtHouseGame(t, gameIds, token, code);

  it('settles or refunds rounds a crash interrupted', async () => {
    const token = await t.login('player02', 'player1234');
    const api = await sit(token, 'GOLD_RUSH_777');
    const played = (await api('POST', 'play', { bet: '1.00' })).json().value;
    const db = t.ctx.database.db;
    // A crash after the debit, before the outcome: refunded.
    const [member] = await db
      .select({ memberId: gameRounds.memberId, gameId: gameRounds.gameId })
      .from(gameRounds)
      .where(eq(gameRounds.id, played.round.roundId));
    const { seamlessDebit } = await import('../src/modules/seamless/seamless.service.ts');
    const currency = { code: 'USD', scale: 2 };
    const before = (await api('GET', 'state')).json().value.balance;
    const [lost] = await db
      .insert(gameRounds)
      .values({
        ...member!,
        vendorCode: 'HOUSE_SLOTS',
        roundRef: 'Hcrash1',
        bet: 500n,
        status: 'OPEN',
        outcome: { request: { bet: '500' }, result: null },
        createdAt: new Date(t.clock.now.getTime() - 60_000),
      })
      .returning();
    await seamlessDebit(
      t.ctx,
      'HOUSE_SLOTS',
      {
        player: 'player02',
        transactionId: 'Hcrash1:bet',
        roundId: 'Hcrash1',
        gameCode: 'GOLD_RUSH_777',
        amount: '5.00',
      },
      currency,
    );
    // A crash after the outcome was logged, before the credit: settled with its win.
    await db.insert(gameRounds).values({
      ...member!,
      vendorCode: 'HOUSE_SLOTS',
      roundRef: 'Hcrash2',
      bet: 100n,
      win: 300n,
      status: 'OPEN',
      outcome: { request: { bet: '100' }, result: { totalWin: '300' } },
      createdAt: new Date(t.clock.now.getTime() - 60_000),
    });
    await seamlessDebit(
      t.ctx,
      'HOUSE_SLOTS',
      {
        player: 'player02',
        transactionId: 'Hcrash2:bet',
        roundId: 'Hcrash2',
        gameCode: 'GOLD_RUSH_777',
        amount: '1.00',
      },
      currency,
    );
    // Never debited at all: refunding it cancels the debit id so a late debit cannot land.
    await db.insert(gameRounds).values({
      ...member!,
      vendorCode: 'HOUSE_SLOTS',
      roundRef: 'Hcrash3',
      bet: 100n,
      status: 'OPEN',
      outcome: { request: { bet: '100' }, result: null },
      createdAt: new Date(t.clock.now.getTime() - 60_000),
    });

    expect(await recoverOpenRounds(t.ctx)).toEqual({ settled: 1, refunded: 2 });
    expect(await recoverOpenRounds(t.ctx)).toEqual({ settled: 0, refunded: 0 });
    const [row] = await db.select().from(gameRounds).where(eq(gameRounds.id, lost!.id));
    expect(row!.status).toBe('REFUNDED');
    const after = (await api('GET', 'state')).json().value.balance;
    expect(Number(after) - Number(before)).toBeCloseTo(2, 5);
    const late = await seamlessDebit(
      t.ctx,
      'HOUSE_SLOTS',
      {
        player: 'player02',
        transactionId: 'Hcrash3:bet',
        roundId: 'Hcrash3',
        gameCode: 'GOLD_RUSH_777',
        amount: '1.00',
      },
      currency,
    );
    expect(late.answer.code).toBe('seamless.transaction.cancelled');
  });

  it('leaves the open rounds of external vendors to their vendor: recovery settles and refunds house rounds only', async () => {
    const db = t.ctx.database.db;
    const member = { memberId: (await createPlayer(t, 0n)).id };
    await db
      .insert(gameVendors)
      .values({ code: 'SLOW_TABLES', displayName: 'Slow tables', category: 'LIVE', walletSecret: 'slow-secret' });
    const [table] = await db
      .insert(games)
      .values({
        vendorCode: 'SLOW_TABLES',
        gameCode: 'SLOW1',
        category: 'LIVE',
        names: { EN: 'Slow table' },
        iconPath: '/x.svg',
        minBet: 1n,
      })
      .returning();
    // A live table's round may stay open for minutes; only its vendor's credit or rollback ends it.
    const [open] = await db
      .insert(gameRounds)
      .values({
        memberId: member.memberId,
        gameId: table!.id,
        vendorCode: 'SLOW_TABLES',
        roundRef: 'slow-1',
        bet: 100n,
        status: 'OPEN',
        createdAt: new Date(t.clock.now.getTime() - 10 * 60_000),
      })
      .returning();
    expect(await recoverOpenRounds(t.ctx)).toEqual({ settled: 0, refunded: 0 });
    const [row] = await db.select().from(gameRounds).where(eq(gameRounds.id, open!.id));
    expect(row!.status).toBe('OPEN');
  });
});
