import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { members } from '../src/db/schema/members.ts';
import { checkLedgerInvariants } from '../src/modules/wallet/ledger-invariants.ts';
import { readMemberFunds } from '../src/modules/wallet/ledger.repository.ts';
import {
  ensureMemberWallet,
  houseAccountId,
  inTransaction,
  postTransfer,
} from '../src/modules/wallet/ledger.service.ts';

export const CURRENCY = 'USD';

/** Member wallets for a test, each funded from the adjustments house account; answers wallet and member ids. */
export async function createWallets(db: Db, balances: bigint[]): Promise<{ walletId: number; memberId: number }[]> {
  const tag = randomBytes(4).toString('hex');
  const wallets = [];
  for (const [index, balance] of balances.entries()) {
    const [member] = await db
      .insert(members)
      .values({ username: `w${tag}${index}`, referralCode: `W${tag}${index}`.toUpperCase() })
      .returning();
    const walletId = await inTransaction(db, async (tx) => {
      const wallet = await ensureMemberWallet(tx, member.id, CURRENCY);
      if (balance > 0n) {
        await postTransfer(tx, {
          idempotencyKey: `fund:${tag}:${index}`,
          kind: 'ADJUSTMENT',
          amount: balance,
          debitAccountId: await houseAccountId(tx, 'HOUSE_ADJUSTMENTS', CURRENCY),
          creditAccountId: wallet,
        });
      }
      return wallet;
    });
    wallets.push({ walletId, memberId: member.id });
  }
  return wallets;
}

export async function fundsOf(db: Db, memberId: number): Promise<{ balance: bigint; held: bigint }> {
  const { balance, held } = await readMemberFunds(db, memberId, CURRENCY);
  return { balance, held };
}

/** Fails the test with the list of broken invariants, if any. */
export async function expectLedgerSound(db: Db): Promise<void> {
  const check = await checkLedgerInvariants(db);
  expect(check.violations).toEqual([]);
  expect(check.ok).toBe(true);
}

export const key = (prefix = 'k'): string => `${prefix}:${randomBytes(8).toString('hex')}`;
