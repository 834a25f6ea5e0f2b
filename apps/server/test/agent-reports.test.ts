import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTree, insertPayments, insertRounds, setCreatedAt, type Tree } from './agent-tree.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';

/*
 * Hand-computed figures over the shared tree (see agent-tree.ts). Amounts are minor units of USD.
 *   today 03-18:     player01 10.00 → 0, deep01 20.00 → 25.00, sub01 7.00 → 7.00, rivalkid 999.00 (outside)
 *   yesterday 03-17: player01 5.00 → 15.00
 *   monday 03-16:    deeper01 40.00 → 0
 *   03-10:           deep01 3.00 → 0
 *   02-28:           deeper01 1.00 → 0
 *   player02 today:  a refunded 8.00 and an open 1.00 (never in roll-ups)
 */
describe.each(TEST_DATABASES)('agent reports on %s', (kind) => {
  let t: TestApp;
  let tree: Tree;
  beforeAll(async () => {
    t = await createTestApp(kind);
    tree = await buildTree(t);
    await insertRounds(t, tree, [
      { username: 'player01', settledAt: '2026-03-18T01:00:00Z', bet: 1000n, win: 0n },
      { username: 'deep01', settledAt: '2026-03-18T02:00:00Z', bet: 2000n, win: 2500n, category: 'LIVE' },
      { username: 'sub01', settledAt: '2026-03-18T03:00:00Z', bet: 700n, win: 700n },
      { username: 'rivalkid', settledAt: '2026-03-18T04:00:00Z', bet: 99_900n, win: 0n },
      { username: 'player01', settledAt: '2026-03-17T10:00:00Z', bet: 500n, win: 1500n },
      { username: 'deeper01', settledAt: '2026-03-16T00:30:00Z', bet: 4000n, win: 0n },
      { username: 'deep01', settledAt: '2026-03-10T05:00:00Z', bet: 300n, win: 0n },
      { username: 'deeper01', settledAt: '2026-02-28T23:00:00Z', bet: 100n, win: 0n },
      { username: 'player02', settledAt: '2026-03-18T06:00:00Z', bet: 800n, win: 0n, status: 'REFUNDED' },
      { username: 'player02', settledAt: '2026-03-18T07:00:00Z', bet: 100n, win: 0n, status: 'OPEN' },
    ]);
    await insertPayments(t, tree, {
      deposits: [
        { username: 'player01', amount: 10_000n, status: 'SUCCESS', at: '2026-03-18T05:00:00Z' },
        { username: 'deep01', amount: 5000n, status: 'SUCCESS', at: '2026-03-17T09:00:00Z' },
        { username: 'player02', amount: 7000n, status: 'PENDING', at: '2026-03-18T05:00:00Z' },
        { username: 'rivalkid', amount: 99_999n, status: 'SUCCESS', at: '2026-03-18T05:00:00Z' },
      ],
      withdrawals: [
        { username: 'deep01', amount: 2000n, status: 'PAID', at: '2026-03-18T06:00:00Z' },
        { username: 'player01', amount: 3000n, status: 'PENDING', at: '2026-03-18T06:00:00Z' },
      ],
    });
    await setCreatedAt(t, tree, {
      player01: '2026-01-06T00:00:00Z',
      player02: '2026-01-05T00:00:00Z',
      sub01: '2026-03-02T08:00:00Z',
      deep01: '2026-03-16T08:00:00Z',
      sub02: '2026-03-18T08:00:00Z',
      deeper01: '2026-03-18T09:00:00Z',
      rivalkid: '2026-03-18T09:00:00Z',
    });
  });
  afterAll(async () => t.close());

  const overview = async (token: string, query: Record<string, string>) => {
    const answer = await t.call('agentTeamOverview', { token, query });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().value;
  };

  it('sums the team overview for each named range, without the agent itself or other teams', async () => {
    const today = await overview(tree.tokens.agent01, { range: 'TODAY' });
    expect(today).toMatchObject({
      from: '2026-03-18',
      to: '2026-03-18',
      teamSize: { all: 6, direct: 3 },
      newMembers: 2,
      activeMembers: 3,
      deposits: { amount: '100.00', count: 1 },
      withdrawals: { amount: '20.00', count: 1 },
      rounds: 3,
      bet: '37.00',
      validBet: '37.00',
      payout: '32.00',
      teamWinLoss: '-5.00',
      houseWinLoss: '5.00',
    });
    expect(today.series).toEqual([
      {
        day: '2026-03-18',
        newMembers: 2,
        activeMembers: 3,
        deposits: '100.00',
        withdrawals: '20.00',
        bet: '37.00',
        validBet: '37.00',
        payout: '32.00',
        teamWinLoss: '-5.00',
      },
    ]);
    expect(await overview(tree.tokens.agent01, { range: 'YESTERDAY' })).toMatchObject({
      from: '2026-03-17',
      to: '2026-03-17',
      newMembers: 0,
      activeMembers: 1,
      deposits: { amount: '50.00', count: 1 },
      withdrawals: { amount: '0.00', count: 0 },
      rounds: 1,
      bet: '5.00',
      payout: '15.00',
      teamWinLoss: '10.00',
      houseWinLoss: '-10.00',
    });
    const week = await overview(tree.tokens.agent01, { range: 'THIS_WEEK' });
    expect(week).toMatchObject({
      from: '2026-03-16',
      to: '2026-03-18',
      newMembers: 3,
      activeMembers: 4,
      deposits: { amount: '150.00', count: 2 },
      rounds: 5,
      bet: '82.00',
      payout: '47.00',
      teamWinLoss: '-35.00',
    });
    expect(
      week.series.map((day: { day: string; bet: string; activeMembers: number }) => [
        day.day,
        day.bet,
        day.activeMembers,
      ]),
    ).toEqual([
      ['2026-03-16', '40.00', 1],
      ['2026-03-17', '5.00', 1],
      ['2026-03-18', '37.00', 3],
    ]);
    expect(await overview(tree.tokens.agent01, { range: 'THIS_MONTH' })).toMatchObject({
      from: '2026-03-01',
      to: '2026-03-18',
      newMembers: 4,
      activeMembers: 4,
      rounds: 6,
      bet: '85.00',
      payout: '47.00',
      teamWinLoss: '-38.00',
    });
    const custom = await overview(tree.tokens.agent01, { range: 'CUSTOM', from: '2026-02-28', to: '2026-03-01' });
    expect(custom).toMatchObject({ rounds: 1, bet: '1.00', activeMembers: 1 });
    expect(custom.series.map((day: { day: string }) => day.day)).toEqual(['2026-02-28', '2026-03-01']);
  });

  it("gives a sub-agent only its own team's figures", async () => {
    expect(await overview(tree.tokens.sub01, { range: 'TODAY' })).toMatchObject({
      teamSize: { all: 3, direct: 2 },
      newMembers: 2,
      activeMembers: 1,
      rounds: 1,
      bet: '20.00',
      payout: '25.00',
      teamWinLoss: '5.00',
      deposits: { amount: '0.00', count: 0 },
      withdrawals: { amount: '20.00', count: 1 },
    });
    expect(await overview(tree.tokens.sub02, { range: 'THIS_WEEK' })).toMatchObject({
      teamSize: { all: 1, direct: 1 },
      activeMembers: 1,
      bet: '40.00',
    });
  });

  it('refuses a bad custom range', async () => {
    for (const query of <Record<string, string>[]>[
      { range: 'CUSTOM' },
      { range: 'CUSTOM', from: '2026-03-10', to: '2026-03-01' },
      { range: 'CUSTOM', from: '2025-01-01', to: '2026-03-01' },
      { range: 'CUSTOM', from: '2026-02-30', to: '2026-03-01' },
      { range: 'LAST_YEAR' },
    ]) {
      const answer = await t.call('agentTeamOverview', { token: tree.tokens.agent01, query });
      expect(answer.statusCode, JSON.stringify(query)).toBe(400);
    }
  });

  const profit = async (token: string, query: Record<string, string>) => {
    const answer = await t.call('agentProfitAndLoss', { token, query });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().value;
  };

  it('reports profit and loss per account of every level, sorted and paged, with totals', async () => {
    const all = await profit(tree.tokens.agent01, { from: '2026-03-01', to: '2026-03-18', sort: 'bet', order: 'desc' });
    expect(
      all.list.map((row: { username: string; bet: string; winLoss: string; level: number; rounds: number }) => [
        row.username,
        row.bet,
        row.winLoss,
        row.level,
        row.rounds,
      ]),
    ).toEqual([
      ['deeper01', '40.00', '-40.00', 3, 1],
      ['deep01', '23.00', '2.00', 2, 2],
      ['player01', '15.00', '0.00', 1, 2],
      ['sub01', '7.00', '0.00', 1, 1],
    ]);
    expect(all).toMatchObject({
      totalCount: 4,
      from: '2026-03-01',
      to: '2026-03-18',
      totals: { rounds: 6, bet: '85.00', validBet: '85.00', payout: '47.00', winLoss: '-38.00' },
    });
    const page = await profit(tree.tokens.agent01, {
      from: '2026-03-01',
      to: '2026-03-18',
      sort: 'winLoss',
      order: 'asc',
      pageSize: '3',
      pageNo: '2',
    });
    expect(page.list.map((row: { username: string }) => row.username)).toEqual(['deep01']);
    expect(page).toMatchObject({ totalCount: 4, totalPages: 2, totals: { bet: '85.00' } });
    const past = await profit(tree.tokens.agent01, {
      from: '2026-03-01',
      to: '2026-03-18',
      pageSize: '10',
      pageNo: '5',
    });
    expect(past).toMatchObject({ list: [], totalCount: 4, totals: { bet: '85.00', rounds: 6 } });
    const byName = await profit(tree.tokens.agent01, {
      from: '2026-03-01',
      to: '2026-03-18',
      sort: 'username',
      order: 'asc',
    });
    expect(byName.list.map((row: { username: string }) => row.username)).toEqual([
      'deep01',
      'deeper01',
      'player01',
      'sub01',
    ]);
    // The default range is the last seven days (03-12..03-18): deep01's round of the 10th drops out.
    expect(await profit(tree.tokens.agent01, { username: 'deep01' })).toMatchObject({
      from: '2026-03-12',
      to: '2026-03-18',
      totals: { bet: '20.00', rounds: 1 },
    });
  });

  it('sums each direct downline with its whole team for scope DIRECT', async () => {
    const direct = await profit(tree.tokens.agent01, {
      from: '2026-03-01',
      to: '2026-03-18',
      scope: 'DIRECT',
      sort: 'bet',
      order: 'desc',
    });
    expect(
      direct.list.map((row: { username: string; bet: string; payout: string; teamMembers: number; level: number }) => [
        row.username,
        row.bet,
        row.payout,
        row.teamMembers,
        row.level,
      ]),
    ).toEqual([
      ['sub01', '70.00', '32.00', 4, 1],
      ['player01', '15.00', '15.00', 1, 1],
    ]);
    expect(direct.totals).toMatchObject({ bet: '85.00', payout: '47.00' });
    const one = await profit(tree.tokens.agent01, {
      from: '2026-03-01',
      to: '2026-03-18',
      scope: 'DIRECT',
      username: 'sub01',
    });
    expect(one.list).toHaveLength(1);
    expect(one.totals).toMatchObject({ bet: '70.00', rounds: 4 });
    // deep01 is two levels down: not a direct downline of agent01.
    expect(
      (
        await t.call('agentProfitAndLoss', {
          token: tree.tokens.agent01,
          query: { scope: 'DIRECT', username: 'deep01' },
        })
      ).json().code,
    ).toBe('member.not.found');
  });

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
