import type { GameCategory } from '@lucky/contracts/common/constants';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../plugins/app-error.ts';
import { findGame } from './catalogue.repository.ts';
import {
  deleteFavourite,
  findFavouriteGames,
  findFavouriteIds,
  findRecentGames,
  insertFavourite,
} from './favourite.repository.ts';
import { toGameCard } from './game-card.ts';

export const listFavouriteIds = (ctx: AppContext, memberId: number): Promise<number[]> =>
  findFavouriteIds(ctx.database.db, memberId);

export async function addFavourite(ctx: AppContext, memberId: number, gameId: number): Promise<number[]> {
  const game = await findGame(ctx.database.db, gameId);
  if (!game || game.status === 'DISABLED' || game.vendorStatus === 'DISABLED') throw new AppError('game.not.found');
  await insertFavourite(ctx.database.db, memberId, gameId);
  return listFavouriteIds(ctx, memberId);
}

export async function removeFavourite(ctx: AppContext, memberId: number, gameId: number): Promise<number[]> {
  await deleteFavourite(ctx.database.db, memberId, gameId);
  return listFavouriteIds(ctx, memberId);
}

type PagedQuery = { pageNo: number; pageSize: number; gameType?: GameCategory; vendor?: string; language?: string };

export async function listFavouriteGames(ctx: AppContext, memberId: number, query: PagedQuery, scale: number) {
  const { rows, total } = await findFavouriteGames(
    ctx.database.db,
    memberId,
    { category: query.gameType, vendorCode: query.vendor },
    query.pageSize,
    (query.pageNo - 1) * query.pageSize,
  );
  return {
    content: rows.map((row) => toGameCard(row, scale, query.language)),
    pageNum: query.pageNo,
    totalPages: Math.ceil(total / query.pageSize),
    totalCount: total,
  };
}

export async function listRecentGames(ctx: AppContext, memberId: number, query: PagedQuery, scale: number) {
  const { rows, total } = await findRecentGames(
    ctx.database.db,
    memberId,
    { category: query.gameType, vendorCode: query.vendor },
    query.pageSize,
    (query.pageNo - 1) * query.pageSize,
  );
  return {
    list: rows.map((row) => toGameCard(row, scale, query.language)),
    pageNum: query.pageNo,
    totalPages: Math.ceil(total / query.pageSize),
    totalCount: total,
  };
}
