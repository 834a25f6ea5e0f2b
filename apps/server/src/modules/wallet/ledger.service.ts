import { createHash } from 'node:crypto';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import {
  applyBalance, findMemberAccountId, findTransferByKey, insertEntries, insertMemberAccount, insertTransfer, lockAccounts, upsertHouseAccount,
} from './ledger.repository.ts';

/** House accounts money moves through; each may go negative, member wallets never. */
export const HOUSE_ACCOUNTS = ['HOUSE_DEPOSITS', 'HOUSE_WITHDRAWALS', 'HOUSE_GAMES', 'HOUSE_BONUSES', 'HOUSE_COMMISSIONS', 'HOUSE_ADJUSTMENTS', 'HOUSE_FREEPLAY'] as const;
export type HouseAccount = (typeof HOUSE_ACCOUNTS)[number];

export type TransferRequest = {
  idempotencyKey: string;
  kind: string;
  debitAccountId: number;
  creditAccountId: number;
  amount: bigint;
  memo?: string;
  metadata?: Record<string, unknown>;
};

export type PostedTransfer = { transferId: number; replayed: boolean };

export class InsufficientFundsError extends AppError {
  constructor() {
    super('request.invalid', 'Insufficient balance');
  }
}

function fingerprint(request: TransferRequest): string {
  return createHash('sha256')
    .update(JSON.stringify([request.kind, request.debitAccountId, request.creditAccountId, request.amount.toString()]))
    .digest('hex');
}

/**
 * Posts one transfer inside the caller's transaction: idempotent on its key (a replay with
 * the same request returns the original, a different request under the same key is refused),
 * accounts locked in id order, a member wallet never below zero, balance before and after
 * recorded on both entries. This is the only code that changes a balance.
 */
export async function postTransfer(tx: Tx, request: TransferRequest): Promise<PostedTransfer> {
  if (request.amount <= 0n) throw new AppError('request.invalid', 'The amount must be positive');
  const requestHash = fingerprint(request);
  const existing = await findTransferByKey(tx, request.idempotencyKey);
  if (existing) {
    if (existing.requestHash !== requestHash) throw new AppError('request.invalid', 'This request id was already used for a different request');
    return { transferId: existing.id, replayed: true };
  }
  const accounts = await lockAccounts(tx, [request.debitAccountId, request.creditAccountId]);
  const debit = accounts.get(request.debitAccountId);
  const credit = accounts.get(request.creditAccountId);
  if (!debit || !credit) throw new AppError('request.invalid', 'Unknown ledger account');
  if (debit.currency !== credit.currency) throw new AppError('request.invalid', 'Accounts hold different currencies');
  const debitAfter = debit.balance - request.amount;
  if (debit.kind === 'MEMBER_WALLET' && debitAfter < 0n) throw new InsufficientFundsError();
  const creditAfter = credit.balance + request.amount;

  const transfer = await insertTransfer(tx, {
    idempotencyKey: request.idempotencyKey, requestHash, kind: request.kind, debitAccountId: debit.id, creditAccountId: credit.id,
    amount: request.amount, memo: request.memo ?? null, metadata: request.metadata ?? null,
  });
  await insertEntries(tx, [
    { transferId: transfer.id, accountId: debit.id, amount: -request.amount, balanceBefore: debit.balance, balanceAfter: debitAfter, accountVersion: debit.version + 1 },
    { transferId: transfer.id, accountId: credit.id, amount: request.amount, balanceBefore: credit.balance, balanceAfter: creditAfter, accountVersion: credit.version + 1 },
  ]);
  await applyBalance(tx, debit.id, debitAfter, debit.version + 1);
  await applyBalance(tx, credit.id, creditAfter, credit.version + 1);
  return { transferId: transfer.id, replayed: false };
}

export async function ensureMemberWallet(tx: Tx, memberId: number, currency: string): Promise<number> {
  return (await findMemberAccountId(tx, memberId, currency)) ?? insertMemberAccount(tx, memberId, currency);
}

export function houseAccountId(tx: Tx, kind: HouseAccount, currency: string): Promise<number> {
  return upsertHouseAccount(tx, kind, currency);
}

const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 5;

/**
 * Runs work in a transaction and retries serialization failures and deadlocks a bounded
 * number of times with jittered back-off; any other error, or the last failure, propagates.
 */
export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
      if (!code || !RETRYABLE.has(code) || attempt >= MAX_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * 2 ** attempt + Math.random() * 10));
    }
  }
}
