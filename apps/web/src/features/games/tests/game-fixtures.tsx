import { useLocation } from 'react-router';
import type { GameCard } from '../../../lib/data/use-game-list.ts';

export const makeGame = (overrides: Partial<GameCard> = {}): GameCard => ({
  gameId: 7,
  gameCode: 'LUCKY_DRAGON',
  vassalage: 'HOUSE_SLOTS',
  gameType: 'RNG',
  gameName: 'Lucky Dragon',
  gameIconUrl: '/house/icons/lucky-dragon.svg',
  gameClassify: 'VIDEO_SLOT',
  minBet: '0.20',
  lineNum: 20,
  isHot: 1,
  isNew: 0,
  status: 'ACTIVE',
  rtp: '96.14',
  ...overrides,
});

/** Path and query of the memory router, to check where a launch went. */
export function UrlProbe() {
  const location = useLocation();
  return <output data-testid="url">{`${location.pathname}${location.search}`}</output>;
}

export const VENDOR_LANES = [
  {
    gameCategory: 'RNG',
    vendors: [{ vassalage: 'HOUSE_SLOTS', displayName: 'Lucky Slots', isHot: 1, status: 'ACTIVE' }],
  },
];
