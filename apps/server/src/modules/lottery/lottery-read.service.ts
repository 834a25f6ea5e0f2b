import type { AppContext } from '../../app-context.ts';
import { hashServerSeed } from '../../lib/fair-rng.ts';
import { formatMoney } from '../../lib/money.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { createDrawStream } from './engine/draw-stream.ts';
import { findPopularPicks, findRecentGameCodes } from './lottery-bets.repository.ts';
import {
  findDraw,
  findDrawnDraws,
  findLatestDrawnDraws,
  findUpcomingDraws,
  type DrawRow,
} from './lottery.repository.ts';
import { gameStatusOf, listLoadedGames, loadGame, type LoadedGame } from './lottery-games.service.ts';
import { phaseOf, toDrawView, toGameView } from './lottery-view.ts';
import { canonicalJson } from '../../lib/canonical-json.ts';

type Currency = MerchantConfig['currency'];
const POPULAR_WINDOW_MS = 7 * 86_400_000;

async function visibleGames(ctx: AppContext, prizeMode?: string): Promise<LoadedGame[]> {
  return (await listLoadedGames(ctx)).filter(
    (game) => gameStatusOf(game.row) !== 'DISABLED' && (!prizeMode || game.row.prizeMode === prizeMode),
  );
}

/** The menu: games grouped by gameGroupCode, each with the draw it is selling next and its last result. */
export async function readGameMenu(ctx: AppContext, input: { prizeMode?: string; language?: string }) {
  const games = await visibleGames(ctx, input.prizeMode);
  const latest = await findLatestDrawnDraws(ctx.database.db);
  const now = ctx.now();
  const groups = new Map<string, { gameGroupCode: string; labelName: string; prizeMode: string; games: unknown[] }>();
  for (const game of games) {
    const [next] = await findUpcomingDraws(ctx.database.db, game.row.code, now, 1);
    const last = latest.filter((draw) => draw.gameCode === game.row.code).at(0) ?? null;
    const group = groups.get(game.row.groupCode) ?? {
      gameGroupCode: game.row.groupCode,
      labelName: game.row.groupCode,
      prizeMode: game.row.prizeMode,
      games: [],
    };
    group.games.push({
      ...toGameView(game, input.language),
      nextDraw: next ? toDrawView(next, game, now) : null,
      lastDraw: last ? toDrawView(last, game, now) : null,
    });
    groups.set(game.row.groupCode, group);
  }
  return { serverTime: now.toISOString(), gameMenus: [...groups.values()] as never[] };
}

export async function readRecentGames(ctx: AppContext, input: { memberId: number; count: number; language?: string }) {
  const codes = await findRecentGameCodes(ctx.database.db, input.memberId, input.count);
  const games = new Map((await visibleGames(ctx)).map((game) => [game.row.code, game]));
  return { games: codes.flatMap((code) => (games.has(code) ? [toGameView(games.get(code)!, input.language)] : [])) };
}

export async function readOpenedNumbers(ctx: AppContext, input: { gameCode: string; count: number; station?: string }) {
  const game = await loadGame(ctx, input.gameCode);
  const draws = await findDrawnDraws(ctx.database.db, {
    gameCode: game.row.code,
    limit: input.count,
    station: input.station,
  });
  return { gameCode: game.row.code, draws: draws.map((draw) => toDrawView(draw, game, ctx.now())) };
}

export async function readLatestNumbers(ctx: AppContext, input: { prizeMode?: string }) {
  const games = new Map((await visibleGames(ctx, input.prizeMode)).map((game) => [game.row.code, game]));
  const draws = (await findLatestDrawnDraws(ctx.database.db)).filter((draw) => games.has(draw.gameCode));
  return { draws: draws.map((draw) => toDrawView(draw, games.get(draw.gameCode)!, ctx.now())) };
}

export async function readPopularNumbers(
  ctx: AppContext,
  input: { gameCode?: string; prizeMode?: string; count: number; currency: Currency },
) {
  const codes = (await visibleGames(ctx, input.prizeMode)).map((game) => game.row.code);
  const rows = await findPopularPicks(ctx.database.db, {
    gameCode: input.gameCode,
    gameCodes: codes,
    since: new Date(ctx.now().getTime() - POPULAR_WINDOW_MS),
    limit: input.count,
  });
  return {
    gameCode: input.gameCode ?? null,
    numbers: rows.map((row) => ({
      number: row.number,
      betType: row.bet_type,
      bets: row.bets,
      stake: formatMoney(BigInt(row.stake), input.currency.scale),
    })),
  };
}

