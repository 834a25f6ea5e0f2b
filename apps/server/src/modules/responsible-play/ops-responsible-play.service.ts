import type { BodyOf } from '@lucky/contracts/common/endpoint';
import type {
  opsPlayExclude,
  opsPlayLimitLower,
} from '@lucky/contracts/responsible-play/responsible-play-ops-endpoints';
import { NEAR_LIMIT_SHARE } from '@lucky/contracts/responsible-play/responsible-play-schemas';
import type { AppContext } from '../../app-context.ts';
import { formatMoney } from '../../lib/money.ts';
import type { ActiveOperator } from '../audit/active-operator.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { inTransaction } from '../wallet/ledger.service.ts';
import { listExclusionsSince, listLimitHitsSince } from './play-exclusions.repository.ts';
import { listPlayEvents } from './play-limits.repository.ts';
import { findPlayerByUsername } from './play-member.ts';
import { changeLimit, limitAmountOf } from './play-limits.service.ts';
import { listLimitedMembers } from './play-report.repository.ts';
import { exclusionView, readPlayState } from './play-state.service.ts';
import { excludeMember } from './responsible-play.service.ts';

type Currency = MerchantConfig['currency'];

const memberOf = (ctx: AppContext, username: string) => findPlayerByUsername(ctx.database.db, username);

const moneyOrMinutes = (kind: string, value: bigint | null, scale: number) =>
  value === null ? null : kind === 'SESSION' ? value.toString() : formatMoney(value, scale);

/** The desk's player view: limits with their use, every exclusion and the history of both. */
export async function readMemberPlay(ctx: AppContext, input: { username: string; currency: Currency }) {
  const member = await memberOf(ctx, input.username);
  const db = ctx.database.db;
  const [state, events] = await Promise.all([
    readPlayState(db, { memberId: member.id, currency: input.currency, now: ctx.now() }),
    listPlayEvents(db, member.id),
  ]);
  const scale = input.currency.scale;
  return {
    ...state,
    memberId: member.id,
    username: member.username,
    exclusions: state.exclusions.map(exclusionView),
    events: events.map(({ event, operator }) => ({
      id: event.id,
      action: event.action,
      kind: event.kind,
      period: event.period,
      before: moneyOrMinutes(event.kind ?? '', event.before, scale),
      after: moneyOrMinutes(event.kind ?? '', event.after, scale),
      operator,
      reason: event.reason,
      createdAt: event.createdAt.toISOString(),
    })),
  };
}

/** An operator lowers (or sets) a limit, with a reason, in the audit log; a raise is refused. */
export async function lowerMemberLimit(
  ctx: AppContext,
  input: { operator: ActiveOperator; currency: Currency; body: BodyOf<typeof opsPlayLimitLower> },
) {
  const { body, currency, operator } = input;
  const member = await memberOf(ctx, body.username);
  const amount = limitAmountOf({ kind: body.kind, period: body.period }, body.amount, currency)!;
  await inTransaction(ctx.database.db, async (tx) => {
    await changeLimit(tx, {
      memberId: member.id,
      kind: body.kind,
      period: body.period,
      amount,
      now: ctx.now(),
      currency,
      operator: { id: operator.id, reason: body.reason },
    });
    await recordAudit(tx, {
      operator,
      action: 'PLAY_LIMIT_LOWER',
      targetType: 'MEMBER',
      targetId: member.username,
      reason: body.reason,
      after: { kind: body.kind, period: body.period, amount: String(body.amount) },
    });
  });
  return { username: member.username, kind: body.kind, period: body.period, amount: String(body.amount) };
}

/** An operator puts a member on a cool-off or self-exclusion (never a shorter one than runs), audited. */
export async function excludeMemberByOperator(
  ctx: AppContext,
  input: { operator: ActiveOperator; currency: Currency; body: BodyOf<typeof opsPlayExclude> },
) {
  const { body, operator } = input;
  const member = await memberOf(ctx, body.username);
  return excludeMember(ctx, {
    memberId: member.id,
    username: member.username,
    request: body,
    currency: input.currency,
    operator: { id: operator.id, reason: body.reason },
    audit: (tx, endsAt) =>
      recordAudit(tx, {
        operator,
        action: 'PLAY_EXCLUDE',
        targetType: 'MEMBER',
        targetId: member.username,
        reason: body.reason,
        after: { kind: body.kind, duration: body.duration, endsAt: endsAt?.toISOString() ?? null },
      }),
  });
}

/** Exclusions and limit hits of the last `days`, and the members whose use of a limit is near it now. */
export async function readPlayReport(ctx: AppContext, input: { days: number; currency: Currency }) {
  const db = ctx.database.db;
  const now = ctx.now();
  const since = new Date(now.getTime() - input.days * 86_400_000);
  const [exclusions, hits, limited] = await Promise.all([
    listExclusionsSince(db, since),
    listLimitHitsSince(db, since),
    listLimitedMembers(db),
  ]);
  const nearLimits = [];
  for (const member of limited) {
    const state = await readPlayState(db, { memberId: member.memberId, currency: input.currency, now });
    for (const limit of state.limits) {
      const share = Number(limit.used) / Number(limit.amount);
      if (share >= NEAR_LIMIT_SHARE)
        nearLimits.push({
          username: member.username,
          kind: limit.kind,
          period: limit.period,
          amount: limit.amount,
          used: limit.used,
          share,
        });
    }
  }
  return {
    exclusions: exclusions.map(({ exclusion, username }) => ({ ...exclusionView(exclusion), username })),
    hits: hits.map((hit) => ({
      username: hit.username,
      code: hit.code ?? '',
      count: hit.count,
      lastAt: new Date(hit.lastAt).toISOString(),
    })),
    nearLimits: nearLimits.sort((a, b) => b.share - a.share),
  };
}
