import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { AppError } from '../src/plugins/app-error.ts';
import {
  houseAccountId,
  inTransaction,
  placeHold,
  postHold,
  postTransfer,
  reverseTransfer,
  voidHold,
} from '../src/modules/wallet/ledger.service.ts';
import { createWallets, CURRENCY, expectLedgerSound, fundsOf, key } from './ledger-helpers.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';

const codeOf = async (promise: Promise<unknown>): Promise<string> => {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
};

describe.each(TEST_DATABASES)('ledger on %s', (kind) => {
  let t: TestApp;
  let db: TestApp['ctx']['database']['db'];
  beforeAll(async () => {
    t = await createTestApp(kind);
    db = t.ctx.database.db;
  });
  afterAll(async () => {
    await expectLedgerSound(db);
    await t.close();
  });

  it('posts a transfer as two entries with balances before and after and the account versions', async () => {
    const [a, b] = await createWallets(db, [10_000n, 0n]);
    const posted = await inTransaction(db, (tx) =>
      postTransfer(tx, {
        idempotencyKey: key(),
        kind: 'TRANSFER_TEST',
        debitAccountId: a.walletId,
        creditAccountId: b.walletId,
        amount: 2_500n,
      }),
    );
    expect(posted.replayed).toBe(false);
    const entries = await queryRows<{
      account_id: string;
      amount: string;
      balance_before: string;
      balance_after: string;
      account_version: string;
    }>(
      db,
      sql`select account_id::text, amount::text, balance_before::text, balance_after::text, account_version::text from ledger_entries where transfer_id = ${posted.transferId} order by amount`,
    );
    expect(entries).toEqual([
      {
        account_id: String(a.walletId),
        amount: '-2500',
        balance_before: '10000',
        balance_after: '7500',
        account_version: '2',
      },
      {
        account_id: String(b.walletId),
        amount: '2500',
        balance_before: '0',
        balance_after: '2500',
        account_version: '1',
      },
    ]);
    expect(await fundsOf(db, a.memberId)).toEqual({ balance: 7_500n, held: 0n });
    await expectLedgerSound(db);
  });

  it('never takes a member wallet below zero and writes nothing when it refuses; house accounts may go negative', async () => {
    const [a, b] = await createWallets(db, [100n, 0n]);
    const [before] = await queryRows<{ n: string }>(db, sql`select count(*)::text as n from ledger_transfers`);
    expect(
      await codeOf(
        inTransaction(db, (tx) =>
          postTransfer(tx, {
            idempotencyKey: key(),
            kind: 'TRANSFER_TEST',
            debitAccountId: a.walletId,
            creditAccountId: b.walletId,
            amount: 101n,
          }),
        ),
      ),
    ).toBe('balance.insufficient');
    expect(
      await codeOf(
        inTransaction(db, (tx) =>
          postTransfer(tx, {
            idempotencyKey: key(),
            kind: 'TRANSFER_TEST',
            debitAccountId: a.walletId,
            creditAccountId: b.walletId,
            amount: 0n,
          }),
        ),
      ),
    ).toBe('amount.invalid');
    expect(
      await codeOf(
        inTransaction(db, (tx) =>
          postTransfer(tx, {
            idempotencyKey: key(),
            kind: 'TRANSFER_TEST',
            debitAccountId: a.walletId,
            creditAccountId: b.walletId,
            amount: -5n,
          }),
        ),
      ),
    ).toBe('amount.invalid');
    const [after] = await queryRows<{ n: string }>(db, sql`select count(*)::text as n from ledger_transfers`);
    expect(after.n).toBe(before.n);
    await inTransaction(db, async (tx) =>
      postTransfer(tx, {
        idempotencyKey: key(),
        kind: 'GAME_CREDIT',
        debitAccountId: await houseAccountId(tx, 'HOUSE_GAMES', CURRENCY),
        creditAccountId: b.walletId,
        amount: 1_000_000n,
      }),
    );
    expect((await fundsOf(db, b.memberId)).balance).toBe(1_000_000n);
  });

  it('answers a replayed key with the original transfer and refuses the key for another request', async () => {
    const [a, b] = await createWallets(db, [1_000n, 0n]);
    const request = {
      idempotencyKey: key(),
      kind: 'TRANSFER_TEST',
      debitAccountId: a.walletId,
      creditAccountId: b.walletId,
      amount: 300n,
    };
    const first = await inTransaction(db, (tx) => postTransfer(tx, request));
    const again = await inTransaction(db, (tx) => postTransfer(tx, request));
    expect(again).toEqual({ transferId: first.transferId, replayed: true });
    expect(await fundsOf(db, a.memberId)).toEqual({ balance: 700n, held: 0n });
    expect(await codeOf(inTransaction(db, (tx) => postTransfer(tx, { ...request, amount: 301n })))).toBe(
      'idempotency.conflict',
    );
    expect(
      await codeOf(
        inTransaction(db, (tx) =>
          postTransfer(tx, { ...request, creditAccountId: a.walletId, debitAccountId: b.walletId }),
        ),
      ),
    ).toBe('idempotency.conflict');
    // A replay is answered even when the wallet could no longer pay for it.
    await inTransaction(db, (tx) =>
      postTransfer(tx, {
        idempotencyKey: key(),
        kind: 'TRANSFER_TEST',
        debitAccountId: a.walletId,
        creditAccountId: b.walletId,
        amount: 700n,
      }),
    );
    expect(await inTransaction(db, (tx) => postTransfer(tx, request))).toEqual({
      transferId: first.transferId,
      replayed: true,
    });
  });

  it('holds funds in two phases: pending, then posted or voided, each once', async () => {
    const [a] = await createWallets(db, [1_000n]);
    const withdrawals = await inTransaction(db, (tx) => houseAccountId(tx, 'HOUSE_WITHDRAWALS', CURRENCY));
    const holdKey = key('hold');
    const hold = await inTransaction(db, (tx) =>
      placeHold(tx, { idempotencyKey: holdKey, kind: 'WITHDRAWAL', accountId: a.walletId, amount: 600n }),
    );
    expect(
      await inTransaction(db, (tx) =>
        placeHold(tx, { idempotencyKey: holdKey, kind: 'WITHDRAWAL', accountId: a.walletId, amount: 600n }),
      ),
    ).toEqual({ holdId: hold.holdId, replayed: true });
    expect(await fundsOf(db, a.memberId)).toEqual({ balance: 1_000n, held: 600n });
    // Held funds cannot be spent or held twice.
    expect(
      await codeOf(
        inTransaction(db, (tx) =>
          placeHold(tx, { idempotencyKey: key(), kind: 'WITHDRAWAL', accountId: a.walletId, amount: 401n }),
        ),
      ),
    ).toBe('balance.insufficient');
    expect(
      await codeOf(
        inTransaction(db, (tx) =>
          postTransfer(tx, {
            idempotencyKey: key(),
            kind: 'GAME_DEBIT',
            debitAccountId: a.walletId,
            creditAccountId: withdrawals,
            amount: 401n,
          }),
        ),
      ),
    ).toBe('balance.insufficient');

    const posted = await inTransaction(db, (tx) => postHold(tx, { holdId: hold.holdId, creditAccountId: withdrawals }));
    expect(
      await inTransaction(db, (tx) => postHold(tx, { holdId: hold.holdId, creditAccountId: withdrawals })),
    ).toEqual({ transferId: posted.transferId, replayed: true });
    expect(await codeOf(inTransaction(db, (tx) => voidHold(tx, { holdId: hold.holdId })))).toBe('order.state.invalid');
    expect(await fundsOf(db, a.memberId)).toEqual({ balance: 400n, held: 0n });

    const second = await inTransaction(db, (tx) =>
      placeHold(tx, { idempotencyKey: key(), kind: 'WITHDRAWAL', accountId: a.walletId, amount: 400n }),
    );
    expect(await inTransaction(db, (tx) => voidHold(tx, { holdId: second.holdId }))).toEqual({ replayed: false });
    expect(await inTransaction(db, (tx) => voidHold(tx, { holdId: second.holdId }))).toEqual({ replayed: true });
    expect(
      await codeOf(inTransaction(db, (tx) => postHold(tx, { holdId: second.holdId, creditAccountId: withdrawals }))),
    ).toBe('order.state.invalid');
    expect(await fundsOf(db, a.memberId)).toEqual({ balance: 400n, held: 0n });
    await expectLedgerSound(db);
  });

  it('corrects with reversing transfers that never exceed the original', async () => {
    const [a, b] = await createWallets(db, [1_000n, 0n]);
    const original = await inTransaction(db, (tx) =>
      postTransfer(tx, {
        idempotencyKey: key(),
        kind: 'TRANSFER_TEST',
        debitAccountId: a.walletId,
        creditAccountId: b.walletId,
        amount: 500n,
      }),
    );
    const partial = await inTransaction(db, (tx) =>
      reverseTransfer(tx, { transferId: original.transferId, idempotencyKey: key('rev'), amount: 200n }),
    );
    expect(partial.replayed).toBe(false);
    expect(
      await codeOf(
        inTransaction(db, (tx) =>
          reverseTransfer(tx, { transferId: original.transferId, idempotencyKey: key('rev'), amount: 301n }),
        ),
      ),
    ).toBe('amount.above.maximum');
    await inTransaction(db, (tx) =>
      reverseTransfer(tx, { transferId: original.transferId, idempotencyKey: key('rev'), amount: 300n }),
    );
    expect(await fundsOf(db, a.memberId)).toEqual({ balance: 1_000n, held: 0n });
    expect(await fundsOf(db, b.memberId)).toEqual({ balance: 0n, held: 0n });
    const [row] = await queryRows<{ kind: string; reverses: string }>(
      db,
      sql`select kind, reverses_transfer_id::text as reverses from ledger_transfers where id = ${partial.transferId}`,
    );
    expect(row).toEqual({ kind: 'TRANSFER_TEST_REVERSAL', reverses: String(original.transferId) });
  });

  it('refuses to update or delete transfers, entries, audit entries and what a hold holds', async () => {
    await t.opsLogin('admin', 'admin1234');
    const attempts = [
      sql`update ledger_transfers set amount = amount + 1`,
      sql`delete from ledger_transfers`,
      sql`update ledger_entries set amount = 0`,
      sql`delete from ledger_entries`,
      sql`update ledger_holds set amount = amount + 1`,
      sql`delete from operator_audit_log`,
    ];
    for (const attempt of attempts) {
      const error = await db.execute(attempt).then(
        () => null,
        (failure: Error & { cause?: Error }) => failure,
      );
      expect(error?.cause?.message ?? error?.message).toMatch(/append-only|cannot change|never deleted/);
    }
  });
});
