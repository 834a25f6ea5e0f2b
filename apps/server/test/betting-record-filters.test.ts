import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, games } from '../src/db/schema/games.ts';
import { members } from '../src/db/schema/members.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';

describe.each(TEST_DATABASES)('betting record status filter on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    token = await t.login('player01', 'player1234');
    const db = t.ctx.database.db;
    const [member] = await db.select({ id: members.id }).from(members).where(eq(members.username, 'player01'));
    const [game] = await db
      .select({ id: games.id, vendorCode: games.vendorCode })
      .from(games)
      .where(eq(games.gameCode, 'LUCKY_DRAGON'));
    const round = (roundRef: string, status: 'OPEN' | 'SETTLED' | 'REFUNDED', bet: bigint, win: bigint) => ({
      memberId: member!.id,
      gameId: game!.id,
      vendorCode: game!.vendorCode,
      roundRef,
      status,
      bet,
      win,
      validBet: status === 'SETTLED' ? bet : 0n,
      createdAt: t.clock.now,
      settledAt: status === 'OPEN' ? null : t.clock.now,
    });
    await db
      .insert(gameRounds)
      .values([
        round('F1', 'SETTLED', 500n, 1200n),
        round('F2', 'SETTLED', 300n, 0n),
        round('F3', 'OPEN', 200n, 0n),
        round('F4', 'REFUNDED', 100n, 0n),
      ]);
  });
  afterAll(async () => t.close());

  const records = (query: Record<string, string>) => t.call('bettingRecords', { token, query });

  it('filters the list and its totals by round status', async () => {
    const all = (await records({})).json().value;
    expect(all.totalCount).toBe(4);
    const settled = (await records({ status: 'SETTLED' })).json().value;
    expect(settled.list.map((row: { roundRef: string }) => row.roundRef).sort()).toEqual(['F1', 'F2']);
    expect(settled.totals).toEqual({ bet: '8.00', validBet: '8.00', payout: '12.00', winLoss: '4.00', rounds: 2 });
    expect(
      (await records({ status: 'OPEN' })).json().value.list.map((row: { roundRef: string }) => row.roundRef),
    ).toEqual(['F3']);
    const refunded = (await records({ status: 'REFUNDED' })).json().value;
    expect(refunded).toMatchObject({ totalCount: 1, totals: { rounds: 0, bet: '0.00' } });
    expect((await records({ status: 'LOST' })).statusCode).toBe(400);
  });
});
