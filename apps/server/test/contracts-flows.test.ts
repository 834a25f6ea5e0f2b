import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentContracts } from '../src/db/schema/contracts.ts';
import { operatorAuditLog } from '../src/db/schema/operators.ts';
import { summariseContracts } from '../src/modules/agent-contracts/contract.service.ts';
import { createAccount, createTree, ok, refused, setClock, type Tree } from './contracts-tree.ts';
import { expectLedgerSound } from './ledger-helpers.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';

const wage = (...tiers: [string, number][]) => ({
  kind: 'DAILY_WAGE',
  tiers: tiers.map(([minBet, rateBp]) => ({ minBet, rateBp })),
});
const realtime = (profitRateBp: number, lossRateBp: number, minSingleBet = '1.00') => ({
  kind: 'REALTIME',
  profitRateBp,
  lossRateBp,
  minSingleBet,
});

describe.each(TEST_DATABASES)('contract offers, answers and flags on %s', (database) => {
  let t: TestApp;
  let tree: Tree;
  let admin: string;

  const statusOf = async (id: number) => {
    const [row] = await t.ctx.database.db.select().from(agentContracts).where(eq(agentContracts.id, id));
    return { status: row.status, endReason: row.endReason };
  };
  const flags = async (token: string) => {
    const value = await ok(t, 'fundsConsolidated', token);
    return {
      daily: value.dailysalreqtype,
      dividend: value.divtypereq,
      hourly: value.contracthoursalreq,
      realtime: value.realtimesalreqtype,
      kinds: value.contractKinds,
    };
  };

  beforeAll(async () => {
    t = await createTestApp(database);
    setClock(t, '2026-04-01T08:00:00Z');
    tree = await createTree(t);
    admin = await t.opsLogin('admin', 'admin1234');
    await ok(t, 'opsContractGrant', admin, {
      body: { username: tree.a.username, terms: wage(['100.00', 100], ['1000.00', 200]), reason: 'platform grant' },
    });
    await ok(t, 'opsContractGrant', admin, {
      body: { username: tree.a.username, terms: realtime(50, 100), reason: 'platform grant' },
    });
  });
  afterAll(async () => t.close());

  it('grants platform contracts only to top-level agents, by an admin, audited; the demo agent holds every kind', async () => {
    expect(await flags(tree.a.token)).toMatchObject({ kinds: ['DAILY_WAGE', 'REALTIME'] });
    await refused(t, 'opsContractGrant', admin, 'contract.not.top.level', {
      body: { username: tree.b.username, terms: wage(['0', 10]), reason: 'not top level' },
    });
    await refused(t, 'opsContractGrant', admin, 'contract.not.top.level', {
      body: { username: tree.d.username, terms: wage(['0', 10]), reason: 'a member' },
    });
    const finance = await t.opsLogin('finance', 'finance1234');
    await refused(t, 'opsContractGrant', finance, 'operator.forbidden', {
      body: { username: tree.a.username, terms: wage(['0', 10]), reason: 'finance desk' },
    });
    const audit = await t.ctx.database.db
      .select()
      .from(operatorAuditLog)
      .where(and(eq(operatorAuditLog.action, 'CONTRACT_GRANT'), eq(operatorAuditLog.targetId, tree.a.username)));
    expect(audit).toHaveLength(2);
    const listed = await ok(t, 'opsContractList', admin, { query: { username: tree.a.username, status: 'ACTIVE' } });
    expect(listed.list.map((row: { kind: string }) => row.kind).sort()).toEqual(['DAILY_WAGE', 'REALTIME']);
    const demo = await t.login('agent01', 'agent1234');
    expect((await flags(demo)).kinds).toEqual(['DAILY_WAGE', 'DIVIDEND', 'HOURLY', 'REALTIME']);
  });

  it('validates terms: climbing tiers, money of the currency scale', async () => {
    await refused(t, 'contractOffer', tree.a.token, 'contract.terms.invalid', {
      body: { username: tree.b.username, terms: wage(['100.00', 50], ['50.00', 60]) },
    });
    await refused(t, 'contractOffer', tree.a.token, 'contract.terms.invalid', {
      body: { username: tree.b.username, terms: wage(['100.00', 50], ['200.00', 40]) },
    });
    await refused(t, 'contractOffer', tree.a.token, 'amount.invalid', {
      body: { username: tree.b.username, terms: wage(['1.001', 50]) },
    });
    await refused(t, 'contractOffer', tree.a.token, 'request.invalid', {
      body: { username: tree.b.username, terms: wage(['1.00', 10_001]) },
    });
    expect(await t.ctx.database.db.select().from(agentContracts).where(eq(agentContracts.payeeId, tree.b.id))).toEqual(
      [],
    );
  });

  it('offers only a held kind, never above the own rate, only to agents; the downline sees the offer flag and accepts or rejects', async () => {
    await refused(t, 'contractOffer', tree.a.token, 'contract.kind.not.held', {
      body: { username: tree.b.username, terms: { kind: 'HOURLY', tiers: [{ minBet: '1.00', rateBp: 1 }] } },
    });
    // Above A at the 1000.00 threshold (200 bp) — refused although the first tier is lower.
    await refused(t, 'contractOffer', tree.a.token, 'contract.rate.above.upline', {
      body: { username: tree.b.username, terms: wage(['100.00', 50], ['1000.00', 250]) },
    });
    // A tier below A's first threshold would pay where A earns nothing.
    await refused(t, 'contractOffer', tree.a.token, 'contract.rate.above.upline', {
      body: { username: tree.b.username, terms: wage(['50.00', 10]) },
    });
    await refused(t, 'contractOffer', tree.a.token, 'contract.rate.above.upline', {
      body: { username: tree.b.username, terms: realtime(50, 100, '0.50') },
    });

    const offer = await ok(t, 'contractOffer', tree.a.token, {
      body: { username: tree.b.username, terms: realtime(40, 80) },
    });
    expect(offer).toMatchObject({
      status: 'OFFERED',
      payerUsername: tree.a.username,
      pendingRequest: { type: 'NEW', requestedBy: 'PAYER', waitingForMe: false },
    });
    expect(await flags(tree.b.token)).toEqual({ daily: 0, dividend: 0, hourly: 0, realtime: 1, kinds: [] });
    // The process call of another kind does not answer it.
    await refused(t, 'processDailySalContract', tree.b.token, 'contract.not.found', {
      body: { contractId: offer.id, action: 'ACCEPT' },
    });
    // The offerer has nothing to answer.
    await refused(t, 'processRealTimeSalaryContract', tree.a.token, 'contract.state.invalid', {
      body: { contractId: offer.id, action: 'ACCEPT' },
    });
    const rejected = await ok(t, 'processRealTimeSalaryContract', tree.b.token, {
      body: { contractId: offer.id, action: 'REJECT' },
    });
    expect(rejected).toMatchObject({ status: 'REJECTED', endReason: 'REJECTED', pendingRequest: null });
    await refused(t, 'processRealTimeSalaryContract', tree.b.token, 'contract.state.invalid', {
      body: { contractId: offer.id, action: 'ACCEPT' },
    });
    expect((await flags(tree.b.token)).realtime).toBe(0);

    const second = await ok(t, 'contractOffer', tree.a.token, {
      body: { username: tree.b.username, terms: realtime(40, 80) },
    });
    const accepted = await ok(t, 'processRealTimeSalaryContract', tree.b.token, {
      body: { contractId: second.id, action: 'ACCEPT' },
    });
    expect(accepted).toMatchObject({
      status: 'ACTIVE',
      startsAt: '2026-04-01T08:00:00.000Z',
      terms: { kind: 'REALTIME', profitRateBp: 40, lossRateBp: 80, minSingleBet: '1.00' },
    });
    expect(await flags(tree.b.token)).toMatchObject({ realtime: 0, kinds: ['REALTIME'] });
    await ok(t, 'contractOffer', tree.b.token, { body: { username: tree.c.username, terms: realtime(30, 60) } }).then(
      (c) => ok(t, 'processRealTimeSalaryContract', tree.c.token, { body: { contractId: c.id, action: 'ACCEPT' } }),
    );
    expect((await summariseContracts(t.ctx.database.db, [tree.b.id])).get(tree.b.id)).toEqual([
      { kind: 'REALTIME', status: 'ACTIVE', rate: '0.80' },
    ]);
    // Contracts are for agents: the member D cannot get one.
    await refused(t, 'contractOffer', tree.c.token, 'contract.payee.not.agent', {
      body: { username: tree.d.username, terms: realtime(1, 1) },
    });
  });

  it('warns before a lower offer and, confirmed, replaces the live contract on acceptance', async () => {
    const [live] = await t.ctx.database.db
      .select()
      .from(agentContracts)
      .where(and(eq(agentContracts.payeeId, tree.b.id), eq(agentContracts.status, 'ACTIVE')));
    const warning = await refused(t, 'contractOffer', tree.a.token, 'contract.lower.rate', {
      body: { username: tree.b.username, terms: realtime(45, 70) },
    });
    expect(warning.value).toEqual({
      affected: [{ contractId: live.id, kind: 'REALTIME', payeeUsername: tree.b.username }],
    });
    expect(
      await t.ctx.database.db
        .select()
        .from(agentContracts)
        .where(and(eq(agentContracts.payeeId, tree.b.id), eq(agentContracts.status, 'OFFERED'))),
    ).toEqual([]);
    const lower = await ok(t, 'contractOffer', tree.a.token, {
      body: { username: tree.b.username, terms: realtime(45, 70), confirm: true },
    });

    // B gave C 30/60: the new 45/70 still covers it, so no second warning; the old contract is replaced.
    await ok(t, 'processRealTimeSalaryContract', tree.b.token, { body: { contractId: lower.id, action: 'ACCEPT' } });
    expect(await statusOf(live.id)).toEqual({ status: 'TERMINATED', endReason: 'REPLACED' });

    // Now an offer below what B gave C: B is warned on acceptance and, confirming, C's contract ends.
    const [cContract] = await t.ctx.database.db
      .select()
      .from(agentContracts)
      .where(and(eq(agentContracts.payeeId, tree.c.id), eq(agentContracts.status, 'ACTIVE')));
    const lowest = await ok(t, 'contractOffer', tree.a.token, {
      body: { username: tree.b.username, terms: realtime(20, 50), confirm: true },
    });
    const accepting = await refused(t, 'processRealTimeSalaryContract', tree.b.token, 'contract.lower.rate', {
      body: { contractId: lowest.id, action: 'ACCEPT' },
    });
    expect(accepting.value.affected).toEqual([
      { contractId: cContract.id, kind: 'REALTIME', payeeUsername: tree.c.username },
    ]);
    expect(await statusOf(lowest.id)).toEqual({ status: 'OFFERED', endReason: null });
    await ok(t, 'processRealTimeSalaryContract', tree.b.token, {
      body: { contractId: lowest.id, action: 'ACCEPT', confirm: true },
    });
    expect(await statusOf(cContract.id)).toEqual({ status: 'TERMINATED', endReason: 'LOWER_RATE' });
    expect(await statusOf(lowest.id)).toEqual({ status: 'ACTIVE', endReason: null });
  });

  it('ends a contract when one side asks and the other accepts; a rejected request keeps it; its downline contracts end with it', async () => {
    const offer = await ok(t, 'contractOffer', tree.a.token, {
      body: { username: tree.b.username, terms: wage(['100.00', 80]) },
    });
    await ok(t, 'processDailySalContract', tree.b.token, { body: { contractId: offer.id, action: 'ACCEPT' } });
    const toC = await ok(t, 'contractOffer', tree.b.token, {
      body: { username: tree.c.username, terms: wage(['100.00', 40]) },
    });
    await ok(t, 'processDailySalContract', tree.c.token, { body: { contractId: toC.id, action: 'ACCEPT' } });

    // C asks, B rejects: still live, nothing waiting.
    const asked = await ok(t, 'contractTerminate', tree.c.token, { body: { contractId: toC.id } });
    expect(asked.pendingRequest).toEqual({ type: 'TERMINATION', requestedBy: 'PAYEE', waitingForMe: false });
    expect((await flags(tree.b.token)).daily).toBe(2);
    expect((await flags(tree.c.token)).daily).toBe(0);
    const kept = await ok(t, 'processDailySalContract', tree.b.token, {
      body: { contractId: toC.id, action: 'REJECT' },
    });
    expect(kept).toMatchObject({ status: 'ACTIVE', pendingRequest: null });
    expect((await flags(tree.b.token)).daily).toBe(0);

    // A asks to end B's contract; B accepts; C's contract of the kind ends with it.
    await ok(t, 'contractTerminate', tree.a.token, { body: { contractId: offer.id } });
    expect((await flags(tree.b.token)).daily).toBe(2);
    const held = await ok(t, 'contractsHeld', tree.b.token, { query: { kind: 'DAILY_WAGE' } });
    expect(held.list[0]).toMatchObject({
      id: offer.id,
      pendingRequest: { type: 'TERMINATION', requestedBy: 'PAYER', waitingForMe: true },
    });
    const ended = await ok(t, 'processDailySalContract', tree.b.token, {
      body: { contractId: offer.id, action: 'ACCEPT' },
    });
    expect(ended).toMatchObject({ status: 'TERMINATED', endReason: 'TERMINATED', endsAt: '2026-04-01T08:00:00.000Z' });
    expect(await statusOf(toC.id)).toEqual({ status: 'TERMINATED', endReason: 'UPLINE_ENDED' });
    expect((await flags(tree.b.token)).kinds).toEqual(['REALTIME']);

    // The offerer withdraws a pending offer at once.
    const pending = await ok(t, 'contractOffer', tree.a.token, {
      body: { username: tree.b.username, terms: wage(['100.00', 80]) },
    });
    expect(await ok(t, 'contractTerminate', tree.a.token, { body: { contractId: pending.id } })).toMatchObject({
      status: 'CANCELLED',
      endReason: 'CANCELLED',
    });
    const offered = await ok(t, 'contractsOffered', tree.a.token, { query: { kind: 'DAILY_WAGE' } });
    expect(offered.list.map((row: { status: string }) => row.status)).toEqual(['CANCELLED', 'TERMINATED']);
  });

  it('the platform ends a top-level contract and everything below it', async () => {
    const [aRealtime] = await t.ctx.database.db
      .select()
      .from(agentContracts)
      .where(
        and(
          eq(agentContracts.payeeId, tree.a.id),
          eq(agentContracts.kind, 'REALTIME'),
          eq(agentContracts.status, 'ACTIVE'),
        ),
      );
    const ended = await ok(t, 'opsContractTerminate', admin, {
      body: { contractId: aRealtime.id, reason: 'agent left' },
    });
    expect(ended).toMatchObject({ status: 'TERMINATED', endReason: 'PLATFORM' });
    const live = await t.ctx.database.db
      .select()
      .from(agentContracts)
      .where(and(eq(agentContracts.kind, 'REALTIME'), eq(agentContracts.status, 'ACTIVE')));
    expect(live.filter((row) => [tree.a.id, tree.b.id, tree.c.id].includes(row.payeeId))).toEqual([]);
    await refused(t, 'opsContractTerminate', admin, 'contract.state.invalid', {
      body: { contractId: aRealtime.id, reason: 'again' },
    });
    await expectLedgerSound(t.ctx.database.db);
  });

  it("refuses anything outside the caller's direct downline with the same answer whether it exists or not", async () => {
    const admin2 = await t.opsLogin('admin', 'admin1234');
    const other = await createAccount(t, 1, null);
    await ok(t, 'opsContractGrant', admin2, {
      body: { username: other.username, terms: wage(['100.00', 100]), reason: 'other team' },
    });
    const [foreign] = await t.ctx.database.db.select().from(agentContracts).where(eq(agentContracts.payeeId, other.id));
    const missing = 9_999_999;
    for (const contractId of [foreign.id, missing]) {
      const first = await refused(t, 'processDailySalContract', tree.a.token, 'contract.not.found', {
        body: { contractId, action: 'ACCEPT' },
      });
      const second = await refused(t, 'contractTerminate', tree.a.token, 'contract.not.found', {
        body: { contractId },
      });
      expect([first.message, first.value]).toEqual([second.message, second.value]);
    }
    // Two levels down, another team, and nobody at all: one answer.
    for (const username of [tree.c.username, other.username, 'nobody-here']) {
      const answer = await refused(t, 'contractOffer', tree.a.token, 'contract.not.found', {
        body: { username, terms: wage(['100.00', 10]) },
      });
      expect(answer.message).toBe('No such contract or downline in your team');
      await refused(t, 'contractPayouts', tree.a.token, 'contract.not.found', { query: { role: 'PAYER', username } });
    }
    // The contract of another team stays untouched.
    expect(await statusOf(foreign.id)).toEqual({ status: 'ACTIVE', endReason: null });
    // Non-agents get the spec's refusal on every agent call.
    for (const name of ['contractsHeld', 'contractsOffered', 'contractPayouts', 'agentRevenueReport'] as const)
      await refused(t, name, tree.d.token, 'account.not.agent');
    await refused(t, 'contractOffer', tree.d.token, 'account.not.agent', {
      body: { username: tree.c.username, terms: wage(['1.00', 1]) },
    });
    await refused(t, 'processDividendReq', tree.d.token, 'account.not.agent', {
      body: { contractId: foreign.id, action: 'ACCEPT' },
    });
    await refused(t, 'contractTerminate', tree.d.token, 'account.not.agent', { body: { contractId: foreign.id } });
    // A trial account gets the real-account warning.
    const trial = (await t.call('sessionFreePlay', { body: { platform: 'W' } })).json().value.token;
    await refused(t, 'contractsHeld', trial, 'account.trial');
    await refused(t, 'processDailySalContract', trial, 'account.trial', {
      body: { contractId: foreign.id, action: 'ACCEPT' },
    });
    // A member still reads its funds, with nothing waiting.
    expect(await flags(tree.d.token)).toEqual({ daily: 0, dividend: 0, hourly: 0, realtime: 0, kinds: [] });
    expect((await t.call('contractsHeld', {})).json().code).toBe('session.required');
  });
});
