import { runTransaction, type Db, type Tx } from '../../db/client.ts';
import { requestHash as fingerprint } from '../../lib/request-hash.ts';
import { AppError } from '../../plugins/app-error.ts';
import { postHouseTransfersRow } from './ledger-batch.repository.ts';
import {
  ensureMemberAccounts,
  findHold,
  findHouseAccountIds,
  findMemberAccountId,
  findTransferById,
  findTransferKeyOwner,
  insertHold,
  insertMemberAccount,
  lockAccounts,
  postTransferRow,
  releaseHeld,
  resolveHold,
  setHoldTransfer,
  sumReversals,
  upsertHouseAccount,
  type KeyOwner,
  type LockedAccount,
} from './ledger.repository.ts';

/*
 * The ledger: the only code that changes a balance, for every module. Every movement is an immutable transfer
 * between two accounts with two entries (balance before and after, account version), idempotent on a key unique in
 * the database. Accounts are locked in ascending id order; a member wallet never goes below zero, holds included.
 * Corrections are reversing transfers; withdrawals use two-phase holds.
 */

import { type HouseAccount } from './house-accounts.ts';

export { HOUSE_ACCOUNTS, type HouseAccount } from './house-accounts.ts';
const MEMBER_WALLET = 'MEMBER_WALLET';

export type TransferRequest = {
  idempotencyKey: string;
  /** DEPOSIT, WITHDRAWAL, TRANSFER_UPLINE, GAME_DEBIT...: the part before the first _ is the record type. */
  kind: string;
  debitAccountId: number;
  creditAccountId: number;
  amount: bigint;
  memo?: string;
  metadata?: Record<string, unknown>;
};

/** `debitAvailable`: the debited account's balance less its holds right after a transfer this call posted (not on a replay). */
export type PostedTransfer = { transferId: number; replayed: boolean; debitAvailable?: bigint };
export type PlacedHold = { holdId: number; replayed: boolean };

export class InsufficientFundsError extends AppError {
  constructor() {
    super('balance.insufficient');
  }
}

/** A taken key answers the original when the request is the same, and is refused otherwise. */
function replayOf(owner: KeyOwner, requestHash: string): number | null {
  if (!owner) return null;
  if (owner.requestHash !== requestHash) throw new AppError('idempotency.conflict');
  return owner.id;
}

function assertPositive(amount: bigint): void {
  if (amount <= 0n) throw new AppError('amount.invalid', 'The amount must be positive');
}

const available = (account: LockedAccount): bigint => account.balance - account.held;

/**
 * beforeWrite runs first, with both accounts already locked, for moves that must check more
 * state under the locks (reversal totals, a hold's status); a transfer id it returns is
 * answered as a replay.
 */
type Move = TransferRequest & {
  reversesTransferId?: number;
  releaseHeld?: bigint;
  beforeWrite?: () => Promise<number | void>;
};

