import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReportFigures } from './agent-reports-fixture.ts';
import type { Tree } from './agent-tree.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';

/* Figures over the agent tree and the report fixture (agent-reports-fixture.ts), computed by hand there. */
describe.each(TEST_DATABASES)('agent team betting and downline lists on %s', (kind) => {
  let t: TestApp;
  let tree: Tree;
  beforeAll(async () => {
    t = await createTestApp(kind);
    tree = await seedReportFigures(t);
  });
  afterAll(async () => t.close());

  it('lists the rounds of the team with filters and totals of the filter', async () => {
    const call = async (query: Record<string, string>, token = tree.tokens.agent01) => {
      const answer = await t.call('agentTeamBetting', { token, query });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().value;
    };
    const today = await call({});
    // By default today (UTC) up to now: the open and refunded rounds of player02 included, yesterday's not.
    expect(today.totalCount).toBe(5);
    expect(today.list[0]).toMatchObject({ username: 'player02', status: 'OPEN', bet: '1.00' });
    expect(today.list.map((row: { username: string }) => row.username)).not.toContain('rivalkid');
    // Totals leave out the refunded round but count the open one's stake.
    expect(today.totals).toEqual({ rounds: 4, bet: '38.00', validBet: '37.00', payout: '32.00', winLoss: '-6.00' });
    const week = await call({ from: '2026-03-12', to: '2026-03-18' });
    expect(week).toMatchObject({
      totalCount: 7,
      totals: { rounds: 6, bet: '83.00', validBet: '82.00', payout: '47.00', winLoss: '-36.00' },
    });
    const month = await call({ from: '2026-02-20', to: '2026-03-18', username: 'deeper01' });
    expect(month.list.map((row: { bet: string }) => row.bet)).toEqual(['40.00', '1.00']);
    expect(
      (await call({ gameType: 'LIVE' })).list.map((row: { username: string; gameType: string }) => [
        row.username,
        row.gameType,
      ]),
    ).toEqual([['deep01', 'LIVE']]);
    expect((await call({ status: 'REFUNDED' })).list).toMatchObject([{ username: 'player02', winLoss: '0.00' }]);
    const paged = await call({ pageSize: '2', pageNo: '2' });
    expect(paged).toMatchObject({ totalCount: 5, totalPages: 3, pageNo: 2 });
    expect(paged.list).toHaveLength(2);
    expect(
      (await call({ from: '2026-03-12' }, tree.tokens.sub02)).list.map((row: { username: string }) => row.username),
    ).toEqual(['deeper01']);
    expect((await call({}, tree.tokens.sub02)).list).toEqual([]);
    const tooLong = await t.call('agentTeamBetting', {
      token: tree.tokens.agent01,
      query: { from: '2026-02-01', to: '2026-03-18' },
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('lists the downline, direct or at every level, with balance, level, contract states and search', async () => {
    const contract = (
      username: string,
      kind: string,
      status: string,
      terms: unknown,
      terminationBy: string | null = null,
    ) =>
      t.ctx.database.db.execute(sql`
      insert into agent_contracts (kind, payee_id, payer_id, status, terms, offered_at, termination_requested_by)
      values (${kind}, ${tree.ids[username]}, ${tree.ids.agent01}, ${status}, ${JSON.stringify(terms)}::jsonb, now(), ${terminationBy})`);
    await contract(
      'sub01',
      'DAILY_WAGE',
      'ACTIVE',
      {
        kind: 'DAILY_WAGE',
        tiers: [
          { minBet: '100000', rateBp: 100 },
          { minBet: '500000', rateBp: 150 },
        ],
      },
      'PAYEE',
    );
    await contract('sub01', 'REALTIME', 'OFFERED', {
      kind: 'REALTIME',
      profitRateBp: 30,
      lossRateBp: 50,
      minSingleBet: '100',
    });
    await contract('player01', 'HOURLY', 'TERMINATED', { kind: 'HOURLY', tiers: [{ minBet: '100', rateBp: 10 }] });
    const call = async (query: Record<string, string>, token = tree.tokens.agent01) => {
      const answer = await t.call('agentDownlineList', { token, query });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().value;
    };
    const all = await call({ scope: 'ALL' });
    expect(all.totalCount).toBe(6);
    // Newest registration first.
    expect(all.list.map((row: { username: string; level: number }) => [row.username, row.level])).toEqual([
      ['deeper01', 3],
      ['sub02', 2],
      ['deep01', 2],
      ['sub01', 1],
      ['player01', 1],
      ['player02', 1],
    ]);
    const sub01 = all.list.find((row: { username: string }) => row.username === 'sub01');
    expect(sub01).toMatchObject({
      type: 2,
      uplineUsername: 'agent01',
      balance: '0.00',
      status: 'ACTIVE',
      directCount: 2,
    });
    expect(sub01.contracts).toEqual([
      {
        contractId: expect.any(Number),
        kind: 'DAILY_WAGE',
        status: 'ACTIVE',
        maxRateBp: 150,
        terminationRequested: true,
      },
      {
        contractId: expect.any(Number),
        kind: 'REALTIME',
        status: 'OFFERED',
        maxRateBp: 50,
        terminationRequested: false,
      },
    ]);
    // A terminated contract is not a contract state any more.
    expect(all.list.find((row: { username: string }) => row.username === 'player01').contracts).toEqual([]);
    expect(all.list.find((row: { username: string }) => row.username === 'player01')).toMatchObject({
      balance: '200.00',
      type: 0,
    });
    const direct = await call({ scope: 'DIRECT' });
    expect(direct.list.map((row: { username: string }) => row.username)).toEqual(['sub01', 'player01', 'player02']);
    expect((await call({ username: 'DEEP' })).list.map((row: { username: string }) => row.username)).toEqual([
      'deeper01',
      'deep01',
    ]);
    expect((await call({ type: 'AGENT' })).list.map((row: { username: string }) => row.username)).toEqual([
      'sub02',
      'sub01',
    ]);
    expect((await call({ username: '%' })).totalCount).toBe(0);
    const paged = await call({ pageSize: '4', pageNo: '2' });
    expect(paged).toMatchObject({ totalCount: 6, totalPages: 2 });
    expect(paged.list).toHaveLength(2);
    expect(
      (await call({}, tree.tokens.sub02)).list.map((row: { username: string; level: number }) => [
        row.username,
        row.level,
      ]),
    ).toEqual([['deeper01', 1]]);
  });
});
