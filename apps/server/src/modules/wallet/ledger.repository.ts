import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { queryPrepared, queryRows, type Db, type Tx } from '../../db/client.ts';
import { ledgerAccounts, ledgerHolds } from '../../db/schema/ledger.ts';

/** An account row as locked for a write; bigint columns travel as text and come back as bigint. */
export type LockedAccount = {
  id: number;
  kind: string;
  currency: string;
  balance: bigint;
  held: bigint;
  version: number;
};
export type KeyOwner = { id: number; requestHash: string } | null;

type LockedRow = {
  id: string;
  kind: string;
  currency: string;
  balance: string;
  held: string;
  version: string;
  key_id: string | null;
  key_hash: string | null;
};

function toLocked(row: LockedRow): LockedAccount {
  return {
    id: Number(row.id),
    kind: row.kind,
    currency: row.currency,
    balance: BigInt(row.balance),
    held: BigInt(row.held),
    version: Number(row.version),
  };
}

/**
 * Locks the accounts in ascending id order — the one order every writer uses, so writers never
 * deadlock each other — and in the same round trip finds who already owns the idempotency key
 * in `keyTable`. FOR NO KEY UPDATE leaves foreign-key checks of other tables unblocked.
 */
export async function lockAccounts(
  tx: Tx,
  ids: number[],
  key: { table: 'ledger_transfers' | 'ledger_holds'; value: string } | null,
) {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const keyTable = sql.raw(key?.table ?? 'ledger_transfers');
  const rows = await queryRows<LockedRow>(
    tx,
    sql`
    select a.id::text, a.kind, a.currency, a.balance::text, a.held::text, a.version::text, k.id::text as key_id, k.request_hash as key_hash
    from ledger_accounts a
    left join lateral (select id, request_hash from ${keyTable} where idempotency_key = ${key?.value ?? null}) k on true
    where a.id in (${sql.join(
      sorted.map((id) => sql`${id}`),
      sql`, `,
    )})
    order by a.id
    for no key update of a`,
  );
  const owner: KeyOwner = rows[0]?.key_id ? { id: Number(rows[0].key_id), requestHash: rows[0].key_hash! } : null;
  return { accounts: new Map(rows.map((row) => [Number(row.id), toLocked(row)])), owner };
}

export async function findTransferKeyOwner(tx: Tx, idempotencyKey: string): Promise<KeyOwner> {
  const [row] = await queryRows<{ id: string; request_hash: string }>(
    tx,
    sql`select id::text, request_hash from ledger_transfers where idempotency_key = ${idempotencyKey}`,
  );
  return row ? { id: Number(row.id), requestHash: row.request_hash } : null;
}

export type TransferRow = {
  idempotencyKey: string;
  requestHash: string;
  kind: string;
  amount: bigint;
  reversesTransferId: number | null;
  memo: string | null;
  metadata: string | null;
  debitAccountId: number;
  creditAccountId: number;
  /** Held funds of the debit account this transfer settles (posting a hold), 0 otherwise. */
  releaseHeld: bigint;
};

export type TransferOutcome = 'POSTED' | 'KEY_TAKEN' | 'UNKNOWN_ACCOUNT' | 'CURRENCY_MISMATCH' | 'INSUFFICIENT';

/**
 * One statement that posts a transfer: `ledger_post_transfer` (migration 0039) locks both accounts in ascending id
 * order, decides (key already used, unknown account, currencies, a member wallet's available funds), and when the
 * answer is to post, writes the transfer, its two entries (balance before and after, new account version) and both
 * balances. One round trip instead of five, so locks are held for as short a time as possible; the seamless money
 * call posts with the same function. When a twin with the same key commits while this one waits, the insert yields
 * no row (outcome POSTED without an id) and nothing else is written.
 */
