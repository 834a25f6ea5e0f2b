import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds } from '../../src/db/schema/games.ts';
import { members } from '../../src/db/schema/members.ts';
import { pvpHandPlayers } from '../../src/db/schema/pvp.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test-app.ts';
import { authedClient, checkDown, dealNextHand, requestId, roomsFor, toMinor, type TableClient } from './pvp-kit.ts';

/** Two members who logged in from one address with one browser; a third from elsewhere who never plays with them. */
const SHARED = { ip: '10.77.0.1', headers: { 'user-agent': 'Shared Browser 1.0' } };

describe.each(TEST_DATABASES)('the PVP desk: live tables, hands and reports on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let clients: TableClient[];
  let tableId: number;
  const handIds: string[] = [];
  let day: string;

  const login = async (username: string, password: string, from: { ip: string; headers: Record<string, string> }) => {
    const response = await t.call('sessionLogin', { body: { type: 'username', username, password }, ...from });
    return response.json().value.token as string;
  };
  const desk = async (name: Parameters<TestApp['call']>[0], query: Record<string, string> = {}) => {
    const response = await t.call(name, { token: admin, query });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.opsLogin('admin', 'admin1234');
    const tokens = [await login('demo', 'demo1234', SHARED), await login('player01', 'player1234', SHARED)];
    await login('player02', 'player1234', { ip: '10.77.0.9', headers: { 'user-agent': 'Other Browser 2.0' } });
    clients = [await authedClient(t, tokens[0]!), await authedClient(t, tokens[1]!)];
    tableId = (await roomsFor(t)).find((room) => room.stakeLevel === 'NL100')!.roomId;
    for (const [index, client] of clients.entries()) {
      client.send({ type: 'sit', tableId, seatNo: index * 3, buyIn: '50.00', requestId: requestId('sit') });
      await client.waitFor('ok');
    }
    // Two hands played to showdown by the service itself: the reports must add up to what they settled.
    for (let hand = 0; hand < 2; hand += 1) {
      await dealNextHand(t);
      await clients[0]!.waitFor('hand.started');
      handIds.push((await checkDown(tableId, clients)).result.handId);
    }
    day = t.clock.now.toISOString().slice(0, 10);
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await t.close();
  });

  const partsOf = async () =>
    t.ctx.database.db.select().from(pvpHandPlayers).where(inArray(pvpHandPlayers.handId, handIds));
  const idOf = async (username: string) =>
    (await t.ctx.database.db.select().from(members).where(eq(members.username, username)))[0]!.id;

  it('shows the live table: its seats with accounts, chips and states, and the hands and rake of today', async () => {
    const parts = await partsOf();
    const rake = parts.reduce((sum, part) => sum + part.rake, 0n);
    const live = await desk('opsPvpLiveTables');
    expect(live.day).toBe(day);
    const table = live.list.find((row: { tableId: number }) => row.tableId === tableId);
    expect(table).toMatchObject({ playersSeated: 2, handsToday: 2, rakeToday: (Number(rake) / 100).toFixed(2) });
    expect(table.ownerInstance).toBe(t.ctx.pvp.instance);
    const seats = table.seatList.map((seat: { username: string; seatNo: number; state: string }) => [
      seat.seatNo,
      seat.username,
      seat.state,
    ]);
    expect(seats).toEqual([
      [0, 'demo', 'SITTING'],
      [3, 'player01', 'SITTING'],
    ]);
    const chips = table.seatList.reduce((sum: number, seat: { chips: string }) => sum + toMinor(seat.chips), 0);
    expect(chips).toBe(10_000 - Number(rake));
    expect(table.chipsOnTable).toBe((chips / 100).toFixed(2));
  });

  it("finds a member's hands by account or nickname, a hand by id, and the hands of a pair", async () => {
    const byAccount = await desk('opsPvpHands', { member: 'DEMO' });
    expect(byAccount.totalCount).toBe(2);
    expect(byAccount.list.map((row: { handId: string }) => row.handId).sort()).toEqual([...handIds].sort());
    const parts = await partsOf();
    const demoId = await idOf('demo');
    for (const row of byAccount.list) {
      const part = parts.find((entry) => entry.handId === row.handId && entry.memberId === demoId)!;
      expect(row.member).toMatchObject({ seatNo: 0, net: (Number(part.net) / 100).toFixed(2) });
      expect(row).toMatchObject({ tableId, status: 'ENDED', players: 2, stakeLevel: 'NL100' });
    }
    expect((await desk('opsPvpHands', { handId: handIds[0]! })).list).toHaveLength(1);
    expect((await desk('opsPvpHands', { member: 'demo', withMember: 'player01' })).totalCount).toBe(2);
    expect((await desk('opsPvpHands', { member: 'player02' })).totalCount).toBe(0);
    const ghost = await t.call('opsPvpHands', { token: admin, query: { member: 'ghost' } });
    expect([ghost.statusCode, ghost.json().code]).toEqual([404, 'member.not.found']);
    const bad = await t.call('opsPvpHands', { token: admin, query: { handId: 'not-a-hand' } });
    expect(bad.statusCode).toBe(400);
  });

  it("shows a hand's players with their accounts and rake shares, and the reveal verified", async () => {
    const detail = await desk('opsPvpHandDetail', { handId: handIds[0]! });
    expect(detail.verified).toBe(true);
    expect(detail.verifyFailure).toBeNull();
    expect(detail.result.reveal.deck).toHaveLength(104);
    expect(detail.players.map((player: { username: string }) => player.username)).toEqual(['demo', 'player01']);
    const shares = detail.players.reduce((sum: number, player: { rake: string }) => sum + toMinor(player.rake), 0);
    expect(shares).toBe(toMinor(detail.result.rake));
    expect(detail.hand).toMatchObject({ handId: handIds[0], pot: '2.00', rake: detail.result.rake });
    const missing = await t.call('opsPvpHandDetail', { token: admin, query: { handId: `${tableId}-999999` } });
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'pvp.hand.not.found']);
  });

  it('reports the rake by day and by top-level agent, adding up to the hands played', async () => {
    const parts = await partsOf();
    const rakeOf = (memberId: number) =>
      parts.filter((part) => part.memberId === memberId).reduce((sum, part) => sum + Number(part.rake), 0);
    const [demoId, playerId, agentId] = [await idOf('demo'), await idOf('player01'), await idOf('agent01')];
    const total = rakeOf(demoId) + rakeOf(playerId);
    const report = await desk('opsPvpRakeReport', { from: day, to: day });
    expect(report.totals).toEqual({ hands: 2, players: 2, rake: (total / 100).toFixed(2) });
    // The same money the round log carries for the agent reports and commissions: each member's rake share.
    const rounds = await t.ctx.database.db
      .select()
      .from(gameRounds)
      .where(
        inArray(
          gameRounds.roundRef,
          parts.map((part) => `${part.handId}:${part.seatNo}`),
        ),
      );
    expect(rounds.reduce((sum, round) => sum + Number(round.validBet), 0)).toBe(total);
    expect(report.days).toEqual([{ day, hands: 2, players: 2, rake: (total / 100).toFixed(2) }]);
    const agents = Object.fromEntries(
      report.agents.map((row: { agentUsername: string | null }) => [row.agentUsername ?? 'none', row]),
    );
    // demo has no upline (the house's own member); player01 is under agent01.
    expect(agents.none).toMatchObject({ agentId: null, hands: 2, players: 1, rake: (rakeOf(demoId) / 100).toFixed(2) });
    expect(agents.agent01).toMatchObject({ agentId, hands: 2, players: 1, rake: (rakeOf(playerId) / 100).toFixed(2) });

    const week = await desk('opsPvpRakeReport', { from: shiftDay(day, -6), to: day });
    expect(week.days).toHaveLength(7);
    expect(week.days.slice(0, 6).every((row: { hands: number }) => row.hands === 0)).toBe(true);
    expect(week.totals).toEqual(report.totals);
    const before = await desk('opsPvpRakeReport', { from: shiftDay(day, -3), to: shiftDay(day, -1) });
    expect(before.totals).toEqual({ hands: 0, players: 0, rake: '0.00' });

    const ranges: Record<string, string>[] = [
      { from: day, to: shiftDay(day, -1) },
      { from: '2026-02-30', to: '2026-03-01' },
      { from: shiftDay(day, -100), to: day },
      { from: day },
    ];
    for (const query of ranges) {
      const response = await t.call('opsPvpRakeReport', { token: admin, query });
      expect([response.statusCode, response.json().code]).toEqual([400, 'request.invalid']);
    }
  });

  it('hints at the pair who share hands and a login address and browser, with the chips between them', async () => {
    const parts = await partsOf();
    const [demoId, playerId] = [await idOf('demo'), await idOf('player01')];
    // a is the lower member id; the flow is what went from a to b in the hands where one lost and the other won.
    const [aId, bId] = demoId < playerId ? [demoId, playerId] : [playerId, demoId];
    const flow = handIds.reduce((sum, handId) => {
      const netOf = (id: number) => Number(parts.find((p) => p.handId === handId && p.memberId === id)!.net);
      const [a, b] = [netOf(aId), netOf(bId)];
      if (a < 0 && b > 0) return sum + Math.min(-a, b);
      if (a > 0 && b < 0) return sum - Math.min(a, -b);
      return sum;
    }, 0);
    const hints = await desk('opsPvpCollusion', { from: day, to: day, minHands: '2' });
    expect(hints.list).toEqual([
      {
        a: expect.objectContaining({ memberId: aId }),
        b: expect.objectContaining({ memberId: bId }),
        sharedHands: 2,
        sharedTables: 1,
        sharedIps: [SHARED.ip],
        sharedDevices: 1,
        chipFlow: (flow / 100).toFixed(2),
        score: 4,
      },
    ]);
    expect((await desk('opsPvpCollusion', { from: day, to: day, minHands: '3' })).list).toEqual([]);
    const bad = await t.call('opsPvpCollusion', { token: admin, query: { from: day, to: day, minHands: '0' } });
    expect(bad.statusCode).toBe(400);
  });
});

function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
