import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds } from '../src/db/schema/games.ts';
import { ledgerTransfers } from '../src/db/schema/ledger.ts';
import { memberMessages } from '../src/db/schema/merchant.ts';
import { missionClaims, missions } from '../src/db/schema/missions.ts';
import { expectLedgerSound, fundsOf } from './ledger-helpers.ts';
import { callOk, createPlayer, expectCode, sitAt, spinSlots, type Player } from './mission-helpers.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';

type Mission = {
  id: number;
  title: string;
  status: string;
  progress: string;
  target: string;
  periodKey: string;
  rewardAmount: string;
};

/** A Wednesday, so the ISO week (2026-W48) runs on after the next day. */
const WEDNESDAY = '2026-11-25T10:00:00.000Z';

describe.each(TEST_DATABASES)('missions on %s', (kind) => {
  let t: TestApp;
  let slotStart: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.now = new Date(WEDNESDAY);
    [{ id: slotStart }] = await t.ctx.database.db
      .select({ id: missions.id })
      .from(missions)
      .where(eq(missions.seedKey, 'daily-slot-start'));
  });
  afterAll(async () => {
    await expectLedgerSound(t.ctx.database.db);
    await t.close();
  });

  const list = async (player: Player): Promise<Mission[]> => (await callOk(t, 'missionList', player.token)).list;
  const find = async (player: Player, id: number): Promise<Mission> =>
    (await list(player)).find((mission) => mission.id === id)!;
  const badge = async (player: Player): Promise<number> =>
    (await callOk(t, 'availablePromotionCounts', player.token))[0].count;
  const paidTransfers = (player: Player, missionId: number) =>
    t.ctx.database.db
      .select()
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.idempotencyKey, `mission:${missionId}:${player.id}:%`));

  it('counts progress from real slot rounds, refuses an early claim, pays once, and starts afresh the next day', async () => {
    const player = await createPlayer(t, 100_00n);
    expect(await find(player, slotStart)).toMatchObject({
      title: 'Lucky Start',
      status: 'IN_PROGRESS',
      progress: '0',
      target: '3',
      periodKey: '2026-11-25',
      rewardAmount: '1.00',
    });
    await expectCode(t, 'missionClaim', player.token, 'mission.not.completed', { body: { missionId: slotStart } });

    await spinSlots(t, player.token, 2);
    // A baccarat coup is a LIVE round: it counts for "any game" missions, not for the slot mission.
    const baccarat = await sitAt(t, player.token, 'VIRTUAL_BACCARAT');
    const coup = await baccarat({ bets: { BANKER: '5.00' } });
    expect(coup.statusCode).toBe(200);
    // A tie gives a BANKER bet back: then the coup is a round with no valid bet (about one coup in ten).
    const [{ validBet: coupValidBet }] = await t.ctx.database.db
      .select({ validBet: gameRounds.validBet })
      .from(gameRounds)
      .where(eq(gameRounds.id, coup.json().value.round.roundId));
    expect([0n, 5_00n]).toContain(coupValidBet);
    const missionsNow = await list(player);
    expect(missionsNow.find((mission) => mission.id === slotStart)).toMatchObject({
      progress: '2',
      status: 'IN_PROGRESS',
    });
    expect(missionsNow.find((mission) => mission.title === 'Spin Marathon')).toMatchObject({
      progress: '3',
      target: '20',
    });
    expect(missionsNow.find((mission) => mission.title === 'Daily Warm-up')?.progress).toBe(
      coupValidBet === 0n ? '2.00' : '7.00',
    );
    await expectCode(t, 'missionClaim', player.token, 'mission.not.completed', { body: { missionId: slotStart } });
    expect(await badge(player)).toBe(0);

    await spinSlots(t, player.token, 1);
    expect(await find(player, slotStart)).toMatchObject({ progress: '3', status: 'CLAIMABLE' });
    expect(await badge(player)).toBe(1);
    const center = await callOk(t, 'rewardCenter', player.token);
    expect(center.items).toEqual([
      expect.objectContaining({
        source: 'MISSION',
        missionId: slotStart,
        amount: '1.00',
        periodKey: '2026-11-25',
        expiresAt: '2026-11-26T00:00:00.000Z',
      }),
    ]);
    expect(center.totalAmount).toBe('1.00');

    const before = (await fundsOf(t.ctx.database.db, player.id)).balance;
    const claimed = await callOk(t, 'missionClaim', player.token, { body: { missionId: slotStart } });
    expect(claimed).toMatchObject({ amount: '1.00', mission: { status: 'CLAIMED', periodKey: '2026-11-25' } });
    expect((await fundsOf(t.ctx.database.db, player.id)).balance - before).toBe(1_00n);
    await expectCode(t, 'missionClaim', player.token, 'mission.claimed', { body: { missionId: slotStart } });
    expect(await badge(player)).toBe(0);
    const [message] = await t.ctx.database.db
      .select()
      .from(memberMessages)
      .where(eq(memberMessages.memberId, player.id))
      .orderBy(desc(memberMessages.id))
      .limit(1);
    expect(message).toMatchObject({
      kind: 'MISSION_REWARD',
      params: { site: 'Lucky Star', currency: 'USD', amount: '1.00', reason: 'Lucky Start' },
    });
    const transfers = await paidTransfers(player, slotStart);
    expect(transfers.map((row) => [row.kind, row.amount, row.idempotencyKey])).toEqual([
      ['BONUS_MISSION', 1_00n, `mission:${slotStart}:${player.id}:2026-11-25`],
    ]);

    // The next UTC day is a new period: nothing played yet, nothing claimable, the old claim stays.
    t.clock.now = new Date('2026-11-26T00:00:01.000Z');
    player.token = await t.login(player.username, player.password);
    expect(await find(player, slotStart)).toMatchObject({
      status: 'IN_PROGRESS',
      progress: '0',
      periodKey: '2026-11-26',
    });
    // The weekly live mission still sees Wednesday's coup: the week has not ended.
    expect((await list(player)).find((mission) => mission.title === 'Live Table Regular')).toMatchObject({
      progress: coupValidBet === 0n ? '0.00' : '5.00',
      periodKey: '2026-W48',
    });
    await spinSlots(t, player.token, 3);
    expect((await callOk(t, 'missionClaim', player.token, { body: { missionId: slotStart } })).mission.periodKey).toBe(
      '2026-11-26',
    );
    expect((await paidTransfers(player, slotStart)).length).toBe(2);
    t.clock.now = new Date(WEDNESDAY);
  });

  it('takes the member from the session: nobody claims for another member', async () => {
    const achiever = await createPlayer(t, 50_00n);
    const other = await createPlayer(t, 0n);
    await spinSlots(t, achiever.token, 3);
    // The body names the achiever; the server ignores it and checks the caller's own progress.
    await expectCode(t, 'missionClaim', other.token, 'mission.not.completed', {
      body: { missionId: slotStart, memberId: achiever.id },
    });
    expect(await find(achiever, slotStart)).toMatchObject({ status: 'CLAIMABLE' });
    expect((await fundsOf(t.ctx.database.db, other.id)).balance).toBe(0n);
    await expectCode(t, 'missionClaim', '', 'session.required', { body: { missionId: slotStart } });
    await expectCode(t, 'missionClaim', achiever.token, 'mission.not.found', { body: { missionId: 999_999 } });
    for (const body of [{}, { missionId: 'one' }, { missionId: -1 }, { missionId: 1.5 }]) {
      expect((await expectCode(t, 'missionClaim', achiever.token, 'request.invalid', { body })).statusCode).toBe(400);
    }
  });

  it('lets operators create, edit and switch missions, all audited; ended missions refuse claims clearly', async () => {
    const admin = await t.opsLogin('admin', 'admin1234');
    const finance = await t.opsLogin('finance', 'finance1234');
    const input = {
      title: { EN: 'Flash spin', VI: 'Quay chớp nhoáng' },
      description: { EN: 'One spin within the hour.' },
      period: 'DAILY',
      metric: 'ROUNDS',
      gameCategory: 'RNG',
      target: '1',
      rewardAmount: '0.50',
      startsAt: null,
      endsAt: new Date(Date.parse(WEDNESDAY) + 3_600_000).toISOString(),
    };
    await expectCode(t, 'opsMissionCreate', finance, 'operator.forbidden', { body: input });
    await expectCode(t, 'opsMissionCreate', admin, 'mission.invalid', { body: { ...input, target: '1.5' } });
    await expectCode(t, 'opsMissionCreate', admin, 'amount.invalid', { body: { ...input, rewardAmount: '-1' } });
    await expectCode(t, 'opsMissionCreate', admin, 'request.invalid', {
      body: { ...input, title: { VI: 'no English' } },
    });
    const created = await callOk(t, 'opsMissionCreate', admin, { body: input });
    expect(created).toMatchObject({
      title: { EN: 'Flash spin', VI: 'Quay chớp nhoáng' },
      target: '1',
      rewardAmount: '0.50',
      enabled: true,
      claimCount: 0,
    });
    const edited = await callOk(t, 'opsMissionUpdate', admin, {
      body: { ...input, id: created.id, rewardAmount: '0.75' },
    });
    expect(edited.rewardAmount).toBe('0.75');

    const player = await createPlayer(t, 20_00n);
    await spinSlots(t, player.token, 1);
    expect(await find(player, created.id)).toMatchObject({ status: 'CLAIMABLE', rewardAmount: '0.75' });
    await callOk(t, 'opsMissionStatus', admin, { body: { id: created.id, enabled: false } });
    expect(await find(player, created.id)).toBeUndefined();
    await expectCode(t, 'missionClaim', player.token, 'mission.not.available', { body: { missionId: created.id } });
    await callOk(t, 'opsMissionStatus', admin, { body: { id: created.id, enabled: true } });

    t.clock.now = new Date(Date.parse(WEDNESDAY) + 2 * 3_600_000);
    player.token = await t.login(player.username, player.password);
    const refused = await expectCode(t, 'missionClaim', player.token, 'mission.expired', {
      body: { missionId: created.id },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This mission has ended; its rewards can no longer be claimed');
    expect(await find(player, created.id)).toBeUndefined();
    t.clock.now = new Date(WEDNESDAY);

    const audit = (
      await callOk(t, 'opsAuditLog', await t.opsLogin('admin', 'admin1234'), {
        query: { targetId: String(created.id) },
      })
    ).list
      .filter((entry: { targetType: string }) => entry.targetType === 'MISSION')
      .map((entry: { action: string }) => entry.action);
    expect(audit.sort()).toEqual(['MISSION_CREATE', 'MISSION_DISABLE', 'MISSION_ENABLE', 'MISSION_UPDATE']);
    const listed = (await callOk(t, 'opsMissionList', await t.opsLogin('admin', 'admin1234'))).find(
      (row: { id: number }) => row.id === created.id,
    );
    expect(listed).toMatchObject({ claimCount: 0, paidAmount: '0.00' });
  });

  it('pays ten concurrent claims of one mission exactly once', async () => {
    const player = await createPlayer(t, 50_00n);
    await spinSlots(t, player.token, 3);
    const before = (await fundsOf(t.ctx.database.db, player.id)).balance;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.call('missionClaim', { token: player.token, body: { missionId: slotStart } })),
    );
    const codes = answers.map((answer) => answer.json().code ?? 'OK').sort();
    expect(codes).toEqual(['OK', ...Array.from({ length: 9 }, () => 'mission.claimed')]);
    expect((await fundsOf(t.ctx.database.db, player.id)).balance - before).toBe(1_00n);
    expect((await paidTransfers(player, slotStart)).length).toBe(1);
    const claims = await t.ctx.database.db
      .select()
      .from(missionClaims)
      .where(and(eq(missionClaims.memberId, player.id), eq(missionClaims.missionId, slotStart)));
    expect(claims.length).toBe(1);
  });
});
