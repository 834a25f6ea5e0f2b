import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { runLotteryPass } from '../../src/modules/lottery/lottery-jobs.ts';
import { expectLedgerSound } from '../ledger-helpers.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test-app.ts';
import { playKit } from './play-kit.ts';

const cents = (amount: string) => Math.round(Number(amount) * 100);

/**
 * A batch settlement's wins lower the loss counted against a loss limit, as a seamless credit does
 * (seamless-batch.service.ts → responsible-play/play-returns.service.ts, one statement per batch).
 */
describe.each(TEST_DATABASES)('responsible play: batch settlement returns on %s', (kind) => {
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

  const usage = async (memberId: number) => {
    const [row] = await queryRows<{ wagered: string; loss: string }>(
      t.ctx.database.db,
      sql`select week_wagered::text as wagered, week_net_loss::text as loss from play_usage where member_id = ${memberId}`,
    );
    return { wagered: Number(row!.wagered), loss: Number(row!.loss) };
  };

  it('a member with a loss limit wins a lottery bet: the settlement takes the win off the loss', async () => {
    const member = await kit.member('200');
    await kit.setLimit(member.token, { kind: 'LOSS', period: 'WEEK', amount: '100' });
    // Big and small on one Keno draw: one of them wins (or both are refunded when the sum is exactly 810).
    let detail = (await t.call('lotteryGameDetail', { query: { gameCode: 'KENO_1M' } })).json().value;
    if (!detail.currentDraws[0]) {
      await runLotteryPass(t.ctx);
      detail = (await t.call('lotteryGameDetail', { query: { gameCode: 'KENO_1M' } })).json().value;
    }
    const placed = await t.call('lotteryPlaceBets', {
      token: member.token,
      body: {
        requestId: `rp-batch-${member.memberId}`,
        gameCode: 'KENO_1M',
        drawId: detail.currentDraws[0].drawId,
        selections: [
          { betType: 'SUM_BIG', picks: [], unitStake: '5.00' },
          { betType: 'SUM_SMALL', picks: [], unitStake: '5.00' },
        ],
      },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await usage(member.memberId)).toEqual({ wagered: 1000, loss: 1000 });

    t.clock.advance(2 * 60_000);
    for (let i = 0; i < 5; i += 1) await runLotteryPass(t.ctx);
    const token = await t.login(member.username, 'abc12345');
    const bets: { status: string; stake: string; payout: string }[] = (
      await t.call('lotteryMyBets', { token, query: { gameCode: 'KENO_1M' } })
    ).json().value.list;
    expect(bets).toHaveLength(2);
    expect(bets.every((bet) => bet.status !== 'OPEN')).toBe(true);
    const paid = bets.reduce((sum, bet) => sum + cents(bet.payout), 0);
    const refunded = bets.filter((bet) => bet.status === 'REFUNDED').reduce((sum, bet) => sum + cents(bet.stake), 0);
    expect(paid).toBeGreaterThan(0);
    expect(await usage(member.memberId)).toEqual({ wagered: 1000 - refunded, loss: 1000 - paid });
  });
});
