import type { z } from 'zod';
import type { opsMemberSearch } from '@lucky/contracts/ops/ops-member-desk-endpoints';
import type { AppContext } from '../../app-context.ts';
import { money, parseAmount } from '../../lib/amount.ts';
import { parseDateRange, toPage } from '../../lib/paging.ts';
import { AppError } from '../../plugins/app-error.ts';
import { findMemberByUsername } from '../member/member.service.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { searchMembers } from './member-search.repository.ts';

type SearchQuery = z.output<NonNullable<(typeof opsMemberSearch)['query']>>;

/** The member list of the back office: partial text over names, contacts, bank accounts, IPs and devices, with filters. */
export async function findMembers(ctx: AppContext, input: { config: MerchantConfig; query: SearchQuery }) {
  const { query, config } = input;
  const db = ctx.database.db;
  let underPath: string | undefined;
  if (query.agent) {
    const agent = await findMemberByUsername(db, query.agent);
    if (!agent) throw new AppError('agent.not.found');
    underPath = `${agent.ancestorPath}${agent.id}/`;
  }
  const { rows, total } = await searchMembers(
    db,
    {
      text: query.q || undefined,
      status: query.status,
      accountType: query.accountType,
      vipLevel: query.vipLevel,
      underPath,
      registered: parseDateRange({ from: query.registeredFrom, to: query.registeredTo }),
      lastLogin: parseDateRange({ from: query.lastLoginFrom, to: query.lastLoginTo }),
      balanceMin: query.balanceMin ? parseAmount(query.balanceMin, config.currency) : undefined,
      balanceMax: query.balanceMax ? parseAmount(query.balanceMax, config.currency) : undefined,
      currency: config.currency.code,
      sort: query.sort,
      order: query.order,
    },
    query.pageSize,
    (query.pageNo - 1) * query.pageSize,
  );
  const list = rows.map((row) => ({
    ...row,
    balance: money(BigInt(row.balance), config.currency),
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  }));
  return toPage(list, total, query);
}
