import type { GameCategory } from '@lucky/contracts/common/constants';

/** The page of each game category and its icon under public/assets/categories. */
export const CATEGORY_PAGES: Record<GameCategory, string> = {
  ELOTT: '/elott',
  LOTT: '/lottery',
  LIVE: '/live',
  SPORTS: '/sports',
  FISH: '/fish',
  RNG: '/rng',
  PVP: '/pvp',
  ESPORTS: '/esports',
};

export const categoryIcon = (category: string): string => `/assets/categories/${category.toLowerCase()}.svg`;
export const DEFAULT_GAME_ICON = '/assets/games/default-game.svg';
