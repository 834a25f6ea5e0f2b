import { TRIAL_ACCOUNT_TYPE } from '@lucky/contracts/common/constants';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { games } from '../src/db/schema/games.ts';
import { members } from '../src/db/schema/members.ts';
import { loadGame } from '../src/modules/lottery/lottery-games.service.ts';
import {
  debitHouseRound,
  type HouseDebitOutcome,
  type HouseDebitRequest,
} from '../src/modules/seamless/seamless-house-debit.service.ts';
import { seamlessDebit } from '../src/modules/seamless/seamless.service.ts';
import { inTransaction } from '../src/modules/wallet/ledger.service.ts';
import { createWallets, expectLedgerSound, fundsOf, key } from './ledger-helpers.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';

/** Everything a debit wrote for one member, with what must differ between two members (ids, names) left out. */
async function writtenFor(db: TestApp['ctx']['database']['db'], memberId: number) {
  const debits = await queryRows<Record<string, unknown>>(
    db,
    sql`
    select t.kind, t.round_id, t.reference_transaction_id, t.amount::text, t.status, t.is_credited, t.is_rolled_back, t.http_status,
      t.answer->>'success' as success, t.answer->'value'->>'balance' as balance, t.answer->'value'->>'currency' as currency, t.answer->>'code' as code,
      t.transaction_id = t.answer->'value'->>'transactionId' as answers_its_id,
      tr.kind as transfer_kind, tr.amount::text as transfer_amount, tr.memo, tr.metadata, tr.idempotency_key = 'seamless:' || t.vendor_code || ':' || t.transaction_id as keyed,
      da.kind as debit_account, ca.kind as credit_account
    from seamless_transactions t join ledger_transfers tr on tr.id = t.transfer_id
      join ledger_accounts da on da.id = tr.debit_account_id join ledger_accounts ca on ca.id = tr.credit_account_id
    where t.member_id = ${memberId} order by t.id`,
  );
  const rounds = await queryRows<Record<string, unknown>>(
    db,
    sql`
    select round_id, status, stake::text, win::text, credits, closed_at is null as open from seamless_rounds where member_id = ${memberId} order by id`,
  );
  const logged = await queryRows<Record<string, unknown>>(
    db,
    sql`
    select game_id, vendor_code, round_ref, bet::text, win::text, valid_bet::text, status from game_rounds where member_id = ${memberId} order by id`,
  );
  const entries = await queryRows<Record<string, unknown>>(
    db,
    sql`
    select e.amount::text, e.balance_before::text, e.balance_after::text, a.kind from ledger_entries e join ledger_accounts a on a.id = e.account_id
    where e.transfer_id in (select transfer_id from seamless_transactions where member_id = ${memberId}) order by e.id`,
  );
  // The house shard is the member's own (its number differs between members): keep the account's family only.
  const family = (row: Record<string, unknown>, field: string) => ({
    ...row,
    [field]: String(row[field]).split('#')[0],
  });
  // Round ids are the member's own too (a round log row is unique per vendor and round id).
  const anyRound = (row: Record<string, unknown>) => ({
    ...row,
    round_id: 'R',
    round_ref: 'R',
    metadata: { ...(row.metadata as object), roundId: 'R' },
  });
  return {
    debits: debits.map((row) => anyRound(family(family(row, 'debit_account'), 'credit_account'))),
    rounds: rounds.map(anyRound),
    logged: logged.map(anyRound),
    entries: entries.map((row) => family(row, 'kind')),
  };
}

class RolledBack extends Error {}

