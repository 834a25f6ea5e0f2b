import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberBetDays, memberBetHours, teamBetDays } from '../src/db/schema/bet-stats.ts';
import { gameRounds, games } from '../src/db/schema/games.ts';
import { members } from '../src/db/schema/members.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';

describe.each(TEST_DATABASES)('settled-round roll-ups on %s', (kind) => {
  let t: TestApp;
  let memberId: number;
  let agentId: number;
  let slot: { id: number };
  let live: { id: number };
  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.ctx.database.db;
    [{ id: memberId }] = await db.select({ id: members.id }).from(members).where(eq(members.username, 'player02'));
    [{ id: agentId }] = await db.select({ id: members.id }).from(members).where(eq(members.username, 'agent01'));
    const catalogue = await db.select({ id: games.id, category: games.category }).from(games);
    slot = catalogue.find((game) => game.category === 'RNG')!;
    live = catalogue.find((game) => game.category === 'LIVE')!;
  });
  afterAll(async () => t.close());

  const round = (
    ref: string,
    gameId: number,
    bet: bigint,
    win: bigint,
    status: 'OPEN' | 'SETTLED' | 'REFUNDED',
    settledAt: string | null,
  ) => ({
    memberId,
    gameId,
    vendorCode: 'HOUSE',
    roundRef: `rollup-${ref}`,
    bet,
    win,
    validBet: status === 'SETTLED' ? bet : 0n,
    status,
    settledAt: settledAt ? new Date(settledAt) : null,
  });

  it('counts a round once when it settles, by UTC day and hour, for the member and its agents, never a refunded one', async () => {
    const db = t.ctx.database.db;
    await db
      .insert(gameRounds)
      .values([
        round('a', slot.id, 500n, 0n, 'SETTLED', '2026-03-01T23:10:00Z'),
        round('b', slot.id, 300n, 900n, 'SETTLED', '2026-03-01T23:59:59Z'),
        round('c', live.id, 1000n, 1950n, 'SETTLED', '2026-03-02T00:00:00Z'),
        round('d', slot.id, 700n, 0n, 'REFUNDED', '2026-03-01T23:30:00Z'),
      ]);
    const [open] = await db
      .insert(gameRounds)
      .values(round('e', slot.id, 200n, 0n, 'OPEN', null))
      .returning();
    // Settling an open round counts it; touching it again afterwards does not count it twice.
    await db
      .update(gameRounds)
      .set({ status: 'SETTLED', win: 400n, validBet: 200n, settledAt: new Date('2026-03-01T22:05:00Z') })
      .where(eq(gameRounds.id, open.id));
    await db.update(gameRounds).set({ status: 'SETTLED' }).where(eq(gameRounds.id, open.id));

    const days = await db.select().from(memberBetDays).where(eq(memberBetDays.memberId, memberId));
    expect(days.sort((a, b) => a.day.localeCompare(b.day))).toEqual([
      { memberId, day: '2026-03-01', rounds: 3, bet: 1000n, validBet: 1000n, payout: 1300n },
      { memberId, day: '2026-03-02', rounds: 1, bet: 1000n, validBet: 1000n, payout: 1950n },
    ]);
    const team = await db.select().from(teamBetDays).where(eq(teamBetDays.agentId, agentId));
    expect(team.sort((a, b) => a.day.localeCompare(b.day))).toEqual([
      { agentId, day: '2026-03-01', activeMembers: 1, rounds: 3, bet: 1000n, validBet: 1000n, payout: 1300n },
      { agentId, day: '2026-03-02', activeMembers: 1, rounds: 1, bet: 1000n, validBet: 1000n, payout: 1950n },
    ]);
    // The member itself is no agent of anyone: it has no team row.
    expect(await db.select().from(teamBetDays).where(eq(teamBetDays.agentId, memberId))).toEqual([]);
    const hours = await db.select().from(memberBetHours).where(eq(memberBetHours.memberId, memberId));
    expect(hours.map((row) => [row.hour.toISOString(), row.rounds, row.bet]).sort()).toEqual([
      ['2026-03-01T22:00:00.000Z', 1, 200n],
      ['2026-03-01T23:00:00.000Z', 2, 800n],
      ['2026-03-02T00:00:00.000Z', 1, 1000n],
    ]);
  });
});