async function move(tx: Tx, request: Move): Promise<PostedTransfer> {
  assertPositive(request.amount);
  const requestHash = fingerprint([
    request.kind,
    request.debitAccountId,
    request.creditAccountId,
    request.amount,
    request.reversesTransferId ?? null,
    request.memo ?? null,
  ]);
  if (request.debitAccountId === request.creditAccountId) throw new Error('ledger: a transfer needs two accounts');
  if (request.beforeWrite) {
    const { owner } = await lockAccounts(tx, [request.debitAccountId, request.creditAccountId], {
      table: 'ledger_transfers',
      value: request.idempotencyKey,
    });
    const replayed = replayOf(owner, requestHash);
    if (replayed !== null) return { transferId: replayed, replayed: true };
    const earlier = await request.beforeWrite();
    if (typeof earlier === 'number') return { transferId: earlier, replayed: true };
  }
  const result = await postTransferRow(tx, {
    idempotencyKey: request.idempotencyKey,
    requestHash,
    kind: request.kind,
    amount: request.amount,
    debitAccountId: request.debitAccountId,
    creditAccountId: request.creditAccountId,
    reversesTransferId: request.reversesTransferId ?? null,
    memo: request.memo ?? null,
    metadata: request.metadata ? JSON.stringify(request.metadata) : null,
    releaseHeld: request.releaseHeld ?? 0n,
  });
  if (result.outcome === 'POSTED' && result.transferId !== null)
    return { transferId: result.transferId, replayed: false, debitAvailable: result.debitAvailable ?? undefined };
  // The key is taken — seen by the statement, or by a twin that committed while it waited for the
  // locks (then nothing was written, or the verdict was made without knowing the twin): answer it.
  const owner = result.owner ?? (await findTransferKeyOwner(tx, request.idempotencyKey));
  const replayed = replayOf(owner, requestHash);
  if (replayed !== null) return { transferId: replayed, replayed: true };
  if (result.outcome === 'INSUFFICIENT') throw new InsufficientFundsError();
  throw new Error(`ledger: cannot post ${request.debitAccountId} → ${request.creditAccountId}: ${result.outcome}`);
}

/** Posts one transfer inside the caller's transaction. */
export function postTransfer(tx: Tx, request: TransferRequest): Promise<PostedTransfer> {
  return move(tx, request);
}

/**
 * Many transfers out of house accounts in one statement (a draw's winnings), inside the caller's transaction:
 * the same rows, locks and idempotency as `postTransfer` one by one — a key already used by the same request is
 * answered as a replay, by another request refused. A member wallet may not be debited here (its funds would
 * need checking); that throws. Answers the transfer id of each key.
 */
export async function postHouseTransfers(tx: Tx, requests: TransferRequest[]): Promise<Map<string, number>> {
  if (requests.length === 0) return new Map();
  const rows = requests.map((request) => {
    assertPositive(request.amount);
    if (request.debitAccountId === request.creditAccountId) throw new Error('ledger: a transfer needs two accounts');
    return {
      idempotencyKey: request.idempotencyKey,
      kind: request.kind,
      amount: request.amount,
      debitAccountId: request.debitAccountId,
      creditAccountId: request.creditAccountId,
      requestHash: fingerprint([
        request.kind,
        request.debitAccountId,
        request.creditAccountId,
        request.amount,
        null,
        request.memo ?? null,
      ]),
      memo: request.memo ?? null,
      metadata: request.metadata ? JSON.stringify(request.metadata) : null,
    };
  });
  const { posted, taken, memberDebit } = await postHouseTransfersRow(tx, rows);
  if (memberDebit) throw new Error('ledger: postHouseTransfers debits house accounts only');
  for (const row of rows) {
    const priorHash = taken.get(row.idempotencyKey);
    if (priorHash === undefined) continue;
    if (priorHash !== row.requestHash) throw new AppError('idempotency.conflict');
    posted.set(row.idempotencyKey, (await findTransferKeyOwner(tx, row.idempotencyKey))!.id);
  }
  return posted;
}

/**
 * A correction: moves (part of) a transfer's amount back, as a new transfer that names the one
 * it reverses. All reversals of one transfer together never exceed its amount.
 */
export async function reverseTransfer(
  tx: Tx,
  input: {
    transferId: number;
    idempotencyKey: string;
    amount?: bigint;
    kind?: string;
    memo?: string;
    metadata?: Record<string, unknown>;
  },
): Promise<PostedTransfer> {
  const original = await findTransferById(tx, input.transferId);
  if (!original) throw new AppError('order.not.found', 'No such transfer');
  const amount = input.amount ?? original.amount;
  return move(tx, {
    idempotencyKey: input.idempotencyKey,
    kind: input.kind ?? `${original.kind}_REVERSAL`,
    amount,
    memo: input.memo,
    metadata: input.metadata,
    debitAccountId: original.creditAccountId,
    creditAccountId: original.debitAccountId,
    reversesTransferId: original.id,
    // Runs with both accounts locked, so concurrent reversals of one transfer are counted one after the other.
    beforeWrite: async () => {
      if ((await sumReversals(tx, original.id)) + amount > original.amount)
        throw new AppError('amount.above.maximum', 'The reversal exceeds what is left of the transfer');
    },
  });
}