describe.each(TEST_DATABASES)('the in-house form of a seamless debit on %s', (kind) => {
  let t: TestApp;
  let db: TestApp['ctx']['database']['db'];
  let vendorCode: string;
  let gameCode: string;
  const currency = { code: 'USD', scale: 2 };
  /** As a caller must: a refusal rolls the transaction back. */
  const houseDebit = async (debit: HouseDebitRequest): Promise<HouseDebitOutcome> => {
    let outcome: HouseDebitOutcome | undefined;
    await inTransaction(db, async (tx) => {
      outcome = await debitHouseRound(t.ctx, tx, { vendorCode, currency, debit });
      if (!outcome.ok) throw new RolledBack();
    }).catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
    return outcome!;
  };
  const usernameOf = async (memberId: number) =>
    (await db.select().from(members).where(eq(members.id, memberId)))[0]!.username;

  beforeAll(async () => {
    t = await createTestApp(kind);
    db = t.ctx.database.db;
    const game = await loadGame(t.ctx, 'KENO_1M');
    vendorCode = game.row.catalogue.vendorCode;
    gameCode = game.row.catalogue.gameCode;
  });
  afterAll(async () => {
    await expectLedgerSound(db);
    await t.close();
  });

  it('writes exactly what seamlessDebit writes: the answer, the round, its log row and the transfer', async () => {
    const [a, b] = await createWallets(db, [10_000n, 10_000n]);
    const player = await usernameOf(a!.memberId);
    const houseIds = [key('house0'), key('house1')];
    for (const [index, amount] of [1_234n, 66n].entries()) {
      const single = await seamlessDebit(
        t.ctx,
        vendorCode,
        {
          player,
          roundId: `R${a!.memberId}`,
          gameCode,
          transactionId: key(`single${index}`),
          amount: (Number(amount) / 100).toFixed(2),
        },
        currency,
      );
      expect(single.answer.success).toBe(true);
      const house = await houseDebit({
        memberId: b!.memberId,
        roundId: `R${b!.memberId}`,
        gameCode,
        transactionId: houseIds[index]!,
        amount,
      });
      expect(house).toMatchObject({ ok: true, available: 10_000n - (index === 0 ? 1_234n : 1_300n) });
    }
    const [fromSingle, fromHouse] = [await writtenFor(db, a!.memberId), await writtenFor(db, b!.memberId)];
    expect(fromHouse).toEqual(fromSingle);
    expect(fromHouse.debits).toHaveLength(2);
    expect(fromHouse.rounds).toEqual([expect.objectContaining({ status: 'OPEN', stake: '1300' })]);
    expect(fromHouse.logged).toEqual([expect.objectContaining({ bet: '1300', status: 'OPEN' })]);
    expect((await fundsOf(db, b!.memberId)).balance).toBe(8_700n);
    // The vendor-facing call replays a house debit as its own (same request fingerprint, stored answer), moving nothing.
    const replay = await seamlessDebit(
      t.ctx,
      vendorCode,
      {
        player: await usernameOf(b!.memberId),
        roundId: `R${b!.memberId}`,
        gameCode,
        transactionId: houseIds[1]!,
        amount: '0.66',
      },
      currency,
    );
    expect(replay.answer).toMatchObject({ success: true, value: { balance: '87.00' } });
    expect((await fundsOf(db, b!.memberId)).balance).toBe(8_700n);
    await expectLedgerSound(db);
  });

  it('debits a trial account against the free-play house account', async () => {
    const [trial] = await createWallets(db, [500n]);
    await db.update(members).set({ type: TRIAL_ACCOUNT_TYPE }).where(eq(members.id, trial!.memberId));
    expect(
      await houseDebit({
        memberId: trial!.memberId,
        roundId: `R${trial!.memberId}`,
        gameCode,
        transactionId: key('trial'),
        amount: 100n,
      }),
    ).toMatchObject({ ok: true, available: 400n });
    const [row] = await writtenFor(db, trial!.memberId).then((written) => written.debits);
    expect(row).toMatchObject({ debit_account: 'MEMBER_WALLET', credit_account: 'HOUSE_FREEPLAY' });
  });

  it('refuses what seamlessDebit refuses, and a replay, moving no money', async () => {
    const [member] = await createWallets(db, [1_000n]);
    const debit = (transactionId: string, amount: bigint, roundId = `R${member!.memberId}`) =>
      houseDebit({ memberId: member!.memberId, roundId, gameCode, transactionId, amount });
    expect(await debit(key('too-much'), 1_001n)).toEqual({
      ok: false,
      refusal: 'balance.insufficient',
      available: 1_000n,
    });
    const used = key('used');
    expect(await debit(used, 100n)).toMatchObject({ ok: true });
    expect(await debit(used, 100n)).toEqual({ ok: false, refusal: 'REPLAY', available: 900n });
    await db
      .update(games)
      .set({ status: 'MAINTENANCE' })
      .where(and(eq(games.vendorCode, vendorCode), eq(games.gameCode, gameCode)));
    try {
      expect(await debit(key('maintenance'), 10n)).toMatchObject({ ok: false, refusal: 'game.maintenance' });
    } finally {
      await db
        .update(games)
        .set({ status: 'ACTIVE' })
        .where(and(eq(games.vendorCode, vendorCode), eq(games.gameCode, gameCode)));
    }
    const closing = await seamlessDebit(
      t.ctx,
      vendorCode,
      {
        player: await usernameOf(member!.memberId),
        roundId: `C${member!.memberId}`,
        gameCode,
        transactionId: key('close'),
        amount: '1.00',
        roundClosed: true,
      },
      currency,
    );
    expect(closing.answer.success).toBe(true);
    expect(await debit(key('closed'), 10n, `C${member!.memberId}`)).toMatchObject({
      ok: false,
      refusal: 'seamless.round.closed',
    });
    expect((await fundsOf(db, member!.memberId)).balance).toBe(800n);
  });
});
