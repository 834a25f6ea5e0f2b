import { ENDPOINTS, type EndpointName } from '@lucky/contracts/endpoint-table';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliateCodes, members } from '../src/db/schema/members.ts';
import { buildTree, insertRounds, PASSWORD, type Tree } from './agent-tree.ts';
import { createTestApp, TEST_DATABASES, type CallOptions, type TestApp } from './test-app.ts';

/** Every endpoint of the agent centre: the table's entries under /wps/relay/AGENT_. */
const AGENT_ENDPOINTS = (Object.keys(ENDPOINTS) as EndpointName[]).filter((name) =>
  ENDPOINTS[name].path.startsWith('/wps/relay/AGENT_'),
);

/** A well-formed call of each endpoint, so a refusal can only come from the agent gate. */
const VALID_CALLS: Record<string, CallOptions> = {
  agentAnnouncements: {},
  agentTeamOverview: { query: { range: 'TODAY' } },
  agentRegisterCenter: {},
  agentAffiliateCreate: { body: { code: 'GATE01' } },
  agentAffiliateStatus: { body: { id: 1, enabled: false } },
  agentRegisterDownline: { body: { username: 'gatekid', password: PASSWORD, confirmPassword: PASSWORD, type: 0 } },
  agentDownlineList: { query: { scope: 'ALL' } },
  agentTeamBetting: { query: {} },
  agentProfitAndLoss: { query: {} },
  agentTeamTransactions: { query: {} },
  agentMemberDetail: { query: { username: 'player01' } },
  agentMemberAction: { body: { username: 'player01', action: 'LOCK', reason: 'gate check' } },
  agentStatement: { query: {} },
};

/**
 * For each endpoint, a call naming an account (or an object) given as `name`. An account outside
 * the caller's downline must get exactly the answer of one that does not exist.
 */
const NAMING_CALLS: Record<string, (name: string) => CallOptions> = {
  agentDownlineList: (name) => ({ query: { username: name, scope: 'ALL' } }),
  agentTeamBetting: (name) => ({ query: { username: name } }),
  agentProfitAndLoss: (name) => ({ query: { username: name } }),
  agentTeamTransactions: (name) => ({ query: { username: name } }),
  agentMemberDetail: (name) => ({ query: { username: name } }),
  agentMemberAction: (name) => ({ body: { username: name, action: 'RESET_PASSWORD', reason: 'not in my team' } }),
};

