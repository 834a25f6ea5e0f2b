import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { AppError } from '../src/plugins/app-error.ts';
import {
  houseAccountId,
  inTransaction,
  postHouseTransfers,
  postTransfer,
} from '../src/modules/wallet/ledger.service.ts';
import { createWallets, CURRENCY, expectLedgerSound, fundsOf, key } from './ledger-helpers.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';

describe.each(TEST_DATABASES)('house transfers in one statement on %s', (kind) => {
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

  it('posts many credits, several to one wallet, with running balances and versions, and replays them', async () => {
    const [a, b] = await createWallets(db, [1_000n, 0n]);
    const house = await inTransaction(db, (tx) => houseAccountId(tx, 'HOUSE_GAMES', CURRENCY));
    const keys = [key('b1'), key('b2'), key('b3')];
    const requests = [
      {
        idempotencyKey: keys[0]!,
        kind: 'GAME_CREDIT',
        amount: 250n,
        debitAccountId: house,
        creditAccountId: a!.walletId,
        memo: 'win',
      },
      {
        idempotencyKey: keys[1]!,
        kind: 'GAME_CREDIT',
        amount: 100n,
        debitAccountId: house,
        creditAccountId: b!.walletId,
        memo: 'win',
      },
      {
        idempotencyKey: keys[2]!,
        kind: 'GAME_CREDIT',
        amount: 50n,
        debitAccountId: house,
        creditAccountId: a!.walletId,
        memo: 'win',
      },
    ];
    const posted = await inTransaction(db, (tx) => postHouseTransfers(tx, requests));
    expect(posted.size).toBe(3);
    expect((await fundsOf(db, a!.memberId)).balance).toBe(1_300n);
    expect((await fundsOf(db, b!.memberId)).balance).toBe(100n);
    const entries = await queryRows<{ balance_before: string; balance_after: string; account_version: string }>(
      db,
      sql`
      select balance_before::text, balance_after::text, account_version::text from ledger_entries where account_id = ${a!.walletId} order by account_version`,
    );
    expect(entries.slice(-2).map((entry) => [entry.balance_before, entry.balance_after])).toEqual([
      ['1000', '1250'],
      ['1250', '1300'],
    ]);
    expect(Number(entries.at(-1)!.account_version)).toBe(Number(entries.at(-2)!.account_version) + 1);
    // A replay answers the same ids and moves nothing; a single transfer after the batch continues the versions.
    const replayed = await inTransaction(db, (tx) => postHouseTransfers(tx, requests));
    expect(Object.fromEntries(replayed)).toEqual(Object.fromEntries(posted));
    expect((await fundsOf(db, a!.memberId)).balance).toBe(1_300n);
    await inTransaction(db, (tx) =>
      postTransfer(tx, {
        idempotencyKey: key('single'),
        kind: 'GAME_CREDIT',
        amount: 1n,
        debitAccountId: house,
        creditAccountId: a!.walletId,
      }),
    );
    await expectLedgerSound(db);
  });

  it('refuses a key reused for another request, and a member wallet on the debit side, writing nothing', async () => {
    const [a, b] = await createWallets(db, [500n, 0n]);
    const house = await inTransaction(db, (tx) => houseAccountId(tx, 'HOUSE_GAMES', CURRENCY));
    const used = key('used');
    await inTransaction(db, (tx) =>
      postHouseTransfers(tx, [
        { idempotencyKey: used, kind: 'GAME_CREDIT', amount: 10n, debitAccountId: house, creditAccountId: a!.walletId },
      ]),
    );
    const conflict = inTransaction(db, (tx) =>
      postHouseTransfers(tx, [
        { idempotencyKey: used, kind: 'GAME_CREDIT', amount: 11n, debitAccountId: house, creditAccountId: a!.walletId },
      ]),
    );
    await expect(conflict).rejects.toSatisfy(
      (error: unknown) => error instanceof AppError && error.code === 'idempotency.conflict',
    );
    const fromMember = inTransaction(db, (tx) =>
      postHouseTransfers(tx, [
        {
          idempotencyKey: key('ok'),
          kind: 'GAME_CREDIT',
          amount: 5n,
          debitAccountId: house,
          creditAccountId: b!.walletId,
        },
        {
          idempotencyKey: key('bad'),
          kind: 'TRANSFER',
          amount: 5n,
          debitAccountId: a!.walletId,
          creditAccountId: b!.walletId,
        },
      ]),
    );
    await expect(fromMember).rejects.toThrow(/house accounts only/);
    expect((await fundsOf(db, a!.memberId)).balance).toBe(510n);
    expect((await fundsOf(db, b!.memberId)).balance).toBe(0n);
  });
});