export async function postTransferRow(
  tx: Db | Tx,
  row: TransferRow,
): Promise<{ outcome: TransferOutcome; transferId: number | null; owner: KeyOwner; debitAvailable: bigint | null }> {
  const [result] = await queryPrepared<{
    outcome: string;
    transfer_id: string | null;
    prior_id: string | null;
    prior_hash: string | null;
    debit_available: string | null;
  }>(
    tx,
    'ledger_post_transfer',
    sql`
    select outcome, transfer_id::text, prior_id::text, prior_hash, debit_available::text
    from ledger_post_transfer(${row.idempotencyKey}, ${row.requestHash}, ${row.kind}, ${row.debitAccountId}::bigint,
      ${row.creditAccountId}::bigint, ${row.amount.toString()}::bigint, ${row.reversesTransferId}::bigint, ${row.memo},
      ${row.metadata}::jsonb, ${row.releaseHeld.toString()}::bigint)`,
  );
  return {
    outcome: result.outcome as TransferOutcome,
    debitAvailable: result.debit_available === null ? null : BigInt(result.debit_available),
    transferId: result.transfer_id === null ? null : Number(result.transfer_id),
    owner: result.prior_id === null ? null : { id: Number(result.prior_id), requestHash: result.prior_hash! },
  };
}

export async function findTransferById(tx: Db | Tx, id: number) {
  const [row] = await queryRows<{
    id: string;
    kind: string;
    debit_account_id: string;
    credit_account_id: string;
    amount: string;
    created_at: Date | string;
  }>(
    tx,
    sql`
    select id::text, kind, debit_account_id::text, credit_account_id::text, amount::text, created_at from ledger_transfers where id = ${id}`,
  );
  return row
    ? {
        id: Number(row.id),
        kind: row.kind,
        debitAccountId: Number(row.debit_account_id),
        creditAccountId: Number(row.credit_account_id),
        amount: BigInt(row.amount),
        createdAt: new Date(row.created_at),
      }
    : null;
}

export async function sumReversals(tx: Tx, transferId: number): Promise<bigint> {
  const [row] = await queryRows<{ total: string }>(
    tx,
    sql`select coalesce(sum(amount), 0)::text as total from ledger_transfers where reverses_transfer_id = ${transferId}`,
  );
  return BigInt(row.total);
}

/** The balance after a transfer on one of its accounts: what a replay answers. */
export async function readEntryBalanceAfter(
  db: Db | Tx,
  transferId: number,
  accountId: number,
): Promise<bigint | null> {
  const [row] = await queryRows<{ after: string }>(
    db,
    sql`select balance_after::text as after from ledger_entries where transfer_id = ${transferId} and account_id = ${accountId}`,
  );
  return row ? BigInt(row.after) : null;
}

export async function insertHold(
  tx: Tx,
  values: {
    idempotencyKey: string;
    requestHash: string;
    kind: string;
    accountId: number;
    amount: bigint;
    metadata: string | null;
  },
): Promise<number | null> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`
    with h as (
      insert into ledger_holds (idempotency_key, request_hash, kind, account_id, amount, metadata)
      values (${values.idempotencyKey}, ${values.requestHash}, ${values.kind}, ${values.accountId}, ${values.amount.toString()}::bigint, ${values.metadata}::jsonb)
      on conflict (idempotency_key) do nothing
      returning id
    ), u as (
      update ledger_accounts set held = held + ${values.amount.toString()}::bigint where id = ${values.accountId} and exists (select 1 from h)
    )
    select id::text from h`,
  );
  return row ? Number(row.id) : null;
}

export async function findHold(tx: Db | Tx, holdId: number) {
  const [row] = await tx.select().from(ledgerHolds).where(eq(ledgerHolds.id, holdId));
  return row ?? null;
}

/** Moves a PENDING hold to its final status; false when it was no longer pending. */
export async function resolveHold(tx: Tx, holdId: number, status: 'POSTED' | 'VOIDED'): Promise<boolean> {
  const rows = await tx
    .update(ledgerHolds)
    .set({ status, resolvedAt: sql`now()` })
    .where(and(eq(ledgerHolds.id, holdId), eq(ledgerHolds.status, 'PENDING')))
    .returning({ id: ledgerHolds.id });
  return rows.length === 1;
}

