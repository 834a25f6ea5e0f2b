import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliateCodes, members } from '../src/db/schema/members.ts';
import { houseAccountId, inTransaction, postTransfer } from '../src/modules/wallet/ledger.service.ts';
import { findMemberAccountId } from '../src/modules/wallet/ledger.repository.ts';
import { insertNotice, PASSWORD } from './agent-tree.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';

const PAY = '112233';

describe.each(TEST_DATABASES)('agent account page, transactions and announcements on %s', (kind) => {
  let t: TestApp;
  let agent: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    agent = await t.login('agent01', 'agent1234');
  });
  afterAll(async () => t.close());

  const db = () => t.ctx.database.db;
  const memberCount = async () => (await db().select({ n: count() }).from(members))[0].n;
  const register = (body: Record<string, unknown>, token = agent) =>
    t.call('agentRegisterDownline', {
      token,
      body: { password: PASSWORD, confirmPassword: PASSWORD, type: 0, ...body },
    });

  it('creates a direct downline member that can log in, with a wallet, under the caller', async () => {
    const answer = await register({ username: 'newkid', nickname: 'Kid', email: 'Kid@Example.com' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().value).toMatchObject({ username: 'newkid', type: 0, uplineUsername: 'agent01' });
    const [agentRow] = await db().select().from(members).where(eq(members.username, 'agent01'));
    const [row] = await db().select().from(members).where(eq(members.username, 'newkid'));
    expect(row).toMatchObject({
      uplineId: agentRow.id,
      ancestorPath: `${agentRow.ancestorPath}${agentRow.id}/`,
      email: 'kid@example.com',
      registerMethod: 'AGENT',
    });
    expect(await findMemberAccountId(db(), row.id, 'USD')).not.toBeNull();
    expect(await t.login('newkid', PASSWORD)).toBeTruthy();
  });

  it('creates sub-agents of the types the caller may create, and no others', async () => {
    expect((await register({ username: 'newsub', type: 2 })).json().value).toMatchObject({ type: 2 });
    const sub = await t.login('newsub', PASSWORD);
    expect((await register({ username: 'newsubsub', type: 2 }, sub)).json().value).toMatchObject({
      type: 2,
      uplineUsername: 'newsub',
    });
    const before = await memberCount();
    for (const [type, token] of [
      [1, agent],
      [4, agent],
      [41, agent],
      [42, agent],
      [1, sub],
    ] as const) {
      const refused = await register({ username: `kind${type}x`, type }, token);
      expect(refused.statusCode, String(type)).toBe(403);
      expect(refused.json().code).toBe('downline.type.not.allowed');
    }
    expect(await memberCount()).toBe(before);
  });

  it("applies the merchant's registration rules and writes nothing on bad input", async () => {
    const before = await memberCount();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ username: 'ab' }, 400, 'request.invalid'],
      [{ username: '9lives' }, 400, 'request.invalid'],
      [{ username: 'goodname', confirmPassword: 'other1234' }, 400, 'request.invalid'],
      [{ username: 'goodname', password: 'lettersonly', confirmPassword: 'lettersonly' }, 400, 'request.invalid'],
      [{ username: 'goodname', email: 'not-an-email' }, 400, 'request.invalid'],
      [{ username: 'demo' }, 409, 'username.taken'],
      [{ username: 'DEMO' }, 409, 'username.taken'],
      [{ username: 'goodname', type: 'member' }, 400, 'request.invalid'],
      [{ password: undefined, confirmPassword: undefined, username: 'goodname' }, 400, 'request.invalid'],
    ];
    for (const [body, status, code] of cases) {
      const answer = await register(body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(status);
      expect(answer.json().code).toBe(code);
    }
    const mismatch = (await register({ username: 'ab', confirmPassword: 'nope' })).json();
    expect(mismatch.value.fields).toEqual(expect.arrayContaining(['username', 'confirmPassword']));
    expect(await memberCount()).toBe(before);
  });

  it('asks for what the merchant requires but never for a captcha, SMS code or invitation code', async () => {
    await t.configure((config) => {
      config.register.fields.mobileNum = { ...config.register.fields.mobileNum!, shown: true, required: true };
      config.register.fields.captcha = { ...config.register.fields.captcha!, shown: true, required: true };
      config.register.fields.affiliateCode = { ...config.register.fields.affiliateCode!, shown: true, required: true };
      config.register.fields.paymentPassword = {
        ...config.register.fields.paymentPassword!,
        shown: true,
        required: true,
      };
    });
    try {
      expect((await register({ username: 'phoneless', paymentPassword: PAY })).json().value.fields).toEqual([
        'mobileNum',
      ]);
      expect((await register({ username: 'phoneless', mobileNum: '81234567' })).json().value.fields).toEqual([
        'paymentPassword',
      ]);
      expect((await register({ username: 'withphone', mobileNum: '81234567', paymentPassword: PAY })).statusCode).toBe(
        200,
      );
      expect(
        (await register({ username: 'samephone', mobileNum: '081234567', paymentPassword: PAY })).json().code,
      ).toBe('mobile.taken');
    } finally {
      await t.configure((config) => {
        config.register.fields.mobileNum = { ...config.register.fields.mobileNum!, required: false };
        config.register.fields.captcha = { ...config.register.fields.captcha!, shown: false, required: false };
        config.register.fields.affiliateCode = { ...config.register.fields.affiliateCode!, required: false };
        config.register.fields.paymentPassword = {
          ...config.register.fields.paymentPassword!,
          shown: false,
          required: false,
        };
      });
    }
  });

  it('manages affiliate codes: unique whatever the case, with a registration link, and switchable', async () => {
    const center = (await t.call('agentRegisterCenter', { token: agent })).json().value;
    expect(center.creatableTypes).toEqual([0, 2]);
    expect(center.affiliateCodes).toEqual([
      expect.objectContaining({
        code: 'AGENT01',
        enabled: true,
        link: expect.stringMatching(/^http:\/\/[^/]+\/register\?affiliateCode=AGENT01$/),
      }),
    ]);

    const created = await t.call('agentAffiliateCreate', { token: agent, body: { code: 'team7' } });
    expect(created.json().value).toMatchObject({ code: 'TEAM7', domain: null, enabled: true });
    const promo = (
      await t.call('agentAffiliateCreate', { token: agent, body: { code: 'PROMO1', domain: 'Promo.Example.com' } })
    ).json().value;
    expect(promo).toMatchObject({
      domain: 'promo.example.com',
      link: 'http://promo.example.com/register?affiliateCode=PROMO1',
    });
    for (const code of ['team7', 'Agent01', 'PROMO1']) {
      const taken = await t.call('agentAffiliateCreate', { token: agent, body: { code } });
      expect(taken.statusCode, code).toBe(409);
      expect(taken.json().code).toBe('affiliate.code.taken');
    }
    for (const body of [
      { code: 'a!' },
      { code: 'abc' },
      { code: 'x'.repeat(21) },
      { code: 'GOOD1', domain: 'http://x.com/' },
      { code: 'GOOD1', domain: 'a b.com' },
    ]) {
      expect((await t.call('agentAffiliateCreate', { token: agent, body })).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await t.call('agentRegisterCenter', { token: agent }))
        .json()
        .value.affiliateCodes.map((code: { code: string }) => code.code),
    ).toEqual(['AGENT01', 'TEAM7', 'PROMO1']);

    // The code's domain decides where it works.
    const check = (code: string, domain: string) => t.call('agentAffiliate', { query: { code, domain } });
    expect((await check('PROMO1', 'promo.example.com')).statusCode).toBe(200);
    expect((await check('PROMO1', 'other.example.com')).json().code).toBe('affiliate.invalid');

    const off = await t.call('agentAffiliateStatus', {
      token: agent,
      body: { id: created.json().value.id, enabled: false },
    });
    expect(off.json().value).toMatchObject({ code: 'TEAM7', enabled: false });
    expect((await check('TEAM7', 'localhost')).json().code).toBe('affiliate.invalid');
    const signUp = (username: string) =>
      t.call('memberRegister', {
        body: {
          username,
          password: PASSWORD,
          confirmPassword: PASSWORD,
          affiliateCode: 'team7',
          ageConfirmed: true,
          termsAccepted: true,
          login: false,
        },
        ip: '10.66.0.1',
      });
    expect((await signUp('viacode')).json().code).toBe('affiliate.invalid');
    await t.call('agentAffiliateStatus', { token: agent, body: { id: created.json().value.id, enabled: true } });
    expect((await signUp('viacode')).statusCode).toBe(200);
    const [agentRow] = await db().select().from(members).where(eq(members.username, 'agent01'));
    const [joined] = await db().select().from(members).where(eq(members.username, 'viacode'));
    expect(joined.uplineId).toBe(agentRow.id);
    expect((await db().select({ n: count() }).from(affiliateCodes))[0].n).toBe(3);
  });

  it("lists the team's money movements, not the agent's own nor game rounds, with totals", async () => {
    for (const token of [agent, await t.login('player01', 'player1234')]) {
      await t.call('paymentPasswordSet', { token, body: { newPaymentPassword: PAY, confirmPaymentPassword: PAY } });
    }
    const player = await t.login('player01', 'player1234');
    expect(
      (
        await t.call('transferDownline', {
          token: agent,
          body: { requestId: 'agent-tx-0001', toUsername: 'newkid', amount: '30', paymentPassword: PAY },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.call('transferUpline', {
          token: player,
          body: { requestId: 'agent-tx-0002', amount: '12.50', paymentPassword: PAY },
        })
      ).statusCode,
    ).toBe(200);
    const [player01] = await db().select().from(members).where(eq(members.username, 'player01'));
    await inTransaction(db(), async (tx) =>
      postTransfer(tx, {
        idempotencyKey: 'agent-test-game-debit',
        kind: 'GAME_DEBIT',
        amount: 500n,
        debitAccountId: (await findMemberAccountId(tx, player01.id, 'USD'))!,
        creditAccountId: await houseAccountId(tx, 'HOUSE_GAMES', 'USD'),
      }),
    );
    // Ledger times are the database's clock, not the test clock: ask for the days around now.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const call = async (query: Record<string, string>) => {
      const answer = await t.call('agentTeamTransactions', {
        token: agent,
        query: { from: day(-1), to: day(1), ...query },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().value;
    };
    const all = await call({});
    // The seed's opening credits of player01 and player02, the transfer in to newkid, player01's transfer out.
    expect(
      all.list.map((row: { username: string; type: string; amount: string }) => [row.username, row.type, row.amount]),
    ).toEqual([
      ['player01', 'TRANSFER', '-12.50'],
      ['newkid', 'TRANSFER', '30.00'],
      ['player02', 'ADJUSTMENT', '200.00'],
      ['player01', 'ADJUSTMENT', '200.00'],
    ]);
    expect(all.totals).toEqual({ income: '430.00', expense: '12.50', net: '417.50' });
    expect((await call({ type: 'TRANSFER' })).totalCount).toBe(2);
    expect((await call({ username: 'newkid' })).list).toMatchObject([
      { kind: 'TRANSFER_DOWNLINE', amount: '30.00', balanceAfter: '30.00' },
    ]);
    expect((await call({ type: 'DEPOSIT' })).totalCount).toBe(0);
    expect((await t.call('agentTeamTransactions', { token: agent, query: { type: 'GAME' } })).statusCode).toBe(400);
  });

  it('shows agent announcements first, then the player notices, never expired ones; the public call never shows them', async () => {
    const now = t.clock.now.getTime();
    const at = (hours: number) => new Date(now + hours * 3_600_000).toISOString();
    await insertNotice(t, { type: 'AG', title: 'Agent news', startsAt: at(-24) });
    await insertNotice(t, { type: 'AG', title: 'Old agent news', startsAt: at(-48), endsAt: at(-1) });
    await insertNotice(t, { type: 'AG', title: 'Future agent news', startsAt: at(5) });
    const answer = await t.call('agentAnnouncements', { token: agent });
    expect(answer.statusCode, answer.body).toBe(200);
    const list = answer.json().value as { title: string; audience: string }[];
    expect(list[0]).toMatchObject({ title: 'Agent news', audience: 'AGENT', content: 'Agent news text' });
    // The demo seed's own agent notice, then the test's live one; never the expired or future ones.
    expect(
      list
        .filter((notice) => notice.audience === 'AGENT')
        .map((notice) => notice.title)
        .sort(),
    ).toEqual(['Agent news', 'Agent settlement times']);
    expect(list.slice(2).every((notice) => notice.audience === 'ALL')).toBe(true);
    const pub = (await t.call('systemNotices', { query: { types: 'B,PL,PU,PR,H' } })).json().value;
    expect(JSON.stringify(pub)).not.toMatch(/Agent news|Agent settlement/);
    // Even asked for by its type, the public call does not serve an agent notice.
    const asked = (await t.call('systemNotices', { query: { types: 'AG' } })).body;
    expect(asked).not.toMatch(/Agent news|Agent settlement/);
    expect(list.length - 2).toBe(pub.player.length);
  });

  // Last in the file: it spends agent01's hourly allowance of direct registrations.
  it('limits the accounts an agent creates directly to 60 attempts an hour, and writes nothing once refused', async () => {
    let attempts = 0;
    let answer = await register({ username: 'demo' });
    while (answer.json().code === 'username.taken') {
      attempts += 1;
      expect(attempts).toBeLessThanOrEqual(60);
      answer = await register({ username: 'demo' });
    }
    expect(answer.statusCode).toBe(429);
    expect(answer.json()).toMatchObject({ code: 'rate.limited', value: { retryAfterSeconds: expect.any(Number) } });
    const before = await memberCount();
    expect((await register({ username: 'lateplayer' })).json().code).toBe('rate.limited');
    expect(await memberCount()).toBe(before);
  });
});
