import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractPayouts } from '../src/db/schema/contracts.ts';
import { ledgerTransfers } from '../src/db/schema/ledger.ts';
import { runContractSettlement } from '../src/modules/agent-contracts/contract-settlement.ts';
import { createTree, ok, setClock, settledRound, type Tree } from './contracts-tree.ts';
import { expectLedgerSound, fundsOf } from './ledger-helpers.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/*
 * Exactly once: settlement runners started at the same moment on PostgreSQL (as on several
 * server instances) pay each (payee, contract, period) once. Needs TEST_DATABASE_URL.
 */
const TREES = 6;
const hourly = (rateBp: number) => ({ kind: 'HOURLY', tiers: [{ minBet: '1.00', rateBp }] });
const realtime = (rateBp: number) => ({
  kind: 'REALTIME',
  profitRateBp: rateBp,
  lossRateBp: rateBp,
  minSingleBet: '0.01',
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('contract settlement exactly once on postgres', () => {
  let t: TestApp;
  const trees: Tree[] = [];

  beforeAll(async () => {
    t = await createTestApp('postgres');
    setClock(t, '2026-05-01T00:00:00Z');
    const admin = await t.opsLogin('admin', 'admin1234');
    for (let i = 0; i < TREES; i += 1) {
      const tree = await createTree(t);
      trees.push(tree);
      for (const [terms, process] of [
        [[hourly(50), hourly(30), hourly(10)], 'processContractHourSalary'],
        [[realtime(50), realtime(30), realtime(10)], 'processRealTimeSalaryContract'],
      ] as const) {
        await ok(t, 'opsContractGrant', admin, {
          body: { username: tree.a.username, terms: terms[0], reason: 'exactly once' },
        });
        const toB = await ok(t, 'contractOffer', tree.a.token, {
          body: { username: tree.b.username, terms: terms[1] },
        });
        await ok(t, process, tree.b.token, { body: { contractId: toB.id, action: 'ACCEPT' } });
        const toC = await ok(t, 'contractOffer', tree.b.token, {
          body: { username: tree.c.username, terms: terms[2] },
        });
        await ok(t, process, tree.c.token, { body: { contractId: toC.id, action: 'ACCEPT' } });
      }
      await settledRound(t, tree.d.id, '2026-05-01T10:01:00Z', 10_000n, 0n);
      await settledRound(t, tree.d.id, '2026-05-01T11:01:00Z', 20_000n, 0n);
    }
  }, 120_000);
  afterAll(async () => t.close());

  it('pays every period once when runners of every kind race', async () => {
    setClock(t, '2026-05-01T12:10:00Z');
    const results = await Promise.all(
      [1, 2, 3].flatMap(() => [runContractSettlement(t.ctx, 'HOURLY'), runContractSettlement(t.ctx, 'REALTIME')]),
    );
    // Between all runners, each of the 2 hourly and 2 real-time periods of each of the 3 contracts per tree was paid by exactly one.
    expect(results.reduce((sum, result) => sum + result.paid, 0)).toBe(TREES * 3 * 4);
    const db = t.ctx.database.db;
    expect(await db.select().from(contractPayouts).where(eq(contractPayouts.status, 'PAID'))).toHaveLength(
      TREES * 3 * 4,
    );
    expect(
      await db.select().from(ledgerTransfers).where(like(ledgerTransfers.idempotencyKey, 'contract-payout:%')),
    ).toHaveLength(TREES * 3 * 4);
    for (const tree of trees) {
      // Each of the 4 periods pays rate × bet: hourly and real time have the same rates here, bets 100.00 and 200.00.
      // A: (50 + 100) × 2 in, (30 + 60) × 2 out; B: 180 in, (10 + 20) × 2 out; C: 60.
      expect((await fundsOf(db, tree.a.id)).balance).toBe(300n - 180n);
      expect((await fundsOf(db, tree.b.id)).balance).toBe(180n - 60n);
      expect((await fundsOf(db, tree.c.id)).balance).toBe(60n);
    }
    await expectLedgerSound(db);
  }, 120_000);
});
