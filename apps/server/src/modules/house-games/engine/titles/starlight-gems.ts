import type { ExpandingWildsGame } from '../slot-expanding-wilds.ts';
import { playExpandingWildsRound } from '../slot-expanding-wilds-round.ts';
import { PAYLINES_20 } from '../slot-paylines.ts';
import { paytableIdentityOf, titleIdentityOf, type SlotTitle, type SlotTitleRound } from '../slot-title.ts';

const strip = (text: string): string[] => text.split(' ');

/**
 * Low volatility: 10 lines paying both ways at two coins a line (bet = 20 coins), four gems stacked on 32-symbol
 * strips, and a wild on reels 2–4 only (one per strip) that expands and holds for a respin. Small, frequent pays:
 * few gem kinds make base-game wins common, which keeps the respins' share of the return, and the spread, low.
 */
export const STARLIGHT_GEMS_GAME: ExpandingWildsGame = {
  id: 'house-starlight-gems',
  version: '1',
  symbols: [
    { id: 'WILD', name: 'Starlight Wild' },
    { id: 'STAR', name: 'Shooting Star' },
    { id: 'DIAMOND', name: 'Diamond' },
    { id: 'RUBY', name: 'Ruby' },
    { id: 'EMERALD', name: 'Emerald' },
  ],
  reels: [
    strip(
      'DIAMOND RUBY RUBY DIAMOND DIAMOND EMERALD RUBY EMERALD STAR RUBY DIAMOND RUBY STAR DIAMOND DIAMOND EMERALD EMERALD RUBY RUBY EMERALD EMERALD RUBY EMERALD EMERALD EMERALD EMERALD STAR DIAMOND RUBY EMERALD STAR RUBY',
    ),
    strip(
      'RUBY EMERALD EMERALD DIAMOND RUBY EMERALD RUBY DIAMOND DIAMOND STAR RUBY RUBY RUBY RUBY EMERALD EMERALD WILD DIAMOND EMERALD STAR RUBY STAR RUBY EMERALD STAR EMERALD EMERALD DIAMOND DIAMOND EMERALD DIAMOND EMERALD',
    ),
    strip(
      'RUBY DIAMOND EMERALD EMERALD RUBY DIAMOND RUBY RUBY RUBY EMERALD DIAMOND DIAMOND STAR STAR EMERALD RUBY EMERALD STAR STAR RUBY EMERALD RUBY EMERALD DIAMOND DIAMOND EMERALD EMERALD WILD EMERALD EMERALD RUBY DIAMOND',
    ),
    strip(
      'DIAMOND STAR RUBY DIAMOND EMERALD EMERALD RUBY EMERALD RUBY RUBY STAR EMERALD RUBY WILD EMERALD EMERALD EMERALD EMERALD DIAMOND DIAMOND EMERALD STAR STAR RUBY DIAMOND RUBY EMERALD RUBY RUBY DIAMOND EMERALD DIAMOND',
    ),
    strip(
      'STAR RUBY RUBY EMERALD STAR STAR DIAMOND RUBY RUBY STAR RUBY EMERALD RUBY EMERALD DIAMOND EMERALD RUBY RUBY EMERALD EMERALD EMERALD RUBY DIAMOND EMERALD DIAMOND EMERALD EMERALD DIAMOND EMERALD DIAMOND RUBY DIAMOND',
    ),
  ],
  paylines: PAYLINES_20.slice(0, 10),
  coinsPerLine: 2,
  linePays: {
    STAR: { 3: 8, 4: 15, 5: 40 },
    DIAMOND: { 3: 4, 4: 6, 5: 15 },
    RUBY: { 3: 3, 4: 4, 5: 8 },
    EMERALD: { 3: 2, 4: 3, 5: 5 },
  },
  wild: 'WILD',
  expandingReels: [1, 2, 3],
};

/** The engine's game carries only id and version; the title's name, theme and volatility are set here. */
const STARLIGHT_IDENTITY = titleIdentityOf(
  {
    ...STARLIGHT_GEMS_GAME,
    title: 'Starlight Gems',
    theme: 'A night sky of cut gems: a shooting star and a wild that fills its reel with starlight',
    volatility: 'low',
  },
  /** computeExpandingWildsRtp(STARLIGHT_GEMS_GAME).totalRtp, rounded to two decimals (exact, not simulated). */
  95.97,
);

/**
 * Stream order: the paid spin draws `nextInt(strip length)` for reels 1→5; each respin then draws one stop for
 * every reel not held wild, reels 1→5, skipping the held ones.
 */
function playStarlightGems({ bet, stream, buyFeature }: Parameters<SlotTitle['play']>[0]): SlotTitleRound {
  if (buyFeature) throw new RangeError(`${STARLIGHT_IDENTITY.title} offers no feature buy`);
  const round = playExpandingWildsRound({ game: STARLIGHT_GEMS_GAME, bet, stream });
  return {
    gameId: STARLIGHT_GEMS_GAME.id,
    gameVersion: STARLIGHT_GEMS_GAME.version,
    stake: bet,
    totalWin: round.totalWin,
    detail: round,
  };
}

export const STARLIGHT_GEMS: SlotTitle = {
  ...STARLIGHT_IDENTITY,
  mechanics: ['LINES', 'EXPANDING_WILDS'],
  betUnit: STARLIGHT_GEMS_GAME.paylines.length * STARLIGHT_GEMS_GAME.coinsPerLine,
  play: playStarlightGems,
  paytable: () => ({
    ...paytableIdentityOf(STARLIGHT_IDENTITY),
    mechanics: ['LINES', 'EXPANDING_WILDS'],
    betUnit: STARLIGHT_GEMS_GAME.paylines.length * STARLIGHT_GEMS_GAME.coinsPerLine,
    coinsPerLine: STARLIGHT_GEMS_GAME.coinsPerLine,
    symbols: STARLIGHT_GEMS_GAME.symbols,
    reels: STARLIGHT_GEMS_GAME.reels,
    paylines: STARLIGHT_GEMS_GAME.paylines,
    linePays: STARLIGHT_GEMS_GAME.linePays,
    payDirections: ['LEFT_TO_RIGHT', 'RIGHT_TO_LEFT'],
    wild: STARLIGHT_GEMS_GAME.wild,
    expandingWilds: { reels: STARLIGHT_GEMS_GAME.expandingReels, respinPerNewWild: 1, maxRespins: 3 },
  }),
};
