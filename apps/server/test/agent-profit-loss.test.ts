import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReportFigures } from './agent-reports-fixture.ts';
import type { Tree } from './agent-tree.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';

/* Figures over the agent tree and the report fixture (agent-reports-fixture.ts), computed by hand there. */
describe.each(TEST_DATABASES)('agent profit and loss on %s', (kind) => {
  let t: TestApp;
  let tree: Tree;
  beforeAll(async () => {
    t = await createTestApp(kind);
    tree = await seedReportFigures(t);
  });
  afterAll(async () => t.close());

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
});
