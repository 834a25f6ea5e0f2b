import { randomInt } from 'node:crypto';
import { isTrialType } from '@lucky/contracts/common/constants';
import type { AppContext } from '../../app-context.ts';
import { createOpaqueToken, sha256Hex } from '../../lib/tokens.ts';
import { AppError } from '../../plugins/app-error.ts';
import { launchPvp } from '../pvp/pvp-lobby.service.ts';
import { PVP_VENDOR } from '../pvp/pvp-catalogue.ts';
import type { ActiveSession } from '../session/session.service.ts';
import { findGame } from './catalogue.repository.ts';
import { suggestGames } from './catalogue.service.ts';
import { upsertRecentGame } from './favourite.repository.ts';
import { isPlayable } from './game-card.ts';
import { consumeLaunchToken, insertLaunchToken } from './launch.repository.ts';

/** Long enough to load the iframe, short enough that a leaked URL is soon worthless. */
export const LAUNCH_TOKEN_TTL_MS = 2 * 60_000;

type LaunchInput = {
  session: ActiveSession;
  gameId: number;
  cdns: readonly string[];
  scale: number;
  language?: string;
  /** A PVP room (the spec's roomId, sent without a gameId). */
  roomId?: number;
  lotto?: { isLottoMode: boolean; gameCode?: string; prizeMode?: string; view?: 'betting' | 'lobby' };
};

/** The in-house lottery plays on the site's own pages: the betting page of a game, or the lobby of a prize mode. */
const LOTTERY_VENDORS = new Set(['HOUSE_LOTTO', 'HOUSE_ELOTT']);

function lotteryUrl(input: { gameCode: string | null; prizeMode?: string; view?: 'betting' | 'lobby' }): string {
  if (input.view !== 'lobby' && input.gameCode) return `/lottery/play?game=${encodeURIComponent(input.gameCode)}`;
  return input.prizeMode === 'Lott' ? '/vnlottery' : input.prizeMode ? '/elott' : '/lottery';
}

async function launchLottery(ctx: AppContext, input: LaunchInput) {
  const lotto = input.lotto!;
  const game = input.gameId > 0 ? await findGame(ctx.database.db, input.gameId) : null;
  if (game && (game.status === 'DISABLED' || game.vendorStatus === 'DISABLED')) throw new AppError('game.not.found');
  if (game) await upsertRecentGame(ctx.database.db, input.session.memberId, game.id, ctx.now());
  const accountType = isTrialType(input.session.type) ? 0 : 1;
  const url = lotteryUrl({
    gameCode: game?.gameCode ?? lotto.gameCode ?? null,
    prizeMode: lotto.prizeMode,
    view: lotto.view,
  });
  return {
    game_url: url,
    game_url2: null,
    accountType: accountType as 0 | 1,
    expiresAt: new Date(ctx.now().getTime() + LAUNCH_TOKEN_TTL_MS).toISOString(),
  };
}

/**
 * The in-house sportsbook plays on the site's own pages too: a sport's game (`SB_<SPORT>`, in SPORTS or ESPORTS)
 * opens its category's page on that sport; cockfight has a page of its own (the COCKFIGHT navigation key).
 */
const SPORTS_VENDOR = 'HOUSE_SPORTS';

function sportsPageOf(game: { gameCode: string; category: string }): string {
  const sport = game.gameCode.replace(/^SB_/, '');
  if (sport === 'COCKFIGHT') return '/cockfight';
  return `${game.category === 'ESPORTS' ? '/esports' : '/sports'}?sport=${encodeURIComponent(sport)}`;
}

async function launchSports(
  ctx: AppContext,
  input: LaunchInput,
  game: { id: number; gameCode: string; category: string },
) {
  await upsertRecentGame(ctx.database.db, input.session.memberId, game.id, ctx.now());
  return {
    game_url: sportsPageOf(game),
    game_url2: null,
    accountType: (isTrialType(input.session.type) ? 0 : 1) as 0 | 1,
    expiresAt: new Date(ctx.now().getTime() + LAUNCH_TOKEN_TTL_MS).toISOString(),
  };
}

export async function launchGame(ctx: AppContext, input: LaunchInput) {
  if (input.lotto?.isLottoMode && input.gameId <= 0) return launchLottery(ctx, input);
  const expiresInMs = LAUNCH_TOKEN_TTL_MS;
  if (input.roomId) return launchPvp(ctx, { sessionType: input.session.type, roomId: input.roomId, expiresInMs });
  const db = ctx.database.db;
  const game = await findGame(db, input.gameId);
  if (!game || game.status === 'DISABLED' || game.vendorStatus === 'DISABLED') throw new AppError('game.not.found');
  if (!isPlayable(game)) {
    const exceptVendor = game.vendorStatus === 'ACTIVE' ? undefined : game.vendorCode;
    const suggestions = await suggestGames(ctx, game.category, input.scale, input.language, exceptVendor);
    throw new AppError('game.maintenance', undefined, { gameId: game.id, suggestions });
  }
  if (LOTTERY_VENDORS.has(game.vendorCode))
    return launchLottery(ctx, { ...input, lotto: { isLottoMode: true, ...input.lotto, gameCode: game.gameCode } });
  if (game.vendorCode === SPORTS_VENDOR) return launchSports(ctx, input, game);
  if (game.vendorCode === PVP_VENDOR)
    return launchPvp(ctx, { sessionType: input.session.type, game: game.gameClassify, expiresInMs });
  // Only the in-house provider is integrated; an external vendor's launch call would go here.
  if (!game.engineKind) throw new AppError('game.launch.failed');
  if (input.cdns.length === 0) throw new AppError('game.launch.failed', 'No game host is configured');

  const accountType = isTrialType(input.session.type) ? 0 : 1;
  const token = createOpaqueToken();
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + LAUNCH_TOKEN_TTL_MS);
  await insertLaunchToken(db, {
    tokenHash: sha256Hex(token),
    memberId: input.session.memberId,
    gameId: game.id,
    accountType,
    expiresAt,
  });
  await upsertRecentGame(db, input.session.memberId, game.id, now);

  // A host of '/' means this site itself: the URL stays relative, so it works under any name the site is reached by.
  const host = input.cdns[randomInt(input.cdns.length)]!.replace(/\/+$/, '');
  const query = new URLSearchParams({ launch: token, ...(input.language ? { lang: input.language } : {}) });
  return {
    game_url: `${host}/house/play/${game.id}?${query.toString()}`,
    game_url2: null,
    accountType: accountType as 0 | 1,
    expiresAt: expiresAt.toISOString(),
  };
}

/** Exchanges a launch token once, for the member and game it was made for. */
export async function redeemLaunchToken(ctx: AppContext, token: string, gameId: number) {
  const row = await consumeLaunchToken(ctx.database.db, sha256Hex(token), ctx.now());
  if (!row || row.gameId !== gameId) throw new AppError('game.launch.invalid');
  return row;
}