export async function readGameDetail(
  ctx: AppContext,
  input: { gameCode: string; chaseCount: number; language?: string; currency: Currency },
) {
  const game = await loadGame(ctx, input.gameCode);
  if (gameStatusOf(game.row) === 'DISABLED') throw new AppError('lottery.game.not.found');
  const now = ctx.now();
  const upcoming = await findUpcomingDraws(ctx.database.db, game.row.code, now, input.chaseCount + 12);
  const selling = upcoming.filter((draw) => phaseOf(draw, now) === 'OPEN');
  // A Vietnamese region sells every station of its next draw time; other games sell one draw at a time.
  const firstAt = (selling[0] ?? upcoming[0])?.drawAt.getTime();
  const current = upcoming.filter((draw) => draw.drawAt.getTime() === firstAt);
  const scale = input.currency.scale;
  return {
    serverTime: now.toISOString(),
    game: toGameView(game, input.language),
    betTypes: game.engine.betTypes(game.row.variant).map((betType) => {
      const limits = game.limitsOf(betType);
      return {
        betType,
        odds: flattenOdds(betType in game.odds ? { [betType]: game.odds[betType] } : game.odds),
        minStake: formatMoney(limits.minStake, scale),
        maxStake: formatMoney(limits.maxStake, scale),
      };
    }),
    currentDraws: current.map((draw) => toDrawView(draw, game, now)),
    upcomingDraws: upcoming
      .filter((draw) => !current.includes(draw))
      .slice(0, input.chaseCount)
      .map((draw) => toDrawView(draw, game, now)),
    liabilityNote:
      'Each number of a draw takes bets up to a limit of what the house would pay on it; a bet over the limit is refused.',
  };
}

/** Odds tables differ per family (flat, per tier, per spots and hits): shown as `path.to.entry` → thousandths. */
function flattenOdds(table: Record<string, unknown>, prefix = ''): Record<string, string | number> {
  const flat: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(table)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') Object.assign(flat, flattenOdds(value as Record<string, unknown>, path));
    else flat[path] = typeof value === 'number' || typeof value === 'string' ? value : String(value);
  }
  return flat;
}

async function loadDrawOf(ctx: AppContext, drawId: number): Promise<{ game: LoadedGame; draw: DrawRow }> {
  const draw = await findDraw(ctx.database.db, drawId);
  if (!draw) throw new AppError('lottery.draw.not.found');
  return { game: await loadGame(ctx, draw.gameCode), draw };
}

export async function readDraw(ctx: AppContext, drawId: number) {
  const { game, draw } = await loadDrawOf(ctx, drawId);
  return toDrawView(draw, game, ctx.now());
}

/** Replays a drawn draw from its revealed seed and compares with what was published; a feed's draw has no seed to replay. */
export async function verifyDraw(ctx: AppContext, drawId: number) {
  const { game, draw } = await loadDrawOf(ctx, drawId);
  if (draw.status === 'SCHEDULED') throw new AppError('lottery.draw.not.drawn');
  const view = toDrawView(draw, game, ctx.now());
  const recomputedSeedHash = hashServerSeed(draw.seed);
  const isHouse = draw.resultSource === 'HOUSE';
  const replay = isHouse
    ? game.engine.draw({
        stream: createDrawStream({ seed: draw.seed, drawId: draw.streamId }),
        variant: game.row.variant,
      })
    : null;
  const recomputed = replay === null ? null : game.engine.describeResult({ result: replay, variant: game.row.variant });
  return {
    draw: view,
    streamId: draw.streamId,
    recomputedSeedHash,
    isSeedHashMatch: recomputedSeedHash === draw.seedHash,
    recomputed: recomputed
      ? {
          numbers: [...recomputed.numbers],
          board: recomputed.board?.map((tier) => ({ prize: tier.prize, numbers: [...tier.numbers] })),
          facts: recomputed.facts ? { ...recomputed.facts } : undefined,
        }
      : null,
    isResultMatch: replay !== null && canonicalJson(replay) === canonicalJson(draw.result),
    method: isHouse
      ? `SHA-256(seed) must equal the seed hash published before the draw opened. The numbers come from HMAC-SHA256(key = seed, message = "${draw.streamId}:" + block number 0, 1, 2 …), each block read as eight big-endian 32-bit words; a number below n is word mod n, after rejecting words at or above the largest multiple of n (no modulo bias).`
      : `The numbers of this draw came from the results feed ${draw.resultSource ?? ''}; the seed was never used.`,
  };
}
