import type { AppContext } from '../../app-context.ts';
import { formatMoney, parseMoney } from '../../lib/money.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { ActiveOperator } from '../audit/active-operator.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { inTransaction } from '../wallet/ledger.service.ts';
import { parseMarketKey } from './engine/market-types.ts';
import type { Sport } from './engine/sport-models.ts';
import { momentAt } from './event-board.ts';
import { findEventBetTotals, findLiabilities } from './sportsbook-bets.repository.ts';
import {
  findEvent,
  findEventPage,
  findSuspensions,
  lockEventExclusive,
  setSuspension,
  updateEvent,
  type SportEventRow,
} from './sportsbook-events.repository.ts';
import { loadBookSettings } from './sportsbook-settings.service.ts';
import { settleEvent } from './settlement.service.ts';
import { hasSettlementBegun } from './sportsbook-settle.repository.ts';
import { eventView } from './sportsbook-view.ts';
import { publishBalances } from '../lottery/lottery-push.ts';
import { publishDeskChange } from './sportsbook-push.ts';

type Currency = MerchantConfig['currency'];

/** The desk's rows: the event as players see it (the seed only once revealed) with its money and suspensions. */
async function monitorRows(ctx: AppContext, events: SportEventRow[], scale: number) {
  const ids = events.map((event) => event.id);
  const [totals, suspensions] = await Promise.all([
    findEventBetTotals(ctx.database.db, ids),
    findSuspensions(ctx.database.db, ids),
  ]);
  const byId = new Map(totals.map((row) => [row.eventId, row]));
  const now = ctx.now();
  return events.map((event) => {
    const total = byId.get(event.id);
    return {
      ...eventView(event, momentAt(event, now), now, false),
      bets: total?.bets ?? 0,
      players: total?.players ?? 0,
      stake: formatMoney(BigInt(total?.stake ?? '0'), scale),
      payout: formatMoney(BigInt(total?.payout ?? '0'), scale),
      voidReason: event.voidReason,
      suspendedMarkets: [...(suspensions.get(event.id) ?? [])].sort(),
    };
  });
}

export async function listOpsSportsEvents(
  ctx: AppContext,
  input: {
    query: {
      sport?: Sport;
      competitionCode?: string;
      status?: SportEventRow['status'];
      pageNo: number;
      pageSize: number;
    };
    currency: Currency;
  },
) {
  const { query } = input;
  const { rows, count } = await findEventPage(ctx.database.db, {
    sports: query.sport ? [query.sport] : undefined,
    competitionCode: query.competitionCode,
    statuses: query.status ? [query.status] : undefined,
    offset: (query.pageNo - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return {
    list: await monitorRows(ctx, rows, input.currency.scale),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    totalCount: count,
    totalPages: Math.ceil(count / query.pageSize),
  };
}

async function requireEvent(ctx: AppContext, eventId: string): Promise<SportEventRow> {
  const event = await findEvent(ctx.database.db, eventId);
  if (!event) throw new AppError('sports.event.not.found');
  return event;
}

export async function readOpsLiability(ctx: AppContext, input: { eventId: string; currency: Currency }) {
  const event = await requireEvent(ctx, input.eventId);
  const settings = await loadBookSettings(ctx);
  const [row] = await monitorRows(ctx, [event], input.currency.scale);
  const rows = await findLiabilities(ctx.database.db, event.id);
  const suspended = new Set(row.suspendedMarkets);
  const keys = [...new Set(rows.map((r) => r.marketKey))].sort();
  const money = (value: bigint) => formatMoney(value, input.currency.scale);
  return {
    event: row,
    markets: keys.map((marketKey) => {
      const type = parseMarketKey(marketKey)?.type;
      const cap = type ? settings.limitsOf(event.sport as Sport, type).liabilityCap : 0n;
      return {
        marketKey,
        suspended: suspended.has('*') || suspended.has(marketKey),
        cap: money(cap),
        selections: rows
          .filter((r) => r.marketKey === marketKey)
          .map((r) => ({
            selectionKey: r.selectionKey,
            bets: r.bets,
            stake: money(r.stake),
            liability: money(r.liability),
            share: cap > 0n ? Number((r.liability * 10_000n) / cap) / 10_000 : 0,
          })),
      };
    }),
  };
}

export async function suspendOpsMarket(
  ctx: AppContext,
  input: { operator: ActiveOperator; body: { eventId: string; marketKey: string; suspended: boolean; reason: string } },
) {
  const { body } = input;
  const event = await requireEvent(ctx, body.eventId);
  if (body.marketKey !== '*' && !parseMarketKey(body.marketKey)) throw new AppError('sports.market.unavailable');
  await inTransaction(ctx.database.db, async (tx) => {
    await setSuspension(tx, { ...body, operatorId: input.operator.id, at: ctx.now() });
    await recordAudit(tx, {
      operator: input.operator,
      action: body.suspended ? 'sports.market.suspend' : 'sports.market.resume',
      targetType: 'sport_event',
      targetId: `${event.id}:${body.marketKey}`,
      reason: body.reason,
      after: { suspended: body.suspended },
    });
  });
  await publishDeskChange(ctx, event.id, body.suspended ? 'suspended' : 'resumed');
  const suspensions = await findSuspensions(ctx.database.db, [event.id]);
  return { eventId: event.id, suspendedMarkets: [...(suspensions.get(event.id) ?? [])].sort() };
}

/**
 * Voids an event that has not started settling: VOID with the reason (audited) under its exclusive lock, then every
 * leg on it settled VOID batch by batch (singles refunded, parlays paid on without it); the job finishes a void this
 * request did not.
 */
export async function voidOpsEvent(
  ctx: AppContext,
  input: { operator: ActiveOperator; eventId: string; reason: string; currency: Currency },
) {
  await requireEvent(ctx, input.eventId);
  const voided = await inTransaction(ctx.database.db, async (tx) => {
    const locked = await lockEventExclusive(tx, input.eventId);
    if (!locked || locked.status === 'SETTLED' || locked.status === 'VOID' || (await hasSettlementBegun(tx, locked.id)))
      throw new AppError('sports.event.settled');
    await updateEvent(tx, locked.id, { status: 'VOID', voidReason: input.reason });
    await recordAudit(tx, {
      operator: input.operator,
      action: 'sports.event.void',
      targetType: 'sport_event',
      targetId: locked.id,
      reason: input.reason,
      before: { status: locked.status },
      after: { status: 'VOID' },
    });
    return { ...locked, status: 'VOID' as const, voidReason: input.reason };
  });
  const [before] = await monitorRows(ctx, [voided], input.currency.scale);
  const voidedLegs = await settleEvent(ctx, {
    eventId: voided.id,
    currency: input.currency,
    onPaid: (members) => void publishBalances(ctx, members, input.currency),
  });
  await publishDeskChange(ctx, voided.id, 'voided');
  const fresh = (await findEvent(ctx.database.db, voided.id))!;
  const [row] = await monitorRows(ctx, [fresh], input.currency.scale);
  return {
    event: row,
    voidedLegs,
    refundedBets: before.bets,
    refunded: formatMoney(parseMoney(row.payout, input.currency.scale), input.currency.scale),
  };
}
