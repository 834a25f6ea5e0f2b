/** The games feature: cards, lists, filters and the launch flow the game pages are built from. */
export { FilteredGames } from './components/filtered-games.tsx';
export { GameGrid, GameGridSkeleton } from './components/game-grid.tsx';
export { LaunchNotice } from './components/launch-notice.tsx';
export { PagedGameList } from './components/paged-game-list.tsx';
export { WinnersBoard } from './components/winners-board.tsx';
export { useLaunchGame } from './hooks/use-launch-game.ts';
