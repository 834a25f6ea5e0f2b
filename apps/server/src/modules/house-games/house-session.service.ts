import type { AppContext } from '../../app-context.ts';
import { createOpaqueToken, sha256Hex } from '../../lib/tokens.ts';
import { AppError } from '../../plugins/app-error.ts';
import { findGameById } from '../games/catalogue.service.ts';
import { isPlayable } from '../games/game-card.ts';
import { redeemLaunchToken } from '../games/launch.service.ts';
import { findMemberById } from '../member/member.service.ts';
import type { HouseGame, Player } from './house-round.service.ts';
import { findGameSession, insertGameSession } from './house.repository.ts';

/** As long as a sitting at a game might last; the iframe reopens through a new launch after that. */
const GAME_SESSION_TTL_MS = 4 * 3_600_000;

export type GameSeat = { player: Player; game: HouseGame; accountType: number };

type GameRow = NonNullable<Awaited<ReturnType<typeof findGameById>>>;

function toHouseGame(row: GameRow | null): HouseGame {
  if (!row?.engineKind || !row.engineTitleId) throw new AppError('game.not.found');
  if (!isPlayable(row)) throw new AppError('game.maintenance');
  return {
    id: row.id,
    vendorCode: row.vendorCode,
    gameCode: row.gameCode,
    engineKind: row.engineKind,
    engineTitleId: row.engineTitleId,
    minBet: row.minBet,
  };
}

/** Exchanges the single-use launch token from the game URL for the iframe's game session. */
export async function openGameSession(
  ctx: AppContext,
  launchToken: string,
  gameId: number,
): Promise<{ sessionToken: string; expiresAt: string }> {
  const launch = await redeemLaunchToken(ctx, launchToken, gameId);
  toHouseGame(await findGameById(ctx.database.db, gameId));
  const sessionToken = createOpaqueToken();
  const expiresAt = new Date(ctx.now().getTime() + GAME_SESSION_TTL_MS);
  await insertGameSession(ctx.database.db, {
    tokenHash: sha256Hex(sessionToken),
    memberId: launch.memberId,
    gameId,
    accountType: launch.accountType,
    expiresAt,
  });
  return { sessionToken, expiresAt: expiresAt.toISOString() };
}

export async function resolveGameSeat(ctx: AppContext, sessionToken: string | undefined): Promise<GameSeat> {
  const session = sessionToken ? await findGameSession(ctx.database.db, sha256Hex(sessionToken), ctx.now()) : null;
  if (!session) throw new AppError('game.session.invalid');
  const member = await findMemberById(ctx.database.db, session.memberId);
  if (!member || member.status !== 'ACTIVE') throw new AppError('game.session.invalid');
  const game = toHouseGame(await findGameById(ctx.database.db, session.gameId));
  return { player: { memberId: member.id, username: member.username }, game, accountType: session.accountType };
}
