import { TRANSACTION_TYPES, type TransactionType } from '@lucky/contracts/wallet/wallet-statuses';
import type { Db, Tx } from '../../db/client.ts';
import { offsetOf, parseDateRange, toPage, type PageRequest } from '../../lib/paging.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { money } from '../../lib/amount.ts';
import { findHouseAccountBalance, readEntryBalanceAfter, readMemberFunds } from './ledger.repository.ts';
import type { HouseAccount } from './ledger.service.ts';
import { listEntries, summariseEntries, type EntryRow } from './wallet-records.repository.ts';

type Currency = MerchantConfig['currency'];

/** The record type of a ledger kind: the part before its first underscore, when it is a known type. */
export function typeOfKind(kind: string): TransactionType {
  const prefix = kind.split('_')[0] as TransactionType;
  return TRANSACTION_TYPES.includes(prefix) ? prefix : 'OTHER';
}

export function toWalletEntry(row: EntryRow, currency: Currency) {
  return {
    id: Number(row.id),
    time: new Date(row.created_at).toISOString(),
    type: typeOfKind(row.kind),
    kind: row.kind,
    amount: money(BigInt(row.amount), currency),
    balanceAfter: money(BigInt(row.balance_after), currency),
    memo: row.memo,
    reference: row.order_no ?? `T${row.transfer_id}`,
  };
}

/** Funds as the member sees them: what is usable now (balance less holds) is the headline figure. */
export async function readFunds(db: Db, memberId: number, currency: Currency) {
  const funds = await readMemberFunds(db, memberId, currency.code);
  const available = funds.balance - funds.held;
  return {
    accountId: funds.accountId,
    currency: currency.code,
    currencySymbol: currency.symbol,
    sumBalance: money(available, currency),
    balance: money(funds.balance, currency),
    pendingWithdrawal: money(funds.held, currency),
    // No turnover requirements exist yet (promotions issue); until then everything usable is withdrawable.
    withdrawable: money(available, currency),
  };
}

export async function readRecentEntries(db: Db, accountId: number | null, currency: Currency, count: number) {
  if (accountId === null) return [];
  const rows = await listEntries(db, { accountId, range: { from: null, until: null } }, count, 0);
  return rows.map((row) => toWalletEntry(row, currency));
}

export async function readWalletSummary(db: Db, memberId: number, config: MerchantConfig, recent: number) {
  const { accountId, ...funds } = await readFunds(db, memberId, config.currency);
  return { ...funds, recent: await readRecentEntries(db, accountId, config.currency, recent) };
}

export async function readTransactionHistory(
  db: Db,
  input: { memberId: number; config: MerchantConfig; page: PageRequest; type?: TransactionType },
) {
  const currency = input.config.currency;
  const { accountId } = await readMemberFunds(db, input.memberId, currency.code);
  const zero = money(0n, currency);
  if (accountId === null) return { ...toPage([], 0, input.page), totals: { income: zero, expense: zero, net: zero } };
  const filter = { accountId, type: input.type, range: parseDateRange(input.page) };
  const [rows, summary] = await Promise.all([
    listEntries(db, filter, input.page.pageSize, offsetOf(input.page)),
    summariseEntries(db, filter),
  ]);
  return {
    ...toPage(
      rows.map((row) => toWalletEntry(row, currency)),
      summary.count,
      input.page,
    ),
    totals: {
      income: money(summary.income, currency),
      expense: money(summary.expense, currency),
      net: money(summary.income - summary.expense, currency),
    },
  };
}

/** The member's wallet balance and held amount in minor units (zero without a wallet), on the handle given. */
export function readMemberBalance(
  db: Db | Tx,
  memberId: number,
  currency: string,
): Promise<{ accountId: number | null; balance: bigint; held: bigint }> {
  return readMemberFunds(db, memberId, currency);
}

/** The account's balance right after the entry a transfer posted to it (null when the transfer did not touch it). */
export function readBalanceAfterTransfer(db: Db | Tx, transferId: number, accountId: number): Promise<bigint | null> {
  return readEntryBalanceAfter(db, transferId, accountId);
}

/** An unsharded house account's balance for display (no lock), or null before its first movement. */
export function readHouseBalance(db: Db | Tx, kind: HouseAccount, currency: string): Promise<bigint | null> {
  return findHouseAccountBalance(db, kind, currency);
}
