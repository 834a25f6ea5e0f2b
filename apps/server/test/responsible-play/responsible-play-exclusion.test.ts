import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { pvpSeats } from '../../src/db/schema/pvp.ts';
import { turnoverRequirements } from '../../src/db/schema/promotions.ts';
import { runLotteryPass } from '../../src/modules/lottery/lottery-jobs.ts';
import { buyIn } from '../../src/modules/pvp/pvp-money.service.ts';
import { listTables } from '../../src/modules/pvp/pvp.repository.ts';
import { wagerRefusal } from '../../src/modules/responsible-play/play-guard.service.ts';
import { inTransaction } from '../../src/modules/wallet/ledger.service.ts';
import { expectLedgerSound } from '../ledger-helpers.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test-app.ts';
import { DAY, HOUR, playKit } from './play-kit.ts';

describe.each(TEST_DATABASES)('responsible play: cool-off and self-exclusion on %s', (kind) => {
  let t: TestApp;
  let kit: ReturnType<typeof playKit>;
  const wager = (memberId: number) =>
    inTransaction(t.ctx.database.db, (tx) => wagerRefusal(tx, { memberId, amount: 100n, now: t.clock.now }));
  const login = (username: string) =>
    t.call('sessionLogin', { body: { type: 'username', username, password: 'abc12345' } });

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

  it('a cool-off ends the session, cancels chases and card seats with refunds, forfeits the open bonus, refuses login with its end', async () => {
    const member = await kit.member('0');
    const { token, memberId, username } = member;
    // A welcome bonus still under turnover: 120.00 deposited, 120.00 bonus.
    const welcome = await kit.promo.promotionId('WELCOME100');
    await t.call('promotionJoin', { token, body: { promotionId: welcome } });
    await kit.promo.deposit(token, '120');
    expect((await t.call('promotionClaim', { token, body: { promotionId: welcome } })).statusCode).toBe(200);
    const chase = await t.call('lotteryPlaceChase', {
      token,
      body: {
        requestId: `chase-${memberId}-rp`,
        gameCode: '5D_1M',
        drawCount: 5,
        stopOnWin: false,
        selections: [{ betType: 'SUM_BIG', picks: [], unitStake: '2.00' }],
      },
    });
    expect(chase.statusCode, chase.body).toBe(200);
    const [table] = await listTables(t.ctx.database.db, { practice: false });
    await buyIn(t.ctx.database.db, {
      table: table!,
      memberId,
      seatNo: 0,
      amount: table!.minBuyIn,
      requestId: 'rp-seat',
      now: t.clock.now,
    });
    expect(Number(await kit.promo.balance(token))).toBeCloseTo(240 - 10 - Number(table!.minBuyIn) / 100, 2);

    const excluded = await t.call('playExclude', { token, body: { kind: 'COOL_OFF', duration: '24H' } });
    expect(excluded.statusCode, excluded.body).toBe(200);
    const endsAt = excluded.json().value.endsAt as string;
    expect(new Date(endsAt).getTime() - t.clock.now.getTime()).toBe(DAY);
    // The session is over and login says until when.
    expect((await t.call('playState', { token })).statusCode).toBe(401);
    const refused = await login(username);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'account.excluded', value: { kind: 'COOL_OFF', until: endsAt } });
    // Seat left, chase refunded, bonus taken back: 240 - 10 + 10 (chase) - 120 (bonus) = 120.00 left.
    expect(await t.ctx.database.db.select().from(pvpSeats).where(eq(pvpSeats.memberId, memberId))).toHaveLength(0);
    const [requirement] = await t.ctx.database.db
      .select()
      .from(turnoverRequirements)
      .where(eq(turnoverRequirements.memberId, memberId));
    expect(requirement!.closedBy).toBe('FORFEITED');
    expect(await wager(memberId)).toBe('play.blocked');
    // A shorter break cannot replace it; an operator can extend it, never shorten it.
    await kit.refreshFinance();
    const ops = (body: Record<string, unknown>) =>
      t.call('opsPlayExclude', { token: kit.finance(), body: { username, reason: 'Asked by phone', ...body } });
    expect((await ops({ kind: 'SELF_EXCLUSION', duration: '6M' })).statusCode).toBe(200);
    const shorter = await ops({ kind: 'COOL_OFF', duration: '30D' });
    expect(shorter.statusCode).toBe(409);
    expect(shorter.json().code).toBe('play.exclusion.shorter');
    t.clock.advance(DAY + HOUR);
    expect((await login(username)).json().code).toBe('account.excluded');
    const finance = await t.opsLogin('finance', 'finance1234');
    const view = (await t.call('opsPlayMember', { token: finance, query: { username } })).json().value;
    expect(view.exclusions.map((row: { kind: string }) => row.kind)).toEqual(['SELF_EXCLUSION', 'COOL_OFF']);
    // Only the bonus is gone: the chase and the seat came back.
    const [wallet] = await queryRows<{ balance: string }>(
      t.ctx.database.db,
      sql`select balance::text from ledger_accounts where member_id = ${memberId} and kind = 'MEMBER_WALLET'`,
    );
    expect(wallet!.balance).toBe('12000');
  });

  it('after a self-exclusion ends the account reopens only 24 hours after the member asks', async () => {
    const member = await kit.member('50');
    const { token, memberId, username } = member;
    const excluded = await t.call('playExclude', { token, body: { kind: 'SELF_EXCLUSION', duration: '6M' } });
    expect(excluded.statusCode, excluded.body).toBe(200);
    // During it the login is refused with its end, which the login form prints.
    const refused = await login(username);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'account.excluded',
      value: { kind: 'SELF_EXCLUSION', until: excluded.json().value.endsAt },
    });
    t.clock.advance(185 * DAY);
    // Past its end: login works, play does not until the reopen is asked for and 24 hours have passed.
    const back = await login(username);
    expect(back.statusCode, back.body).toBe(200);
    const session = back.json().value.token as string;
    expect(await wager(memberId)).toBe('play.blocked');
    const state = (await t.call('playState', { token: session })).json().value;
    expect(state.canRequestReopen).toBe(true);
    const reopened = await t.call('playReopen', { token: session });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect((await t.call('playReopen', { token: session })).json().code).toBe('play.reopen.not.due');
    t.clock.advance(23 * HOUR);
    expect(await wager(memberId)).toBe('play.blocked');
    t.clock.advance(HOUR + 60_000);
    expect(await wager(memberId)).toBeNull();
  });

  it('a permanent self-exclusion refuses the login with no end', async () => {
    const { token, username } = await kit.member('0');
    const excluded = await t.call('playExclude', { token, body: { kind: 'SELF_EXCLUSION', duration: 'PERMANENT' } });
    expect(excluded.statusCode, excluded.body).toBe(200);
    t.clock.advance(5 * 366 * DAY);
    const refused = await login(username);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'account.excluded', value: { kind: 'SELF_EXCLUSION', until: null } });
  });

  it('suppresses marketing to an excluded member', async () => {
    const member = await kit.member('0');
    await t.call('playExclude', { token: member.token, body: { kind: 'COOL_OFF', duration: '7D' } });
    const sent = await t.call('opsMessageSend', {
      token: await t.opsLogin('admin', 'admin1234'),
      body: { audience: 'ALL', title: 'Weekend reload', body: 'Deposit now' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [row] = await queryRows<{ n: number }>(
      t.ctx.database.db,
      sql`select count(*)::int as n from member_messages where member_id = ${member.memberId} and kind = 'OPERATOR'`,
    );
    expect(row!.n).toBe(0);
  });
});