/** Reserves funds of a member wallet: PENDING until posted or voided; idempotent on its key. */
export async function placeHold(
  tx: Tx,
  input: {
    idempotencyKey: string;
    kind: string;
    accountId: number;
    amount: bigint;
    metadata?: Record<string, unknown>;
  },
): Promise<PlacedHold> {
  assertPositive(input.amount);
  const requestHash = fingerprint(['HOLD', input.kind, input.accountId, input.amount]);
  const { accounts, owner } = await lockAccounts(tx, [input.accountId], {
    table: 'ledger_holds',
    value: input.idempotencyKey,
  });
  const replayed = replayOf(owner, requestHash);
  if (replayed !== null) return { holdId: replayed, replayed: true };
  const account = accounts.get(input.accountId);
  if (!account) throw new Error(`ledger: unknown account ${input.accountId}`);
  if (account.kind === MEMBER_WALLET && available(account) < input.amount) throw new InsufficientFundsError();
  const holdId = await insertHold(tx, {
    ...input,
    requestHash,
    metadata: input.metadata ? JSON.stringify(input.metadata) : null,
  });
  if (holdId !== null) return { holdId, replayed: false };
  const again = await lockAccounts(tx, [input.accountId], { table: 'ledger_holds', value: input.idempotencyKey });
  return { holdId: replayOf(again.owner, requestHash)!, replayed: true };
}

async function readPendingHold(tx: Tx, holdId: number) {
  const hold = await findHold(tx, holdId);
  if (!hold) throw new AppError('order.not.found', 'No such hold');
  return hold;
}

/** Posts a hold: its funds move to `creditAccountId` in one transfer keyed `hold:<id>`. Posting twice answers the first. */
export async function postHold(
  tx: Tx,
  input: { holdId: number; creditAccountId: number; memo?: string; metadata?: Record<string, unknown> },
): Promise<PostedTransfer> {
  const hold = await readPendingHold(tx, input.holdId);
  if (hold.status === 'POSTED') return { transferId: hold.transferId!, replayed: true };
  if (hold.status === 'VOIDED') throw new AppError('order.state.invalid', 'The hold was already voided');
  const posted = await move(tx, {
    idempotencyKey: `hold:${hold.id}`,
    kind: hold.kind,
    debitAccountId: hold.accountId,
    creditAccountId: input.creditAccountId,
    amount: hold.amount,
    memo: input.memo,
    metadata: input.metadata,
    releaseHeld: hold.amount,
    // With the accounts locked: only the caller that moves the hold out of PENDING posts it.
    beforeWrite: async () => {
      if (await resolveHold(tx, hold.id, 'POSTED')) return;
      const now = await readPendingHold(tx, hold.id);
      if (now.status === 'POSTED' && now.transferId !== null) return now.transferId;
      throw new AppError('order.state.invalid', 'The hold is no longer pending');
    },
  });
  if (!posted.replayed) await setHoldTransfer(tx, hold.id, posted.transferId);
  return posted;
}

/** Voids a pending hold: the funds are usable again. Voiding twice is a no-op; a posted hold cannot be voided. */
export async function voidHold(tx: Tx, input: { holdId: number }): Promise<{ replayed: boolean }> {
  const hold = await readPendingHold(tx, input.holdId);
  if (hold.status === 'VOIDED') return { replayed: true };
  if (hold.status === 'POSTED') throw new AppError('order.state.invalid', 'The hold was already posted');
  await lockAccounts(tx, [hold.accountId], null);
  if (!(await resolveHold(tx, hold.id, 'VOIDED'))) {
    const now = await readPendingHold(tx, hold.id);
    if (now.status === 'VOIDED') return { replayed: true };
    throw new AppError('order.state.invalid', 'The hold was already posted');
  }
  await releaseHeld(tx, hold.accountId, hold.amount);
  return { replayed: false };
}

