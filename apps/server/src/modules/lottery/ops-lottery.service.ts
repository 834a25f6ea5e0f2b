import type { BodyOf } from '@lucky/contracts/common/endpoint';
import type { opsLotteryGameUpdate } from '@lucky/contracts/lottery/lottery-ops-endpoints';
import type { AppContext } from '../../app-context.ts';
import type { BetTypeLimits } from '../../db/schema/lottery.ts';
import { formatMoney, parseMoney } from '../../lib/money.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { ActiveOperator } from '../audit/active-operator.ts';
import { inTransaction } from '../wallet/ledger.service.ts';
import { computeVnRtp } from './engine/vn-bet-probability.ts';
import { VN_BET_TYPES, type VnBetType, type VnOddsTable } from './engine/vn-bet-types.ts';
import type { VnRegionCode } from './engine/vn-regions.ts';
import { findTopExposures, summariseDrawBets } from './lottery-bets.repository.ts';
import {
  findDraw,
  findLotteryGames,
  insertOddsVersion,
  listDrawsPage,
  lockDrawExclusive,
  updateDraw,
  updateLotteryGame,
  type DrawRow,
} from './lottery.repository.ts';
import {
  DEFAULT_LIMITS_KEY,
  forgetLoadedGame,
  listLoadedGames,
  loadGame,
  toLoadedGame,
  type LoadedGame,
} from './lottery-games.service.ts';
import { finishDraw } from './lottery-jobs.ts';
import { publishDrawChange } from './lottery-push.ts';
import { toDrawView, toGameView } from './lottery-view.ts';

type Currency = MerchantConfig['currency'];

function rtpOf(game: LoadedGame): Record<string, number> {
  if (game.row.kind !== 'VN' || !game.row.variant) return {};
  const table = Object.fromEntries(VN_BET_TYPES.map((type) => [type, BigInt(String(game.odds[type]))])) as VnOddsTable;
  return Object.fromEntries(
    VN_BET_TYPES.map((type: VnBetType) => [
      type,
      computeVnRtp({ type, region: game.row.variant as VnRegionCode, odds: table }),
    ]),
  );
}

function toOpsGame(game: LoadedGame, scale: number) {
  const limits = Object.fromEntries(
    [DEFAULT_LIMITS_KEY, ...game.engine.betTypes(game.row.variant)].flatMap((betType) => {
      if (betType !== DEFAULT_LIMITS_KEY && !(betType in game.row.limits)) return [];
      const entry = game.limitsOf(betType);
      return [
        [
          betType,
          {
            minStake: formatMoney(entry.minStake, scale),
            maxStake: formatMoney(entry.maxStake, scale),
            liabilityCap: formatMoney(entry.liabilityCap, scale),
          },
        ],
      ];
    }),
  );
  const json = (value: Record<string, unknown>) =>
    JSON.parse(JSON.stringify(value, (_key, item) => (typeof item === 'bigint' ? item.toString() : item)));
  return {
    ...toGameView(game, 'EN'),
    odds: json(game.odds),
    oddsOverrides: json(game.row.oddsOverrides),
    limits,
    rtp: rtpOf(game),
  };
}

export async function listOpsLotteryGames(ctx: AppContext, currency: Currency) {
  return { games: (await listLoadedGames(ctx)).map((game) => toOpsGame(game, currency.scale)) };
}

/** Changes a game; new odds become a new version (bets already placed keep theirs). Audited with before and after. */
export async function updateOpsLotteryGame(
  ctx: AppContext,
  input: { operator: ActiveOperator; body: BodyOf<typeof opsLotteryGameUpdate>; currency: Currency },
) {
  const { body, currency } = input;
  const before = await loadGame(ctx, body.gameCode);
  let odds = before.odds;
  if (body.oddsOverrides) {
    try {
      odds = before.engine.parseOdds(before.row.variant, body.oddsOverrides);
    } catch (error) {
      if (error instanceof RangeError) throw new AppError('lottery.odds.invalid', error.message);
      throw error;
    }
  }
  const limits: Record<string, BetTypeLimits> = { ...before.row.limits };
  const known = new Set([DEFAULT_LIMITS_KEY, ...before.engine.betTypes(before.row.variant)]);
  for (const [betType, entry] of Object.entries(body.limits ?? {})) {
    if (!known.has(betType)) throw new AppError('request.invalid', `Unknown bet type ${betType}`);
    const [minStake, maxStake, liabilityCap] = [entry.minStake, entry.maxStake, entry.liabilityCap].map((text) =>
      parseMoney(text, currency.scale),
    );
    if (minStake! <= 0n || maxStake! < minStake! || liabilityCap! < maxStake!)
      throw new AppError('request.invalid', `${betType}: need 0 < min stake ≤ max stake ≤ liability cap`);
    limits[betType] = {
      minStake: minStake!.toString(),
      maxStake: maxStake!.toString(),
      liabilityCap: liabilityCap!.toString(),
    };
  }
  const oddsVersion = body.oddsOverrides ? before.row.oddsVersion + 1 : before.row.oddsVersion;
  await inTransaction(ctx.database.db, async (tx) => {
    if (body.oddsOverrides)
      await insertOddsVersion(tx, {
        gameCode: before.row.code,
        version: oddsVersion,
        odds: JSON.parse(JSON.stringify(odds, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))),
      });
    await updateLotteryGame(tx, before.row.code, {
      status: body.status ?? before.row.status,
      stopSaleSeconds: body.stopSaleSeconds ?? before.row.stopSaleSeconds,
      oddsOverrides: (body.oddsOverrides as Record<string, unknown> | undefined) ?? before.row.oddsOverrides,
      oddsVersion,
      limits,
      updatedAt: ctx.now(),
    });
    await recordAudit(tx, {
      operator: input.operator,
      action: 'lottery.game.update',
      targetType: 'lottery_game',
      targetId: before.row.code,
      before: {
        status: before.row.status,
        stopSaleSeconds: before.row.stopSaleSeconds,
        oddsOverrides: before.row.oddsOverrides,
        limits: before.row.limits,
      },
      after: {
        status: body.status,
        stopSaleSeconds: body.stopSaleSeconds,
        oddsOverrides: body.oddsOverrides,
        limits: body.limits,
      },
    });
  });
  forgetLoadedGame(ctx, before.row.code);
  const [row] = await findLotteryGames(ctx.database.db, before.row.code);
  return { game: toOpsGame(toLoadedGame(row!), currency.scale) };
}

