import type { MemberRecordKind } from '@lucky/contracts/ops/ops-member-desk-endpoints';
import type { AppContext } from '../../app-context.ts';
import { money } from '../../lib/amount.ts';
import type { MemberRow } from '../member/member-row.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import {
  listAdjustmentsOf,
  listAuditOf,
  listBonuses,
  listDeposits,
  listInbox,
  listSessions,
  listWithdrawals,
  type Page,
} from './member-360.repository.ts';

type Cell = string | number | boolean | null;
type ColumnType = 'text' | 'money' | 'time' | 'code';
type Paged = { list: object[]; pageNo: number; pageSize: number; totalCount: number; totalPages: number };

/** A page of records as typed columns and plain rows, for the 360 page's one table component. */
export function table(pageValue: Paged, columns: [string, ColumnType][]) {
  return {
    pageNo: pageValue.pageNo,
    pageSize: pageValue.pageSize,
    totalCount: pageValue.totalCount,
    totalPages: pageValue.totalPages,
    columns: columns.map(([key, type]) => ({ key, type })),
    list: pageValue.list.map((row) =>
      Object.fromEntries(columns.map(([key]) => [key, ((row as Record<string, Cell>)[key] ?? null) as Cell])),
    ),
  };
}

/** Rows with their bigint amounts as money strings and dates as ISO strings. */
function plain(rows: object[], config: MerchantConfig): Record<string, Cell>[] {
  return rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => {
        if (typeof value === 'bigint') return [key, money(value, config.currency)];
        if (value instanceof Date) return [key, value.toISOString()];
        return [key, (value ?? null) as Cell];
      }),
    ),
  );
}

const COLUMNS: Record<Exclude<MemberRecordKind, 'LEDGER' | 'ROUNDS'>, [string, ColumnType][]> = {
  DEPOSITS: [
    ['createdAt', 'time'],
    ['orderNo', 'text'],
    ['method', 'text'],
    ['amount', 'money'],
    ['status', 'code'],
    ['completedAt', 'time'],
  ],
  WITHDRAWALS: [
    ['createdAt', 'time'],
    ['orderNo', 'text'],
    ['bank', 'text'],
    ['accountNumber', 'text'],
    ['amount', 'money'],
    ['status', 'code'],
    ['paidAt', 'time'],
  ],
  BONUSES: [
    ['createdAt', 'time'],
    ['promotion', 'text'],
    ['amount', 'money'],
  ],
  ADJUSTMENTS: [
    ['createdAt', 'time'],
    ['kind', 'code'],
    ['direction', 'code'],
    ['amount', 'money'],
    ['status', 'code'],
    ['requestedBy', 'text'],
    ['reason', 'text'],
  ],
  SESSIONS: [
    ['createdAt', 'time'],
    ['ip', 'text'],
    ['device', 'text'],
    ['lastSeenAt', 'time'],
    ['endedAt', 'time'],
    ['endReason', 'code'],
  ],
  INBOX: [
    ['createdAt', 'time'],
    ['kind', 'code'],
    ['title', 'text'],
    ['readAt', 'time'],
  ],
  AUDIT: [
    ['createdAt', 'time'],
    ['action', 'code'],
    ['operator', 'text'],
    ['reason', 'text'],
  ],
};

function readRows(ctx: AppContext, member: MemberRow, kind: keyof typeof COLUMNS, page: Page) {
  const db = ctx.database.db;
  switch (kind) {
    case 'DEPOSITS':
      return listDeposits(db, member.id, page);
    case 'WITHDRAWALS':
      return listWithdrawals(db, member.id, page);
    case 'BONUSES':
      return listBonuses(db, member.id, page);
    case 'ADJUSTMENTS':
      return listAdjustmentsOf(db, member.id, page);
    case 'SESSIONS':
      return listSessions(db, member.id, page);
    case 'INBOX':
      return listInbox(db, member.id, page);
    case 'AUDIT':
      return listAuditOf(db, member.username, page);
  }
}

/** The 360 tabs read from this module's own queries (the ledger and rounds come from their modules' services). */
export async function readRecordPage(
  ctx: AppContext,
  input: {
    member: MemberRow;
    kind: Exclude<MemberRecordKind, 'LEDGER' | 'ROUNDS'>;
    config: MerchantConfig;
    page: { pageNo: number; pageSize: number };
  },
) {
  const { page } = input;
  const { rows, total } = await readRows(ctx, input.member, input.kind, {
    limit: page.pageSize,
    offset: (page.pageNo - 1) * page.pageSize,
  });
  const paged = {
    list: plain(rows, input.config),
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    totalCount: total,
    totalPages: Math.ceil(total / page.pageSize),
  };
  return table(paged, COLUMNS[input.kind]);
}
