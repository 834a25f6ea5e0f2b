import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { ActiveOperator } from '../audit/active-operator.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { inTransaction } from '../wallet/ledger.service.ts';
import {
  deleteBlacklistEntry,
  findListed,
  insertBlacklistEntry,
  listBlacklist,
  type BlacklistKind,
  type BlacklistRow,
} from './blacklist.repository.ts';

/*
 * Blacklists: an address or a device (the user agent a session keeps) refuses registration and login
 * (`access.blocked`); a bank account number refuses binding (`bank.account.blocked`). Values are normalised the way
 * the checks see them, so what the desk types matches what a request carries.
 */

/** An account number as binding stores it (no spaces or dashes); a device as a session keeps it (300 characters). */
export function normaliseBlacklistValue(kind: BlacklistKind, value: string): string {
  const trimmed = value.trim();
  if (kind === 'BANK_ACCOUNT') return trimmed.replace(/[\s-]/g, '');
  if (kind === 'DEVICE') return trimmed.slice(0, 300);
  return trimmed.toLowerCase();
}

const view = (row: BlacklistRow, createdBy: string) => ({
  id: row.id,
  kind: row.kind,
  value: row.value,
  reason: row.reason,
  createdBy,
  createdAt: row.createdAt.toISOString(),
});

export async function listBlacklistEntries(
  ctx: AppContext,
  input: { kind?: BlacklistKind; pageNo: number; pageSize: number },
) {
  const { rows, total } = await listBlacklist(
    ctx.database.db,
    input.kind,
    input.pageSize,
    (input.pageNo - 1) * input.pageSize,
  );
  return {
    list: rows.map((entry) => view(entry.row, entry.createdBy)),
    pageNo: input.pageNo,
    pageSize: input.pageSize,
    totalCount: total,
    totalPages: Math.ceil(total / input.pageSize),
  };
}

export async function addBlacklistEntry(
  ctx: AppContext,
  input: { operator: ActiveOperator; kind: BlacklistKind; value: string; reason: string },
) {
  const { operator } = input;
  const value = normaliseBlacklistValue(input.kind, input.value);
  return inTransaction(ctx.database.db, async (tx) => {
    const row = await insertBlacklistEntry(tx, {
      kind: input.kind,
      value,
      reason: input.reason,
      createdBy: operator.id,
      createdAt: ctx.now(),
    });
    if (!row) throw new AppError('blacklist.entry.exists');
    await recordAudit(tx, {
      operator,
      action: 'BLACKLIST_ADD',
      targetType: 'BLACKLIST',
      targetId: `${row.kind}:${row.value}`.slice(0, 200),
      reason: input.reason,
      after: { id: row.id, kind: row.kind, value: row.value },
    });
    return view(row, operator.username);
  });
}

export async function removeBlacklistEntry(
  ctx: AppContext,
  input: { operator: ActiveOperator; id: number; reason: string },
) {
  return inTransaction(ctx.database.db, async (tx) => {
    const row = await deleteBlacklistEntry(tx, input.id);
    if (!row) throw new AppError('blacklist.entry.not.found');
    await recordAudit(tx, {
      operator: input.operator,
      action: 'BLACKLIST_REMOVE',
      targetType: 'BLACKLIST',
      targetId: `${row.kind}:${row.value}`.slice(0, 200),
      reason: input.reason,
      before: { id: row.id, kind: row.kind, value: row.value, reason: row.reason },
    });
    return { removed: true as const };
  });
}

/** Registration and login: refused from a blacklisted address or device. */
export async function assertAccessAllowed(ctx: AppContext, input: { ip: string; userAgent?: string }): Promise<void> {
  const candidates: { kind: BlacklistKind; value: string }[] = [
    { kind: 'IP', value: normaliseBlacklistValue('IP', input.ip) },
  ];
  if (input.userAgent) candidates.push({ kind: 'DEVICE', value: normaliseBlacklistValue('DEVICE', input.userAgent) });
  if (await findListed(ctx.database.db, candidates)) throw new AppError('access.blocked');
}

/** Binding: refused for a blacklisted account number. */
export async function assertBankAccountAllowed(ctx: AppContext, accountNumber: string): Promise<void> {
  const value = normaliseBlacklistValue('BANK_ACCOUNT', accountNumber);
  if (await findListed(ctx.database.db, [{ kind: 'BANK_ACCOUNT', value }])) throw new AppError('bank.account.blocked');
}
