import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/plugins/app-error.ts';
import {
  houseAccountId,
  inTransaction,
  placeHold,
  postHold,
  postTransfer,
  voidHold,
} from '../src/modules/wallet/ledger.service.ts';
import { createWallets, CURRENCY, expectLedgerSound, fundsOf, key } from './ledger-helpers.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Slow (a few seconds) and PostgreSQL only: PGlite has one connection, so it cannot race.
 * 1,200 operations start at once on 10 wallets, wallet 0 being the hot one most of them touch.
 */
const OPERATIONS = 1_200;
const WALLETS = 10;
const OPENING = 50_000n;

/** A small seeded generator, so a failing mix can be run again exactly. */
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Effect = { wallet: number; delta: bigint }[];

describe.skipIf(!process.env.TEST_DATABASE_URL)('ledger under concurrency on postgres', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(async () => {
    await t.close();
  });

  it(`keeps every invariant through ${OPERATIONS} concurrent mixed operations with a hot wallet`, async () => {
    const db = t.ctx.database.db;
    const wallets = await createWallets(
      db,
      Array.from({ length: WALLETS }, () => OPENING),
    );
    const ids = wallets.map((entry) => entry.walletId);
    const [deposits, games, withdrawals] = await Promise.all(
      ['HOUSE_DEPOSITS', 'HOUSE_GAMES', 'HOUSE_WITHDRAWALS'].map((kind) =>
        houseAccountId(db, kind as 'HOUSE_GAMES', CURRENCY),
      ),
    );
    const random = mulberry32(Number(process.env.CONCURRENCY_SEED ?? 4242));
    // Half of all picks land on the hot wallet 0.
    const pickWallet = () => (random() < 0.5 ? 0 : 1 + Math.floor(random() * (WALLETS - 1)));
    const pickAmount = () => BigInt(1 + Math.floor(random() * 4_000));
    const unexpected: unknown[] = [];
    let refused = 0;

    /** Runs one operation; a refusal for lack of funds is an allowed answer, anything else fails the test. */
    async function attempt(work: () => Promise<Effect>): Promise<Effect> {
      try {
        return await work();
      } catch (error) {
        if (error instanceof AppError && error.code === 'balance.insufficient') {
          refused += 1;
          return [];
        }
        unexpected.push(error);
        return [];
      }
    }

    const operations = Array.from({ length: OPERATIONS }, (): (() => Promise<Effect>) => {
      const kind = random();
      const wallet = pickWallet();
      const amount = pickAmount();
      if (kind < 0.2) {
        // A deposit credit, sent twice at once under one key: it must land once.
        const request = {
          idempotencyKey: key('dep'),
          kind: 'DEPOSIT',
          debitAccountId: deposits,
          creditAccountId: ids[wallet],
          amount,
        };
        return async () => {
          const [first, second] = await Promise.all([
            inTransaction(db, (tx) => postTransfer(tx, request)),
            inTransaction(db, (tx) => postTransfer(tx, request)),
          ]);
          expect(first.transferId).toBe(second.transferId);
          expect([first.replayed, second.replayed].sort()).toEqual([false, true]);
          return [{ wallet, delta: amount }];
        };
      }
      if (kind < 0.35) {
        return async () => {
          await inTransaction(db, (tx) =>
            postTransfer(tx, {
              idempotencyKey: key('bet'),
              kind: 'GAME_DEBIT',
              debitAccountId: ids[wallet],
              creditAccountId: games,
              amount,
            }),
          );
          return [{ wallet, delta: -amount }];
        };
      }
      if (kind < 0.5) {
        // A withdrawal hold, then voided or posted in its own transaction.
        const post = random() < 0.5;
        return async () => {
          const hold = await inTransaction(db, (tx) =>
            placeHold(tx, { idempotencyKey: key('hold'), kind: 'WITHDRAWAL', accountId: ids[wallet], amount }),
          );
          if (!post) {
            await inTransaction(db, (tx) => voidHold(tx, { holdId: hold.holdId }));
            return [];
          }
          await inTransaction(db, (tx) => postHold(tx, { holdId: hold.holdId, creditAccountId: withdrawals }));
          return [{ wallet, delta: -amount }];
        };
      }
      // Transfers in both directions between the same pairs: the hot wallet and one other, or 1 and 2.
      const other = 1 + Math.floor(random() * 2);
      const [from, to] = random() < 0.7 ? (random() < 0.5 ? [0, other] : [other, 0]) : random() < 0.5 ? [1, 2] : [2, 1];
      return async () => {
        await inTransaction(db, (tx) =>
          postTransfer(tx, {
            idempotencyKey: key('tr'),
            kind: 'TRANSFER_TEST',
            debitAccountId: ids[from],
            creditAccountId: ids[to],
            amount,
          }),
        );
        return [
          { wallet: from, delta: -amount },
          { wallet: to, delta: amount },
        ];
      };
    });

    const effects = await Promise.all(operations.map((operation) => attempt(operation)));
    expect(unexpected).toEqual([]);
    expect(refused).toBeGreaterThan(0);
    const expected = Array.from({ length: WALLETS }, () => OPENING);
    for (const effect of effects) for (const { wallet, delta } of effect) expected[wallet] += delta;
    for (const [index, entry] of wallets.entries()) {
      expect(await fundsOf(db, entry.memberId), `wallet ${index}`).toEqual({ balance: expected[index], held: 0n });
    }
    await expectLedgerSound(db);
  }, 120_000);
});
