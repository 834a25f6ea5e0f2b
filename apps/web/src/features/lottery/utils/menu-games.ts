import type { MenuGame } from '../components/game-card.tsx';

type Menu = { gameMenus: { games: MenuGame[] }[] };

/** Every game of the menu once, in menu order. */
export function listMenuGames(menu: Menu | undefined): MenuGame[] {
  const seen = new Set<string>();
  const games: MenuGame[] = [];
  for (const group of menu?.gameMenus ?? []) {
    for (const game of group.games) {
      if (seen.has(game.gameCode) || game.status === 'DISABLED') continue;
      seen.add(game.gameCode);
      games.push(game);
    }
  }
  return games;
}

export const gamesOfCategory = (games: readonly MenuGame[], category: 'ELOTT' | 'LOTT'): MenuGame[] =>
  games.filter((game) => game.category === category);
