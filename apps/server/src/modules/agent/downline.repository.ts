import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import type { AgentScope } from './agent-guard.ts';

export type DownlineFilter = {
  scope: AgentScope;
  isDirect: boolean;
  usernameContains?: string;
  kind?: 'MEMBER' | 'AGENT';
  currency: string;
  limit: number;
  offset: number;
};

export type DownlineRow = {
  id: string;
  username: string;
  nickname: string | null;
  type: number;
  status: 'ACTIVE' | 'DISABLED';
  ancestor_path: string;
  upline_username: string | null;
  last_login_at: Date | string | null;
  created_at: Date | string;
  balance: string;
  direct_count: number;
};

/** LIKE wildcards in a search text match themselves. */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function whereOf(filter: DownlineFilter): SQL {
  const conditions = [
    filter.isDirect
      ? sql`m.upline_id = ${filter.scope.agent.id}`
      : sql`m.ancestor_path like ${`${filter.scope.prefix}%`}`,
  ];
  if (filter.usernameContains)
    conditions.push(sql`lower(m.username) like ${`%${escapeLike(filter.usernameContains.toLowerCase())}%`}`);
  if (filter.kind === 'MEMBER') conditions.push(sql`m.type = 0`);
  if (filter.kind === 'AGENT') conditions.push(sql`m.type in (1, 2, 41, 42)`);
  return sql.join(conditions, sql` and `);
}

export async function countDownline(db: Db, filter: DownlineFilter): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from members m where ${whereOf(filter)}`,
  );
  return row.count;
}

/** A page of the downline, newest first, with balance and direct-downline count joined for the page only. */
export async function findDownlinePage(db: Db, filter: DownlineFilter): Promise<DownlineRow[]> {
  return queryRows<DownlineRow>(
    db,
    sql`
    with page as (
      select m.* from members m where ${whereOf(filter)}
      order by m.created_at desc, m.id desc limit ${filter.limit} offset ${filter.offset})
    select p.id::text, p.username, p.nickname, p.type, p.status, p.ancestor_path, u.username as upline_username, p.last_login_at, p.created_at,
      coalesce(a.balance - a.held, 0)::text as balance,
      (select count(*) from members c where c.upline_id = p.id)::int as direct_count
    from page p
    left join members u on u.id = p.upline_id
    left join ledger_accounts a on a.member_id = p.id and a.currency = ${filter.currency} and a.kind = 'MEMBER_WALLET'
    order by p.created_at desc, p.id desc`,
  );
}
