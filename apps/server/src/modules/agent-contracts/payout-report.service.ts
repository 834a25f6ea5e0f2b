import type { ContractKind } from '@lucky/contracts/agent/contract-endpoints';
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../app-context.ts';
import { queryRows } from '../../db/client.ts';
import { contractPayouts } from '../../db/schema/contracts.ts';
import { members } from '../../db/schema/members.ts';
import { offsetOf, parseDateRange, toPage, type PageRequest } from '../../lib/paging.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import type { ActiveSession } from '../session/session.service.ts';
import { money } from '../../lib/amount.ts';
import { findDirectDownline, requireAgentMember } from './contract.service.ts';

/* The payout list (as payee or as payer) and the income report of the agent centre. */

const payee = alias(members, 'payee');
const payer = alias(members, 'payer');

type PayoutQuery = PageRequest & {
  role: 'PAYEE' | 'PAYER';
  kind?: ContractKind;
  status?: 'PAID' | 'OWED';
  username?: string;
};

export async function readPayouts(
  ctx: AppContext,
  input: { session: ActiveSession | null; config: MerchantConfig; query: PayoutQuery },
) {
  const db = ctx.database.db;
  const me = await requireAgentMember(db, input.session);
  const { query, config } = input;
  const range = parseDateRange(query);
  // As payer the name filter must be a direct downline; anyone else is refused like an unknown name.
  const downline = query.role === 'PAYER' && query.username ? await findDirectDownline(db, me, query.username) : null;
  const where: SQL | undefined = and(
    query.role === 'PAYEE' ? eq(contractPayouts.payeeId, me.id) : eq(contractPayouts.payerId, me.id),
    downline ? eq(contractPayouts.payeeId, downline.id) : undefined,
    query.kind ? eq(contractPayouts.kind, query.kind) : undefined,
    query.status ? eq(contractPayouts.status, query.status) : undefined,
    range.from ? gte(contractPayouts.periodStart, range.from) : undefined,
    range.until ? lt(contractPayouts.periodStart, range.until) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({ payout: contractPayouts, payeeUsername: payee.username, payerUsername: payer.username })
      .from(contractPayouts)
      .innerJoin(payee, eq(payee.id, contractPayouts.payeeId))
      .leftJoin(payer, eq(payer.id, contractPayouts.payerId))
      .where(where)
      .orderBy(desc(contractPayouts.periodStart), desc(contractPayouts.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db
      .select({
        total: count(),
        amount: sql<string>`coalesce(sum(${contractPayouts.amount}), 0)::text`,
        owed: sql<string>`coalesce(sum(${contractPayouts.amount}) filter (where ${contractPayouts.status} = 'OWED'), 0)::text`,
      })
      .from(contractPayouts)
      .where(where),
  ]);
  const currency = config.currency;
  const list = rows.map(({ payout, payeeUsername, payerUsername }) => ({
    id: payout.id,
    contractId: payout.contractId,
    kind: payout.kind,
    payeeUsername,
    payerUsername,
    periodStart: payout.periodStart.toISOString(),
    periodEnd: payout.periodEnd.toISOString(),
    base: money(payout.base, currency),
    rateBp: payout.rateBp,
    amount: money(payout.amount, currency),
    status: payout.status,
    teamBet: money(payout.teamBet, currency),
    teamValidBet: money(payout.teamValidBet, currency),
    teamPayout: money(payout.teamPayout, currency),
    activeMembers: payout.activeMembers,
    createdAt: payout.createdAt.toISOString(),
    paidAt: payout.paidAt?.toISOString() ?? null,
  }));
  const amount = BigInt(totals.amount);
  const owed = BigInt(totals.owed);
  return {
    ...toPage(list, totals.total, query),
    totals: { amount: money(amount, currency), paid: money(amount - owed, currency), owed: money(owed, currency) },
  };
}

type IncomeRow = {
  period: string;
  dividend: string;
  daily_wage: string;
  hourly: string;
  realtime: string;
  owed: string;
};

/** My income as payee, grouped by the UTC day, ISO week (Monday) or month of each payout's period start. */
export async function readRevenueReport(
  ctx: AppContext,
  input: {
    session: ActiveSession | null;
    config: MerchantConfig;
    query: PageRequest & { groupBy: 'DAY' | 'WEEK' | 'MONTH' };
  },
) {
  const db = ctx.database.db;
  const me = await requireAgentMember(db, input.session);
  const { query } = input;
  const range = parseDateRange(query);
  const unit = sql.raw(`'${query.groupBy.toLowerCase()}'`);
  const filter = sql`payee_id = ${me.id}
    ${range.from ? sql`and period_start >= ${range.from.toISOString()}::timestamptz` : sql``}
    ${range.until ? sql`and period_start < ${range.until.toISOString()}::timestamptz` : sql``}`;
  const sumOf = (kind: string) => sql`coalesce(sum(amount) filter (where kind = ${kind}), 0)::text`;
  const columns = sql`${sumOf('DIVIDEND')} as dividend, ${sumOf('DAILY_WAGE')} as daily_wage, ${sumOf('HOURLY')} as hourly, ${sumOf('REALTIME')} as realtime,
    coalesce(sum(amount) filter (where status = 'OWED'), 0)::text as owed`;
  const [rows, [totals], [{ groups }]] = await Promise.all([
    queryRows<IncomeRow>(
      db,
      sql`
      select to_char(date_trunc(${unit}, period_start at time zone 'UTC'), 'YYYY-MM-DD') as period, ${columns}
      from contract_payouts where ${filter} group by 1 order by 1 desc limit ${query.pageSize} offset ${offsetOf(query)}`,
    ),
    queryRows<IncomeRow>(db, sql`select '' as period, ${columns} from contract_payouts where ${filter}`),
    queryRows<{ groups: string }>(
      db,
      sql`select count(distinct date_trunc(${unit}, period_start at time zone 'UTC'))::text as groups from contract_payouts where ${filter}`,
    ),
  ]);
  const currency = input.config.currency;
  const view = (row: IncomeRow) => {
    const [dividend, dailyWage, hourly, realtime] = [row.dividend, row.daily_wage, row.hourly, row.realtime].map(
      BigInt,
    );
    const salary = dailyWage + hourly + realtime;
    return {
      dividend: money(dividend, currency),
      dailyWage: money(dailyWage, currency),
      hourly: money(hourly, currency),
      realtime: money(realtime, currency),
      salary: money(salary, currency),
      total: money(salary + dividend, currency),
      owed: money(BigInt(row.owed), currency),
    };
  };
  return {
    ...toPage(
      rows.map((row) => ({ period: row.period, ...view(row) })),
      Number(groups),
      query,
    ),
    totals: view(totals),
  };
}
