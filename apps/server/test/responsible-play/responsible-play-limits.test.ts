import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLotteryPass } from '../../src/modules/lottery/lottery-jobs.ts';
import { wagerRefusal } from '../../src/modules/responsible-play/play-guard.service.ts';
import { inTransaction } from '../../src/modules/wallet/ledger.service.ts';
import { expectLedgerSound } from '../ledger-helpers.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test-app.ts';
import { DAY, playKit } from './play-kit.ts';

describe.each(TEST_DATABASES)('responsible play: limits on %s', (kind) => {
  let t: TestApp;
  let kit: ReturnType<typeof playKit>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    kit = playKit(t);
    await kit.init();
    await runLotteryPass(t.ctx);
  });
  afterAll(async () => {
    await expectLedgerSound(t.ctx.database.db);
    await t.close();
  });

  it('refuses a bet that could pass a loss limit, and a round in play still settles', async () => {
    const member = await kit.member('200');
    let token = member.token;
    await kit.setLimit(token, { kind: 'LOSS', period: 'WEEK', amount: '5' });
    const placed = await kit.kenoBet(token, '5.00');
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await kit.kenoBet(token, '1.00')).json().code).toBe('play.limit.loss');
    // The draw comes and the bet placed before the limit was reached settles as any other.
    t.clock.advance(2 * 60_000);
    for (let i = 0; i < 5; i += 1) await runLotteryPass(t.ctx);
    token = await t.login(member.username, 'abc12345');
    const bets = (await t.call('lotteryMyBets', { token, query: { gameCode: 'KENO_1M' } })).json().value.list;
    expect(bets).toHaveLength(1);
    expect(['WON', 'LOST']).toContain(bets[0].status);
  });

  it('refuses bets once the session time limit has passed', async () => {
    const member = await kit.member('100');
    let token = member.token;
    await kit.setLimit(token, { kind: 'SESSION', period: 'SESSION', amount: 15 });
    expect((await kit.kenoBet(token, '1.00')).statusCode).toBe(200);
    t.clock.advance(16 * 60_000);
    expect((await kit.kenoBet(token, '1.00')).json().code).toBe('play.session.limit');
    const state = (await t.call('playState', { token })).json().value;
    expect(state.limits[0]).toMatchObject({ kind: 'SESSION', amount: '15', used: '16' });
    // A new session starts its own time.
    token = await t.login(member.username, 'abc12345');
    expect((await kit.kenoBet(token, '1.00')).statusCode).toBe(200);
  });

  it('refuses a bet over a wager limit with nothing moved, and counts the day window from the first limit', async () => {
    const member = await kit.member('200');
    const token = member.token;
    expect((await kit.setLimit(token, { kind: 'WAGER', period: 'DAY', amount: '10' })).statusCode).toBe(200);
    expect((await kit.kenoBet(token, '6.00')).statusCode).toBe(200);
    const before = await kit.promo.balance(token);
    const refused = await kit.kenoBet(token, '6.00');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('play.limit.wager');
    expect(await kit.promo.balance(token)).toBe(before);
    expect((await kit.kenoBet(token, '4.00')).statusCode).toBe(200);
    // The next window (24 hours after the first limit) starts over.
    const wager = (amount: bigint) =>
      inTransaction(t.ctx.database.db, (tx) =>
        wagerRefusal(tx, { memberId: member.memberId, amount, now: t.clock.now }),
      );
    expect(await wager(100n)).toBe('play.limit.wager');
    t.clock.advance(DAY);
    expect(await wager(1000n)).toBeNull();
    expect(await wager(1n)).toBe('play.limit.wager');
  });

  it('refuses a deposit over a deposit limit; the lowest of the periods wins; a decrease applies at once', async () => {
    const { token } = await kit.member('0');
    const day = await kit.setLimit(token, { kind: 'DEPOSIT', period: 'DAY', amount: '100' });
    expect(day.statusCode, day.body).toBe(200);
    expect(day.json().value.applied).toBe('NOW');
    expect((await kit.askDeposit(token, '80')).statusCode).toBe(200);
    const over = await kit.askDeposit(token, '30');
    expect(over.statusCode).toBe(403);
    expect(over.json().code).toBe('play.limit.deposit');
    // A week limit below what the day allows: the lower one refuses what the day would still let through.
    expect((await kit.setLimit(token, { kind: 'DEPOSIT', period: 'WEEK', amount: '95' })).json().value.applied).toBe(
      'NOW',
    );
    expect((await kit.askDeposit(token, '20')).json().code).toBe('play.limit.deposit');
    expect((await kit.askDeposit(token, '15')).statusCode).toBe(200);
    const state = (await t.call('playState', { token })).json().value;
    expect(state.limits.map((limit: { period: string; used: string }) => [limit.period, limit.used])).toEqual([
      ['DAY', '95.00'],
      ['WEEK', '95.00'],
    ]);
    expect(new Date(state.limits[0].resetsAt).getTime() - t.clock.now.getTime()).toBeLessThanOrEqual(DAY);
  });

  it('raises or removes a limit only after 24 hours and a confirmation within 7 days', async () => {
    const member = await kit.member('0');
    let token = member.token;
    await kit.setLimit(token, { kind: 'DEPOSIT', period: 'DAY', amount: '50' });
    const raise = await kit.setLimit(token, { kind: 'DEPOSIT', period: 'DAY', amount: '500' });
    expect(raise.json().value.applied).toBe('PENDING');
    expect(raise.json().value.limits[0]).toMatchObject({
      amount: '50.00',
      pending: { amount: '500.00', isRemoval: false },
    });
    // Still the old limit, and too early to confirm.
    expect((await kit.askDeposit(token, '60')).json().code).toBe('play.limit.deposit');
    const early = await t.call('playLimitConfirm', { token, body: { kind: 'DEPOSIT', period: 'DAY' } });
    expect(early.json().code).toBe('play.limit.confirm.early');
    t.clock.advance(DAY + 60_000);
    token = await t.login(member.username, 'abc12345');
    expect((await kit.askDeposit(token, '60')).json().code).toBe('play.limit.deposit');
    const confirmed = await t.call('playLimitConfirm', { token, body: { kind: 'DEPOSIT', period: 'DAY' } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().value.limits[0]).toMatchObject({ amount: '500.00', pending: null });
    expect((await kit.askDeposit(token, '400')).statusCode).toBe(200);
    // A removal not confirmed within the 7 days lapses.
    expect((await kit.setLimit(token, { kind: 'DEPOSIT', period: 'DAY', amount: null })).json().value.applied).toBe(
      'PENDING',
    );
    t.clock.advance(9 * DAY);
    token = await t.login(member.username, 'abc12345');
    const lapsed = await t.call('playLimitConfirm', { token, body: { kind: 'DEPOSIT', period: 'DAY' } });
    expect(lapsed.json().code).toBe('play.limit.confirm.expired');
    expect((await t.call('playState', { token })).json().value.limits).toHaveLength(1);
    // Nothing to confirm on a limit with no request.
    const none = await t.call('playLimitConfirm', { token, body: { kind: 'WAGER', period: 'WEEK' } });
    expect(none.json().code).toBe('play.limit.not.pending');
  });

  it('lets an operator lower a limit with a reason, audited, and never raise one', async () => {
    const member = await kit.member('0');
    await kit.refreshFinance();
    await kit.setLimit(member.token, { kind: 'DEPOSIT', period: 'MONTH', amount: '1000' });
    const body = { username: member.username, kind: 'DEPOSIT', period: 'MONTH', reason: 'Affordability check' };
    const lowered = await t.call('opsPlayLimitLower', { token: kit.finance(), body: { ...body, amount: '300' } });
    expect(lowered.statusCode, lowered.body).toBe(200);
    const raised = await t.call('opsPlayLimitLower', { token: kit.finance(), body: { ...body, amount: '400' } });
    expect(raised.statusCode).toBe(403);
    expect(raised.json().code).toBe('play.limit.raise.forbidden');
    const view = (await t.call('opsPlayMember', { token: kit.finance(), query: { username: member.username } })).json()
      .value;
    expect(view.limits[0]).toMatchObject({ amount: '300.00' });
    expect(view.events[0]).toMatchObject({
      action: 'OPERATOR_LOWER',
      before: '1000.00',
      after: '300.00',
      operator: 'finance',
    });
    expect((await kit.askDeposit(member.token, '301')).json().code).toBe('play.limit.deposit');
    const hits = (await t.call('opsPlayReport', { token: kit.finance() })).json().value.hits;
    expect(hits).toEqual(
      expect.arrayContaining([expect.objectContaining({ username: member.username, code: 'play.limit.deposit' })]),
    );
  });
});
