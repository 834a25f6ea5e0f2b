import type { AppContext } from '../../app-context.ts';
import { requireRealAccount } from '../member/account-guard.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import type { ActiveSession } from '../session/session.service.ts';
import { betViews } from './bet-view.ts';
import { findMemberBets, type BetListState } from './sportsbook-bets.repository.ts';

export async function listMySportsBets(
  ctx: AppContext,
  input: {
    session: ActiveSession | null;
    query: { state: BetListState; pageNo: number; pageSize: number };
    currency: MerchantConfig['currency'];
  },
) {
  const { memberId } = requireRealAccount(input.session);
  const { query } = input;
  const { rows, count } = await findMemberBets(ctx.database.db, {
    memberId,
    state: query.state,
    offset: (query.pageNo - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return {
    list: await betViews(ctx.database.db, rows, input.currency.scale, ctx.now()),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    totalCount: count,
    totalPages: Math.ceil(count / query.pageSize),
  };
}