describe.each(TEST_DATABASES)('agent centre authorization on %s', (kind) => {
  let t: TestApp;
  let tree: Tree;
  beforeAll(async () => {
    t = await createTestApp(kind);
    tree = await buildTree(t);
    await insertRounds(t, tree, [
      { username: 'rivalkid', settledAt: '2026-03-18T04:00:00Z', bet: 5000n, win: 0n },
      { username: 'demo', settledAt: '2026-03-18T04:00:00Z', bet: 5000n, win: 0n },
      { username: 'player01', settledAt: '2026-03-18T04:00:00Z', bet: 100n, win: 0n },
    ]);
  });
  afterAll(async () => t.close());

  it('has a valid sample call for every agent endpoint', () => {
    expect(AGENT_ENDPOINTS.length).toBeGreaterThanOrEqual(10);
    expect(Object.keys(VALID_CALLS).sort()).toEqual([...AGENT_ENDPOINTS].sort());
  });

  it('refuses members, trial accounts and visitors on every agent endpoint, and writes nothing', async () => {
    const member = tree.tokens.player01;
    const trial = (await t.call('sessionFreePlay', { body: {}, ip: '10.70.0.1' })).json().value.token as string;
    const db = t.ctx.database.db;
    const before = {
      members: (await db.select({ n: count() }).from(members))[0].n,
      codes: (await db.select({ n: count() }).from(affiliateCodes))[0].n,
    };
    for (const name of AGENT_ENDPOINTS) {
      for (const [who, token, status, code] of [
        ['member', member, 403, 'account.not.agent'],
        ['trial', trial, 403, 'account.not.agent'],
        ['visitor', undefined, 401, 'session.required'],
      ] as const) {
        const answer = await t.call(name, { ...VALID_CALLS[name], token });
        expect(answer.statusCode, `${name} as ${who}`).toBe(status);
        expect(answer.json(), `${name} as ${who}`).toMatchObject({ success: false, code, value: null });
      }
    }
    // The sample calls did run for an agent: the gate, not the input, refused the others.
    expect(
      (await t.call('agentTeamOverview', { ...VALID_CALLS.agentTeamOverview, token: tree.tokens.agent01 })).statusCode,
    ).toBe(200);
    const after = {
      members: (await db.select({ n: count() }).from(members))[0].n,
      codes: (await db.select({ n: count() }).from(affiliateCodes))[0].n,
    };
    expect(after).toEqual(before);
    expect(await db.select().from(members).where(eq(members.username, 'gatekid'))).toEqual([]);
  });

  it('answers a name outside the downline exactly as a name that does not exist, on every endpoint that takes one', async () => {
    // Outside agent01's downline: another team, an account with no upline, another agent, agent01 itself.
    // Outside sub01's: its upline and an account of a sibling branch.
    const outsiders: [string, string[]][] = [
      ['agent01', ['rivalkid', 'demo', 'rival', 'agent01']],
      ['sub01', ['agent01', 'player01', 'player02']],
    ];
    for (const [caller, names] of outsiders) {
      for (const [endpoint, naming] of Object.entries(NAMING_CALLS)) {
        const unknown = await t.call(endpoint as EndpointName, { ...naming('nosuchuser'), token: tree.tokens[caller] });
        expect([200, 404], `${endpoint} unknown`).toContain(unknown.statusCode);
        if (unknown.statusCode === 404) expect(unknown.json().code).toBe('member.not.found');
        else expect(unknown.json().value.totalCount).toBe(0);
        for (const name of names) {
          const outside = await t.call(endpoint as EndpointName, { ...naming(name), token: tree.tokens[caller] });
          expect(outside.statusCode, `${caller} ${endpoint} ${name}`).toBe(unknown.statusCode);
          expect(outside.json(), `${caller} ${endpoint} ${name}`).toEqual(unknown.json());
        }
      }
    }
    // P&L by direct downline: a downline two levels down is not a direct one.
    const deep = await t.call('agentProfitAndLoss', {
      token: tree.tokens.agent01,
      query: { scope: 'DIRECT', username: 'deep01' },
    });
    const none = await t.call('agentProfitAndLoss', {
      token: tree.tokens.agent01,
      query: { scope: 'DIRECT', username: 'nosuchuser' },
    });
    expect([deep.statusCode, deep.json()]).toEqual([none.statusCode, none.json()]);
  });

  it("refuses to change another agent's affiliate code exactly as a code that does not exist", async () => {
    const rivalCode = (
      await t.call('agentAffiliateCreate', { token: tree.tokens.rival, body: { code: 'RIVAL1' } })
    ).json().value;
    const foreign = await t.call('agentAffiliateStatus', {
      token: tree.tokens.agent01,
      body: { id: rivalCode.id, enabled: false },
    });
    const missing = await t.call('agentAffiliateStatus', {
      token: tree.tokens.agent01,
      body: { id: 987_654, enabled: false },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(foreign.json().code).toBe('affiliate.code.not.found');
    const [row] = await t.ctx.database.db.select().from(affiliateCodes).where(eq(affiliateCodes.id, rivalCode.id));
    expect(row.enabled).toBe(true);
    // Nor does another agent's code show on my account page.
    const mine = (await t.call('agentRegisterCenter', { token: tree.tokens.agent01 })).json().value.affiliateCodes;
    expect(mine.map((code: { code: string }) => code.code)).toEqual(['AGENT01']);
  });

  it('keeps every report of an agent to its own team', async () => {
    const agent01 = tree.tokens.agent01;
    const overview = (await t.call('agentTeamOverview', { token: agent01, query: { range: 'TODAY' } })).json().value;
    expect(overview).toMatchObject({ teamSize: { all: 6 }, bet: '1.00', activeMembers: 1 });
    const rival = (await t.call('agentTeamOverview', { token: tree.tokens.rival, query: { range: 'TODAY' } })).json()
      .value;
    expect(rival).toMatchObject({ teamSize: { all: 1, direct: 1 }, bet: '50.00', activeMembers: 1 });
    const names = async (endpoint: EndpointName, query: Record<string, string>) =>
      ((await t.call(endpoint, { token: agent01, query })).json().value.list as { username: string }[]).map(
        (row) => row.username,
      );
    // Ledger times are the database's clock (the seed's opening credits, demo's and agent01's included).
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    expect(await names('agentTeamTransactions', { from: day(-1), to: day(1) })).toEqual(['player02', 'player01']);
    for (const [endpoint, query] of [
      ['agentDownlineList', { scope: 'ALL' }],
      ['agentTeamBetting', {}],
      ['agentProfitAndLoss', {}],
    ] as const) {
      const listed = await names(endpoint, query);
      for (const outsider of ['rivalkid', 'demo', 'rival', 'agent01']) expect(listed, endpoint).not.toContain(outsider);
    }
    expect(await names('agentProfitAndLoss', {})).toEqual(['player01']);
  });

  it('lets a sub-agent create only its own kind of sub-agent, under itself', async () => {
    const refused = await t.call('agentRegisterDownline', {
      token: tree.tokens.sub01,
      body: { username: 'topper', password: PASSWORD, confirmPassword: PASSWORD, type: 1 },
    });
    expect(refused.json().code).toBe('downline.type.not.allowed');
    expect((await t.call('agentRegisterCenter', { token: tree.tokens.sub01 })).json().value).toEqual({
      creatableTypes: [0, 2],
      affiliateCodes: [],
    });
  });
});