/** Locks one account for the rest of the transaction: serialises a member's requests that check limits first. */
export async function lockAccount(tx: Tx, accountId: number): Promise<LockedAccount> {
  const { accounts } = await lockAccounts(tx, [accountId], null);
  return accounts.get(accountId)!;
}

export async function ensureMemberWallet(tx: Tx, memberId: number, currency: string): Promise<number> {
  return (await findMemberAccountId(tx, memberId, currency)) ?? insertMemberAccount(tx, memberId, currency);
}

/** Wallet ids of many members (created when missing), for a caller that posts many transfers in one transaction. */
export function ensureMemberWallets(tx: Tx, memberIds: number[], currency: string): Promise<Map<number, number>> {
  return ensureMemberAccounts(tx, memberIds, currency);
}

export function houseAccountId(tx: Db | Tx, kind: HouseAccount, currency: string): Promise<number> {
  return upsertHouseAccount(tx, kind, currency);
}

/** How many rows a busy house account is spread over. */
export const HOUSE_SHARDS = 16;

/**
 * One of the rows of a house account that every bet touches. A single row would make all game
 * transactions queue on its lock; spread by member, concurrent rounds of different members rarely
 * meet, and the house's total is the sum of its shards ('HOUSE_GAMES', 'HOUSE_GAMES#1' … '#15').
 */
export function houseShardAccountId(
  tx: Db | Tx,
  kind: HouseAccount,
  currency: string,
  memberId: number,
): Promise<number> {
  return upsertHouseAccount(tx, houseShardKind(kind, memberId), currency);
}

/** Each member's shard of a house account (`kindOf` the member), for a caller posting many transfers: one look-up for all. */
export async function houseShardAccountIds(
  tx: Tx,
  members: { memberId: number; kind: HouseAccount }[],
  currency: string,
): Promise<Map<number, number>> {
  const kinds = new Map(members.map(({ memberId, kind }) => [memberId, houseShardKind(kind, memberId)]));
  const found = await findHouseAccountIds(tx, [...new Set(kinds.values())], currency);
  const ids = new Map<number, number>();
  for (const { memberId, kind } of members) {
    const shardKind = kinds.get(memberId)!;
    if (!found.has(shardKind)) found.set(shardKind, await houseShardAccountId(tx, kind, currency, memberId));
    ids.set(memberId, found.get(shardKind)!);
  }
  return ids;
}

/** The house shard a member's rounds post to (settlements that split work by it never meet on a house row). */
export function houseShardOf(memberId: number): number {
  return memberId % HOUSE_SHARDS;
}

/** The account kind of a member's shard of a house account: 'HOUSE_GAMES' for shard 0, 'HOUSE_GAMES#5' for shard 5. */
export function houseShardKind(kind: HouseAccount, memberId: number): string {
  const shard = houseShardOf(memberId);
  return shard === 0 ? kind : `${kind}#${shard}`;
}

const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 5;

/**
 * Runs work in a transaction and retries serialization failures and deadlocks a bounded
 * number of times with jittered back-off; any other error, or the last failure, propagates.
 */
export function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return retryConflicts(() => runTransaction(db, work));
}

/** Runs a statement or transaction again after a serialization failure or a deadlock, a bounded number of times. */
export async function retryConflicts<T>(attempt: () => Promise<T>): Promise<T> {
  for (let count = 1; ; count += 1) {
    try {
      return await attempt();
    } catch (error) {
      const code =
        (error as { code?: string; cause?: { code?: string } }).code ??
        (error as { cause?: { code?: string } }).cause?.code;
      if (!code || !RETRYABLE.has(code) || count >= MAX_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * 2 ** count + Math.random() * 10));
    }
  }
}
