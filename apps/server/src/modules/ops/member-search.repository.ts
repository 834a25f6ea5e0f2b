import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AGENT_ACCOUNT_TYPES } from '@lucky/contracts/common/constants';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts } from '../../db/schema/ledger.ts';
import { members } from '../../db/schema/members.ts';
import { memberBankAccounts } from '../../db/schema/payments.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { memberVip } from '../../db/schema/vip.ts';

export type MemberSearchFilter = {
  text?: string;
  status?: 'ACTIVE' | 'DISABLED' | 'CLOSED';
  accountType?: 'MEMBER' | 'AGENT';
  vipLevel?: number;
  /** Members anywhere under the agent whose ancestor path prefix this is ('/1/7/'). */
  underPath?: string;
  registered: { from: Date | null; until: Date | null };
  lastLogin: { from: Date | null; until: Date | null };
  balanceMin?: bigint;
  balanceMax?: bigint;
  currency: string;
  sort: 'createdAt' | 'lastLoginAt' | 'username' | 'balance';
  order: 'asc' | 'desc';
};

const upline = alias(members, 'upline');
const balance = sql<string>`coalesce(${ledgerAccounts.balance}, 0)::text`;
const vipLevel = sql<number>`coalesce(${memberVip.level}, 0)::int`;

/** `%text%` for LIKE, with LIKE's own characters taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Where the text was found, first match wins. Each test is served by a trigram index of migration 0035
 * (lower(username), lower(nickname), …, member_bank_accounts.account_number, sessions.ip, lower(sessions.user_agent)).
 */
function textMatch(text: string) {
  const like = containing(text);
  const bank = sql`exists (select 1 from ${memberBankAccounts} where ${memberBankAccounts.memberId} = ${members.id} and ${memberBankAccounts.accountNumber} like ${like})`;
  const ip = sql`(${members.registerIp} like ${like} or exists (select 1 from ${sessions} where ${sessions.memberId} = ${members.id} and ${sessions.ip} like ${like}))`;
  const device = sql`exists (select 1 from ${sessions} where ${sessions.memberId} = ${members.id} and lower(${sessions.userAgent}) like ${like})`;
  const tests: [string, SQL][] = [
    ['USERNAME', sql`lower(${members.username}) like ${like}`],
    ['NAME', sql`(lower(${members.nickname}) like ${like} or lower(${members.payeeName}) like ${like})`],
    ['EMAIL', sql`lower(${members.email}) like ${like}`],
    ['MOBILE', sql`${members.mobileNum} like ${like}`],
    ['BANK', bank],
    ['IP', ip],
    ['DEVICE', device],
  ];
  const where = or(...tests.map(([, test]) => test))!;
  const matched = sql<string | null>`case ${sql.join(
    tests.map(([label, test]) => sql`when ${test} then ${label}`),
    sql` `,
  )} else null end`;
  return { where, matched };
}

function filterWhere(filter: MemberSearchFilter, text: SQL | undefined): SQL | undefined {
  const { registered, lastLogin } = filter;
  return and(
    text,
    filter.status ? eq(members.status, filter.status) : undefined,
    filter.accountType === 'AGENT' ? inArray(members.type, [...AGENT_ACCOUNT_TYPES]) : undefined,
    filter.accountType === 'MEMBER' ? eq(members.type, 0) : undefined,
    filter.vipLevel !== undefined ? sql`${vipLevel} = ${filter.vipLevel}` : undefined,
    filter.underPath ? sql`${members.ancestorPath} like ${`${filter.underPath}%`}` : undefined,
    registered.from ? gte(members.createdAt, registered.from) : undefined,
    registered.until ? lt(members.createdAt, registered.until) : undefined,
    lastLogin.from ? gte(members.lastLoginAt, lastLogin.from) : undefined,
    lastLogin.until ? lt(members.lastLoginAt, lastLogin.until) : undefined,
    filter.balanceMin !== undefined ? sql`coalesce(${ledgerAccounts.balance}, 0) >= ${filter.balanceMin}` : undefined,
    filter.balanceMax !== undefined ? sql`coalesce(${ledgerAccounts.balance}, 0) <= ${filter.balanceMax}` : undefined,
  );
}

function orderOf(filter: MemberSearchFilter): SQL[] {
  const direction = filter.order === 'asc' ? asc : desc;
  const column = {
    createdAt: members.createdAt,
    lastLoginAt: sql`${members.lastLoginAt} ${sql.raw(filter.order)} nulls last`,
    username: sql`lower(${members.username})`,
    balance: sql`coalesce(${ledgerAccounts.balance}, 0)`,
  }[filter.sort];
  const first = filter.sort === 'lastLoginAt' ? (column as SQL) : direction(column);
  return [first, direction(members.id)];
}

export async function searchMembers(db: Db, filter: MemberSearchFilter, limit: number, offset: number) {
  const text = filter.text ? textMatch(filter.text) : null;
  const where = filterWhere(filter, text?.where);
  const wallet = and(eq(ledgerAccounts.memberId, members.id), eq(ledgerAccounts.currency, filter.currency));
  const columns = {
    memberId: members.id,
    username: members.username,
    nickname: members.nickname,
    payeeName: members.payeeName,
    type: members.type,
    status: members.status,
    vipLevel,
    uplineUsername: upline.username,
    balance,
    createdAt: members.createdAt,
    lastLoginAt: members.lastLoginAt,
    matched: text ? text.matched : sql<string | null>`null`,
  };
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(members)
      .leftJoin(upline, eq(upline.id, members.uplineId))
      .leftJoin(ledgerAccounts, wallet)
      .leftJoin(memberVip, eq(memberVip.memberId, members.id))
      .where(where)
      .orderBy(...orderOf(filter))
      .limit(limit)
      .offset(offset),
    // The count needs only the joins the filters read.
    db
      .select({ count: count() })
      .from(members)
      .leftJoin(ledgerAccounts, wallet)
      .leftJoin(memberVip, eq(memberVip.memberId, members.id))
      .where(where),
  ]);
  return { rows, total: Number(total?.count ?? 0) };
}
