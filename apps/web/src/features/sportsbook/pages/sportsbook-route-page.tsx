import { useLocation } from 'react-router';
import type { SportsbookCategoryKey } from '../api/sportsbook-keys.ts';
import { SportsbookPage } from './sportsbook-page.tsx';

/** The category each route of the book shows. */
export function categoryOfPath(pathname: string): SportsbookCategoryKey {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  if (path === '/esports') return 'ESPORTS';
  if (path === '/cockfight') return 'COCKFIGHT';
  return 'SPORTS';
}

/**
 * The one lazy page behind /sports, /esports and /cockfight: the whole book is a single chunk, and moving between
 * its categories loads nothing more (the slip keeps its picks).
 */
export function SportsbookRoutePage() {
  const category = categoryOfPath(useLocation().pathname);
  return <SportsbookPage key={category} category={category} />;
}