export async function setHoldTransfer(tx: Tx, holdId: number, transferId: number): Promise<void> {
  await tx.update(ledgerHolds).set({ transferId }).where(eq(ledgerHolds.id, holdId));
}

export async function releaseHeld(tx: Tx, accountId: number, amount: bigint): Promise<void> {
  await tx.execute(sql`update ledger_accounts set held = held - ${amount.toString()}::bigint where id = ${accountId}`);
}

export async function findMemberAccountId(tx: Db | Tx, memberId: number, currency: string): Promise<number | null> {
  const [row] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.currency, currency)));
  return row?.id ?? null;
}

export async function upsertHouseAccount(tx: Db | Tx, kind: string, currency: string): Promise<number> {
  const where = and(
    eq(ledgerAccounts.kind, kind),
    eq(ledgerAccounts.currency, currency),
    isNull(ledgerAccounts.memberId),
  );
  const [existing] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
  if (existing) return existing.id;
  await tx.insert(ledgerAccounts).values({ kind, currency }).onConflictDoNothing();
  const [row] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
  return row.id;
}

/** Ids of existing house accounts of the given kinds in one currency, by kind. */
export async function findHouseAccountIds(
  tx: Db | Tx,
  kinds: string[],
  currency: string,
): Promise<Map<string, number>> {
  if (kinds.length === 0) return new Map();
  const rows = await tx
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind })
    .from(ledgerAccounts)
    .where(
      and(inArray(ledgerAccounts.kind, kinds), eq(ledgerAccounts.currency, currency), isNull(ledgerAccounts.memberId)),
    );
  return new Map(rows.map((row) => [row.kind, row.id]));
}

/** A house account's balance in a currency, unlocked (a display read); null when the account does not exist yet. */
export async function findHouseAccountBalance(db: Db | Tx, kind: string, currency: string): Promise<bigint | null> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.currency, currency), isNull(ledgerAccounts.memberId)));
  return row ? BigInt(row.balance) : null;
}

export async function insertMemberAccount(tx: Tx, memberId: number, currency: string): Promise<number> {
  await tx.insert(ledgerAccounts).values({ kind: 'MEMBER_WALLET', memberId, currency }).onConflictDoNothing();
  return (await findMemberAccountId(tx, memberId, currency))!;
}

/** Wallet ids of many members in one currency, the missing wallets created (empty): a few statements whatever the count. */
export async function ensureMemberAccounts(
  tx: Tx,
  memberIds: number[],
  currency: string,
): Promise<Map<number, number>> {
  const wanted = [...new Set(memberIds)];
  const read = (ids: number[]) =>
    tx
      .select({ id: ledgerAccounts.id, memberId: ledgerAccounts.memberId })
      .from(ledgerAccounts)
      .where(and(inArray(ledgerAccounts.memberId, ids), eq(ledgerAccounts.currency, currency)));
  const found = new Map<number, number>();
  if (wanted.length === 0) return found;
  for (const row of await read(wanted)) found.set(row.memberId!, row.id);
  const missing = wanted.filter((id) => !found.has(id));
  if (missing.length > 0) {
    await tx
      .insert(ledgerAccounts)
      .values(missing.map((memberId) => ({ kind: 'MEMBER_WALLET', memberId, currency })))
      .onConflictDoNothing();
    for (const row of await read(missing)) found.set(row.memberId!, row.id);
  }
  return found;
}

/** Balance and holds of a member wallet (zero when it has none yet). */
export async function readMemberFunds(
  db: Db | Tx,
  memberId: number,
  currency: string,
): Promise<{ accountId: number | null; balance: bigint; held: bigint }> {
  const [row] = await db
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance, held: ledgerAccounts.held })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.currency, currency)));
  return row ? { accountId: row.id, balance: row.balance, held: row.held } : { accountId: null, balance: 0n, held: 0n };
}