async function monitorRows(ctx: AppContext, draws: DrawRow[], scale: number) {
  const games = new Map((await listLoadedGames(ctx)).map((game) => [game.row.code, game]));
  const totals = await summariseDrawBets(
    ctx.database.db,
    draws.map((draw) => draw.id),
  );
  return draws.map((draw) => {
    const sums = totals.get(draw.id) ?? { bets: 0, players: 0, stake: 0n, payout: 0n };
    return {
      ...toDrawView(draw, games.get(draw.gameCode)!, ctx.now()),
      bets: sums.bets,
      players: sums.players,
      stake: formatMoney(sums.stake, scale),
      payout: formatMoney(sums.payout, scale),
      voidReason: draw.voidReason,
    };
  });
}

export async function listOpsDraws(
  ctx: AppContext,
  input: {
    query: { gameCode?: string; status?: DrawRow['status']; pageNo?: number; pageSize?: number };
    currency: Currency;
  },
) {
  const pageNo = input.query.pageNo ?? 1;
  const pageSize = input.query.pageSize ?? 20;
  const { rows, totalCount } = await listDrawsPage(ctx.database.db, {
    gameCode: input.query.gameCode,
    status: input.query.status,
    limit: pageSize,
    offset: (pageNo - 1) * pageSize,
    now: ctx.now(),
  });
  return {
    list: await monitorRows(ctx, rows, input.currency.scale),
    pageNo,
    pageSize,
    totalCount,
    totalPages: Math.ceil(totalCount / pageSize),
  };
}

export async function readOpsExposure(ctx: AppContext, input: { drawId: number; count: number; currency: Currency }) {
  const draw = await findDraw(ctx.database.db, input.drawId);
  if (!draw) throw new AppError('lottery.draw.not.found');
  const game = await loadGame(ctx, draw.gameCode);
  const [row] = await monitorRows(ctx, [draw], input.currency.scale);
  const exposures = await findTopExposures(ctx.database.db, draw.id, input.count);
  return {
    draw: row!,
    exposures: exposures.map((exposure) => {
      const cap = game.limitsOf(exposure.betType).liabilityCap;
      return {
        key: exposure.key,
        betType: exposure.betType,
        amount: formatMoney(exposure.amount, input.currency.scale),
        cap: formatMoney(cap, input.currency.scale),
        share: cap > 0n ? Number((exposure.amount * 10_000n) / cap) / 10_000 : 0,
      };
    }),
  };
}

/**
 * Voids a draw that has not started settling: marked VOIDED with the reason (audited) under its exclusive lock,
 * then every open bet refunded through the wallet batch by batch (the job finishes it if this request dies).
 */
export async function voidOpsDraw(
  ctx: AppContext,
  input: { operator: ActiveOperator; drawId: number; reason: string; currency: Currency },
) {
  const draw = await findDraw(ctx.database.db, input.drawId);
  if (!draw) throw new AppError('lottery.draw.not.found');
  const game = await loadGame(ctx, draw.gameCode);
  const voided = await inTransaction(ctx.database.db, async (tx) => {
    const locked = await lockDrawExclusive(tx, draw.id, true);
    if (!locked || locked.status === 'SETTLED' || locked.status === 'VOIDED' || locked.settleCursor > 0)
      throw new AppError('lottery.draw.settled');
    await updateDraw(tx, draw.id, { status: 'VOIDED', voidReason: input.reason, settledAt: ctx.now() });
    await recordAudit(tx, {
      operator: input.operator,
      action: 'lottery.draw.void',
      targetType: 'lottery_draw',
      targetId: String(draw.id),
      reason: input.reason,
      before: { status: locked.status },
      after: { status: 'VOIDED' },
    });
    return { ...locked, status: 'VOIDED' as const, voidReason: input.reason };
  });
  const [before] = await monitorRows(ctx, [voided], input.currency.scale);
  const refundedBets = await finishDraw(ctx, game, voided, input.currency);
  void publishDrawChange(ctx, game, voided, 'voided');
  const [row] = await monitorRows(ctx, [voided], input.currency.scale);
  return { draw: row!, refundedBets, refunded: before!.stake };
}
