import { GAME_CATEGORIES, PAGINATION, type GameCategory } from '@lucky/contracts/common/constants';
import type { GameListQuery, VendorClassifies } from '../../lib/data/use-game-list.ts';

/** What the filter bar holds: text as typed, '' for "any". */
export type GameFilters = { gameName: string; gameClassify: string; minBet: string; minLineNum: string };

export const EMPTY_FILTERS: GameFilters = { gameName: '', gameClassify: '', minBet: '', minLineNum: '' };

/** Bet levels offered by the filter: games whose minimum bet is at or below the level. */
export const MIN_BET_OPTIONS = ['0.10', '0.20', '0.50', '1.00', '5.00'] as const;
/** Line counts offered by the filter: games with at least this many paylines. */
export const MIN_LINE_OPTIONS = ['5', '10', '20', '25', '50'] as const;

export const isGameCategory = (value: string | null | undefined): value is GameCategory =>
  typeof value === 'string' && (GAME_CATEGORIES as readonly string[]).includes(value);

type Scope = { category: string | null; vassalage: string | null };

/**
 * The GCSGAME_gameList query of a category (ALL or an unknown key sends no gameType), a
 * vendor and the filters; empty filters are left out so the server sees "no filter".
 */
export function toGameListQuery(
  scope: Scope,
  filters: GameFilters,
): Omit<GameListQuery, 'pageNo' | 'language' | 'clientType' | 'platform' | 'merchant'> {
  const query: Omit<GameListQuery, 'pageNo' | 'language' | 'clientType' | 'platform' | 'merchant'> = {
    pageSize: PAGINATION.pageSize,
  };
  if (isGameCategory(scope.category)) query.gameType = scope.category;
  if (scope.vassalage) query.vassalage = scope.vassalage;
  const name = filters.gameName.trim();
  if (name) query.gameName = name.slice(0, 60);
  if (filters.gameClassify) query.gameClassify = filters.gameClassify;
  if (/^\d+(\.\d+)?$/.test(filters.minBet)) query.minBet = filters.minBet;
  const lines = Number.parseInt(filters.minLineNum, 10);
  if (Number.isInteger(lines) && lines > 0) query.minLineNum = lines;
  return query;
}

/** Classifies the filter offers: those of the chosen vendor, or of every vendor in the category. */
export function classifiesFor(vendors: readonly VendorClassifies[] | undefined, scope: Scope): string[] {
  const shown = (vendors ?? []).filter(
    (vendor) =>
      (scope.vassalage ? vendor.vassalage === scope.vassalage : true) &&
      (isGameCategory(scope.category) ? vendor.gameType === scope.category : true),
  );
  return [...new Set(shown.flatMap((vendor) => vendor.gameClassifies))].sort();
}

export const hasActiveFilters = (filters: GameFilters): boolean =>
  Object.values(filters).some((value) => value.trim() !== '');
