import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReportFigures } from './agent-reports-fixture.ts';
import type { Tree } from './agent-tree.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';

/* Figures over the agent tree and the report fixture (agent-reports-fixture.ts), computed by hand there. */
describe.each(TEST_DATABASES)('agent team overview on %s', (kind) => {
  let t: TestApp;
  let tree: Tree;
  beforeAll(async () => {
    t = await createTestApp(kind);
    tree = await seedReportFigures(t);
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
});
