import type { Db } from '../../db/client.ts';
import { toPage } from '../../lib/paging.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { money } from '../../lib/amount.ts';
import { depthOf, type AgentScope } from './agent-guard.ts';
import { readLiveContracts } from './downline-contracts.ts';
import { countDownline, findDownlinePage } from './downline.repository.ts';

type DownlineQuery = {
  pageNo: number;
  pageSize: number;
  scope: 'DIRECT' | 'ALL';
  username?: string;
  type?: 'MEMBER' | 'AGENT';
};

const isoOrNull = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** The team management list: one count and one page query, then the page's contracts in one more. */
export async function listDownline(
  db: Db,
  input: { scope: AgentScope; query: DownlineQuery; currency: MerchantConfig['currency'] },
) {
  const { scope, query, currency } = input;
  const filter = {
    scope,
    isDirect: query.scope === 'DIRECT',
    usernameContains: query.username,
    kind: query.type,
    currency: currency.code,
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  };
  const [count, rows] = await Promise.all([countDownline(db, filter), findDownlinePage(db, filter)]);
  const contracts = await readLiveContracts(
    db,
    rows.map((row) => Number(row.id)),
  );
  const agentDepth = depthOf(scope.agent.ancestorPath);
  const list = rows.map((row) => ({
    id: Number(row.id),
    username: row.username,
    nickname: row.nickname,
    type: row.type,
    level: depthOf(row.ancestor_path) - agentDepth,
    uplineUsername: row.upline_username,
    balance: money(BigInt(row.balance), currency),
    status: row.status,
    lastLoginAt: isoOrNull(row.last_login_at),
    createdAt: new Date(row.created_at).toISOString(),
    directCount: row.direct_count,
    contracts: contracts.get(Number(row.id)) ?? [],
  }));
  return toPage(list, count, query);
}
