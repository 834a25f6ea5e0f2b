import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerSound } from './ledger-helpers.ts';
import { createTestApp, randomName, TEST_DATABASES, type TestApp } from './test-app.ts';

/* The agent network at the back office (issue 19): top-level agents, promotion, moving sub-trees, terminations. */
describe.each(TEST_DATABASES)('agent network desk on %s', (kind) => {
  let t: TestApp;
  let finance: string;
  let admin: string;
  const memberIdOf = async (username: string): Promise<number> =>
    (await t.call('opsMemberLookup', { token: admin, query: { username } })).json().value.memberId;

  beforeAll(async () => {
    t = await createTestApp(kind);
    finance = await t.opsLogin('finance', 'finance1234');
    admin = await t.opsLogin('admin', 'admin1234');
  });
  afterAll(async () => {
    await expectLedgerSound(t.ctx.database.db);
    await t.close();
  });

  it('creates a top-level agent, promotes a member, moves it with its team, and demotes it back', async () => {
    const name = randomName('ag');
    const created = await t.call('opsAgentCreate', {
      token: admin,
      body: { username: name, password: 'agent-pass-1', reason: 'new partner' },
    });
    expect(created.json().value).toMatchObject({ username: name, affiliateCode: name.toUpperCase() });
    const top = (await t.call('opsAgentTree', { token: admin })).json().value;
    expect(top.list.map((row: { username: string }) => row.username)).toEqual(
      expect.arrayContaining([name, 'agent01']),
    );
    const playerId = await memberIdOf('player02');
    const promoted = await t.call('opsMemberAccountType', {
      token: admin,
      body: { memberId: playerId, accountType: 'AGENT', reason: 'brings players' },
    });
    expect(promoted.json().value).toMatchObject({ type: 2, affiliateCode: expect.any(String) });
    const moved = await t.call('opsMemberMove', {
      token: admin,
      body: { memberId: playerId, agentUsername: name, reason: 'joins the partner' },
    });
    expect(moved.json().value).toMatchObject({ uplineUsername: name, moved: 1 });
    const level = (
      await t.call('opsAgentTree', { token: admin, query: { parentId: String(created.json().value.memberId) } })
    ).json().value;
    expect(level.list.map((row: { username: string }) => row.username)).toEqual(['player02']);
    // Under itself, or under a member, is refused.
    expect(
      (
        await t.call('opsMemberMove', {
          token: admin,
          body: { memberId: created.json().value.memberId, agentUsername: 'player02', reason: 'loop' },
        })
      ).json().code,
    ).toBe('member.move.invalid');
    expect(
      (
        await t.call('opsMemberMove', {
          token: admin,
          body: { memberId: playerId, agentUsername: 'player01', reason: 'no' },
        })
      ).json().code,
    ).toBe('member.move.invalid');
    // An agent with a team is not demoted; the member is.
    expect(
      (
        await t.call('opsMemberAccountType', {
          token: admin,
          body: { memberId: created.json().value.memberId, accountType: 'MEMBER', reason: 'no' },
        })
      ).json().code,
    ).toBe('member.type.change.refused');
    expect(
      (
        await t.call('opsMemberAccountType', {
          token: admin,
          body: { memberId: playerId, accountType: 'MEMBER', reason: 'back' },
        })
      ).json().value.type,
    ).toBe(0);
    // The agent desk is admin's.
    expect((await t.call('opsAgentTree', { token: finance })).json().code).toBe('operator.forbidden');
  });

  it("answers a top-level agent's request to end its platform contract", async () => {
    const contracts = (
      await t.call('opsContractList', { token: admin, query: { username: 'agent01', status: 'ACTIVE' } })
    ).json().value;
    const [first, second] = contracts.list;
    const agent = await t.login('agent01', 'agent1234');
    for (const contract of [first, second])
      expect((await t.call('contractTerminate', { token: agent, body: { contractId: contract.id } })).statusCode).toBe(
        200,
      );
    const refuse = await t.call('opsContractTerminationAnswer', {
      token: admin,
      body: { contractId: first.id, accept: false, reason: 'keep it' },
    });
    expect(refuse.json().value).toMatchObject({ status: 'ACTIVE' });
    const accept = await t.call('opsContractTerminationAnswer', {
      token: admin,
      body: { contractId: second.id, accept: true, reason: 'agreed' },
    });
    expect(accept.json().value).toMatchObject({ status: 'TERMINATED', endReason: 'TERMINATED' });
    // Nothing waits any more.
    expect(
      (
        await t.call('opsContractTerminationAnswer', {
          token: admin,
          body: { contractId: first.id, accept: true, reason: 'again' },
        })
      ).json().code,
    ).toBe('contract.state.invalid');
  });
});
