import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { expectLedgerSound } from '../ledger-helpers.ts';
import { addExternalVendor, externalVendor, txId } from '../seamless-vendor.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test-app.ts';
import { playKit } from './play-kit.ts';

// An external vendor's debits go through the same responsible-play check as every wager: the one-statement call
// refuses a blocked member and checks and counts a member's limits itself (migrations 0039 and 0044).
describe.each(TEST_DATABASES)('responsible play at the seamless wallet on %s', (kind) => {
  let t: TestApp;
  let kit: ReturnType<typeof playKit>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await addExternalVendor(t);
    kit = playKit(t);
    await kit.init();
  });
  afterAll(async () => {
    await expectLedgerSound(t.ctx.database.db);
    await t.close();
  });

  it('refuses a debit over a wager limit with the balance, counts wins and refunds, and settles an open round', async () => {
    const member = await kit.member('100');
    const vendor = externalVendor(() => t, member.username);
    expect((await kit.setLimit(member.token, { kind: 'WAGER', period: 'DAY', amount: '30' })).statusCode).toBe(200);
    const open = txId('round');
    expect((await vendor.debit(txId('bet'), open, '20.00')).json()).toMatchObject({ success: true });
    const over = txId('bet');
    const refused = await vendor.debit(over, txId('round'), '15.00');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'play.limit.wager', value: { balance: '80.00' } });
    // The refusal is stored under its id like any other answer.
    expect((await vendor.debit(over, txId('round'), '15.00')).json().code).toBe('idempotency.conflict');
    // A round in play settles after the limit is reached.
    expect((await vendor.credit(txId('win'), open, '5.00')).json()).toMatchObject({
      success: true,
      value: { balance: '85.00' },
    });
    // A rolled-back stake leaves the wagered sum: 20 + 10 - 10 leaves room for 10 more.
    const rolled = txId('bet');
    expect((await vendor.debit(rolled, txId('round'), '10.00')).json().success).toBe(true);
    expect((await vendor.rollback(txId('rb'), rolled)).json().success).toBe(true);
    expect((await vendor.debit(txId('bet'), txId('round'), '10.00')).json().success).toBe(true);
    expect((await vendor.debit(txId('bet'), txId('round'), '0.01')).json().code).toBe('play.limit.wager');
  });

  it('lowers the loss by wins, counts nothing a refused debit did not take, and notes each limit hit', async () => {
    const member = await kit.member('100');
    const vendor = externalVendor(() => t, member.username);
    expect((await kit.setLimit(member.token, { kind: 'LOSS', period: 'DAY', amount: '150' })).statusCode).toBe(200);
    // 120.00 passes the limit but not the balance: refused for funds, and not counted (else 100.00 more would pass
    // 150.00 below).
    expect((await vendor.debit(txId('bet'), txId('round'), '120.00')).json().code).toBe('balance.insufficient');
    const round = txId('round');
    expect((await vendor.debit(txId('bet'), round, '100.00')).json().success).toBe(true);
    // A win of 80.00 brings the day's net loss from 100.00 down to 20.00: room for 130.00 more, not a cent over.
    expect((await vendor.credit(txId('win'), round, '80.00')).json().success).toBe(true);
    expect((await vendor.debit(txId('bet'), txId('round'), '130.01')).json().code).toBe('play.limit.loss');
    expect((await vendor.debit(txId('bet'), txId('round'), '80.00')).json().success).toBe(true);
    const [hits] = await queryRows<{ count: number }>(
      t.ctx.database.db,
      sql`select count(*)::int as count from play_events e join members m on m.id = e.member_id
          where m.username = ${member.username} and e.action = 'LIMIT_HIT' and e.kind = 'play.limit.loss'`,
    );
    expect(hits!.count).toBe(1);
  });

  it('refuses every debit of a member in a cool-off, still pays an open round, and moves no money', async () => {
    const member = await kit.member('100');
    const vendor = externalVendor(() => t, member.username);
    const open = txId('round');
    expect((await vendor.debit(txId('bet'), open, '10.00')).json().success).toBe(true);
    expect(
      (await t.call('playExclude', { token: member.token, body: { kind: 'COOL_OFF', duration: '24H' } })).statusCode,
    ).toBe(200);
    const refused = await vendor.debit(txId('bet'), txId('round'), '1.00');
    expect(refused.json()).toMatchObject({ success: false, code: 'play.blocked', value: { balance: '90.00' } });
    expect((await vendor.credit(txId('win'), open, '4.00')).json()).toMatchObject({
      success: true,
      value: { balance: '94.00' },
    });
    t.clock.advance(25 * 3_600_000);
    expect((await vendor.debit(txId('bet'), txId('round'), '1.00')).json().success).toBe(true);
  });
});
