import type { BodyOf } from '@lucky/contracts/common/endpoint';
import type {
  playExclude,
  playLimitConfirm,
  playLimitSet,
  playRealityCheckSet,
} from '@lucky/contracts/responsible-play/responsible-play-endpoints';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { formatMoney } from '../../lib/money.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import type { ActiveSession } from '../session/session.service.ts';
import { inTransaction } from '../wallet/ledger.service.ts';
import { runExclusionEffects } from './exclusion-effects.ts';
import { requirePlayer } from './play-member.ts';
import { requestReopen, writeExclusion, type ExclusionRequest } from './play-exclusion.service.ts';
import { changeLimit, confirmLimit, limitAmountOf } from './play-limits.service.ts';
import { readPlayState } from './play-state.service.ts';
import { findLiveSessionStart, sumPlaySince, sumWalletByMonth } from './play-statement.repository.ts';
import { ensureUsageRow, setRealityCheck } from './play-usage.repository.ts';

type Currency = MerchantConfig['currency'];

export async function readMyPlayState(ctx: AppContext, session: ActiveSession | null, currency: Currency) {
  const { memberId } = requirePlayer(session);
  const { exclusions: _all, ...state } = await readPlayState(ctx.database.db, { memberId, currency, now: ctx.now() });
  return state;
}

export async function setMyLimit(
  ctx: AppContext,
  input: { session: ActiveSession | null; currency: Currency; body: BodyOf<typeof playLimitSet> },
) {
  const { memberId } = requirePlayer(input.session);
  const { kind, period } = input.body;
  const amount = limitAmountOf({ kind, period }, input.body.amount, input.currency);
  const applied = await inTransaction(ctx.database.db, (tx) =>
    changeLimit(tx, { memberId, kind, period, amount, now: ctx.now(), currency: input.currency }),
  );
  return { ...(await readMyPlayState(ctx, input.session, input.currency)), applied };
}

export async function confirmMyLimit(
  ctx: AppContext,
  input: { session: ActiveSession | null; currency: Currency; body: BodyOf<typeof playLimitConfirm> },
) {
  const { memberId } = requirePlayer(input.session);
  await inTransaction(ctx.database.db, (tx) =>
    confirmLimit(tx, { memberId, ...input.body, now: ctx.now(), currency: input.currency }),
  );
  return readMyPlayState(ctx, input.session, input.currency);
}

export async function setMyRealityCheck(
  ctx: AppContext,
  input: { session: ActiveSession | null; currency: Currency; body: BodyOf<typeof playRealityCheckSet> },
) {
  const { memberId } = requirePlayer(input.session);
  await inTransaction(ctx.database.db, async (tx) => {
    await ensureUsageRow(tx, memberId, ctx.now());
    await setRealityCheck(tx, memberId, input.body.minutes);
  });
  return readMyPlayState(ctx, input.session, input.currency);
}

/**
 * A cool-off or self-exclusion, effective when its transaction commits (the block on the wallet refuses every
 * wager from then on); then its effects (exclusion-effects.ts, wired in app.ts): every session and remembered
 * device ended, the member's card-table seats left, running chases cancelled with refunds, open bonuses forfeited.
 */
export async function excludeMember(
  ctx: AppContext,
  input: {
    memberId: number;
    username: string;
    request: ExclusionRequest;
    currency: Currency;
    operator?: { id: number; reason: string };
    audit?: (tx: Tx, endsAt: Date | null) => Promise<void>;
  },
): Promise<{ endsAt: string | null }> {
  const { memberId, currency } = input;
  const endsAt = await inTransaction(ctx.database.db, async (tx) => {
    const end = await writeExclusion(tx, {
      memberId,
      request: input.request,
      now: ctx.now(),
      currencyCode: currency.code,
      operator: input.operator,
    });
    await input.audit?.(tx, end);
    return end;
  });
  await runExclusionEffects(ctx, { memberId, username: input.username, currency });
  return { endsAt: endsAt?.toISOString() ?? null };
}

export async function excludeMe(
  ctx: AppContext,
  input: { session: ActiveSession | null; currency: Currency; body: BodyOf<typeof playExclude> },
) {
  const { memberId, username } = requirePlayer(input.session);
  return excludeMember(ctx, { memberId, username, request: input.body, currency: input.currency });
}

export async function reopenMe(ctx: AppContext, input: { session: ActiveSession | null; currency: Currency }) {
  const { memberId } = requirePlayer(input.session);
  await inTransaction(ctx.database.db, (tx) => requestReopen(tx, { memberId, now: ctx.now() }));
  return readMyPlayState(ctx, input.session, input.currency);
}

/** The reality check: how long this session has run and what it has won or lost. */
export async function readMySession(ctx: AppContext, session: ActiveSession | null, currency: Currency) {
  const { memberId } = requirePlayer(session);
  const db = ctx.database.db;
  const now = ctx.now();
  const startedAt = (await findLiveSessionStart(db, memberId)) ?? now;
  const [play, state] = await Promise.all([
    sumPlaySince(db, { memberId, since: startedAt }),
    readPlayState(db, { memberId, currency, now }),
  ]);
  return {
    startedAt: startedAt.toISOString(),
    minutesPlayed: Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / 60_000)),
    wagered: formatMoney(play.wagers, currency.scale),
    net: formatMoney(play.wins - play.wagers, currency.scale),
    realityCheckMinutes: state.realityCheckMinutes,
  };
}

const STATEMENT_MONTHS = 12;

/** Deposits, withdrawals, wagers and the net result of play by month, the last twelve months. */
export async function readMyStatement(ctx: AppContext, session: ActiveSession | null, currency: Currency) {
  const { memberId } = requirePlayer(session);
  const now = ctx.now();
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (STATEMENT_MONTHS - 1), 1));
  const months = await sumWalletByMonth(ctx.database.db, { memberId, currency: currency.code, since });
  const show = (value: bigint) => formatMoney(value, currency.scale);
  return {
    currency: currency.code,
    months: months.map((row) => ({
      month: row.month,
      deposits: show(row.deposits),
      withdrawals: show(row.withdrawals),
      wagers: show(row.wagers),
      wins: show(row.wins),
      net: show(row.wins - row.wagers),
    })),
  };
}
