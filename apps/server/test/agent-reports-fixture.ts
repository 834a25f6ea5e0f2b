import { buildTree, insertPayments, insertRounds, setCreatedAt, type Tree } from './agent-tree.ts';
import type { TestApp } from './test-app.ts';

/**
 * The rounds, payments and sign-up dates the agent report tests compute their figures from, over the shared tree
 * (see agent-tree.ts). Hand-computed figures; amounts are minor units of USD.
 *   today 03-18:     player01 10.00 → 0, deep01 20.00 → 25.00, sub01 7.00 → 7.00, rivalkid 999.00 (outside)
 *   yesterday 03-17: player01 5.00 → 15.00
 *   monday 03-16:    deeper01 40.00 → 0
 *   03-10:           deep01 3.00 → 0
 *   02-28:           deeper01 1.00 → 0
 *   player02 today:  a refunded 8.00 and an open 1.00 (never in roll-ups)
 */
export async function seedReportFigures(t: TestApp): Promise<Tree> {
  const tree = await buildTree(t);
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
  return tree;
}
