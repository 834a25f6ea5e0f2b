import type { ExpandingWildsGame } from '../slot-expanding-wilds.ts';
import { playExpandingWildsRound } from '../slot-expanding-wilds-round.ts';
import { PAYLINES_20 } from '../slot-paylines.ts';
import type { SlotTitle, SlotTitleRound } from '../slot-title.ts';

const strip = (text: string): string[] => text.split(' ');

/**
 * Low volatility: 10 lines paying both ways, a wild on reels 2–4 only (one per strip) that expands and holds for a
 * respin. Small, frequent pays; the respins carry most of the return.
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
    { id: 'SAPPHIRE', name: 'Sapphire' },
    { id: 'AMETHYST', name: 'Amethyst' },
    { id: 'TOPAZ', name: 'Topaz' },
  ],
  reels: [
    strip(
      'TOPAZ EMERALD TOPAZ STAR SAPPHIRE AMETHYST TOPAZ EMERALD RUBY AMETHYST SAPPHIRE RUBY TOPAZ DIAMOND SAPPHIRE TOPAZ EMERALD AMETHYST EMERALD RUBY TOPAZ AMETHYST SAPPHIRE STAR DIAMOND EMERALD AMETHYST DIAMOND RUBY SAPPHIRE AMETHYST',
    ),
    strip(
      'EMERALD DIAMOND AMETHYST EMERALD TOPAZ SAPPHIRE AMETHYST TOPAZ AMETHYST DIAMOND RUBY DIAMOND TOPAZ WILD TOPAZ STAR EMERALD TOPAZ AMETHYST SAPPHIRE RUBY SAPPHIRE RUBY EMERALD AMETHYST TOPAZ SAPPHIRE EMERALD AMETHYST STAR SAPPHIRE RUBY',
    ),
    strip(
      'SAPPHIRE EMERALD AMETHYST EMERALD TOPAZ SAPPHIRE RUBY DIAMOND STAR AMETHYST EMERALD TOPAZ DIAMOND SAPPHIRE TOPAZ SAPPHIRE EMERALD TOPAZ AMETHYST RUBY AMETHYST TOPAZ SAPPHIRE EMERALD DIAMOND RUBY AMETHYST RUBY WILD TOPAZ AMETHYST STAR',
    ),
    strip(
      'RUBY TOPAZ AMETHYST RUBY STAR AMETHYST SAPPHIRE DIAMOND SAPPHIRE RUBY AMETHYST SAPPHIRE TOPAZ SAPPHIRE TOPAZ EMERALD WILD EMERALD TOPAZ EMERALD TOPAZ STAR SAPPHIRE DIAMOND AMETHYST RUBY EMERALD TOPAZ EMERALD AMETHYST DIAMOND AMETHYST',
    ),
    strip(
      'SAPPHIRE RUBY DIAMOND AMETHYST EMERALD AMETHYST SAPPHIRE EMERALD SAPPHIRE AMETHYST RUBY TOPAZ EMERALD SAPPHIRE STAR DIAMOND TOPAZ AMETHYST TOPAZ EMERALD SAPPHIRE RUBY DIAMOND AMETHYST STAR TOPAZ AMETHYST TOPAZ RUBY TOPAZ EMERALD',
    ),
  ],
  paylines: PAYLINES_20.slice(0, 10),
  linePays: {
    STAR: { 3: 6, 4: 20, 5: 60 },
    DIAMOND: { 3: 4, 4: 10, 5: 25 },
    RUBY: { 3: 3, 4: 6, 5: 15 },
    EMERALD: { 3: 2, 4: 5, 5: 12 },
    SAPPHIRE: { 3: 1, 4: 4, 5: 8 },
    AMETHYST: { 3: 1, 4: 3, 5: 6 },
    TOPAZ: { 3: 1, 4: 2, 5: 5 },
  },
  wild: 'WILD',
  expandingReels: [1, 2, 3],
};

const TITLE = 'Starlight Gems';
const THEME = 'A night sky of cut gems: a shooting star and a wild that fills its reel with starlight';
/** computeExpandingWildsRtp(STARLIGHT_GEMS_GAME).totalRtp, rounded to two decimals (exact, not simulated). */
const DECLARED_RTP = 96.11;

/**
 * Stream order: the paid spin draws `nextInt(strip length)` for reels 1→5; each respin then draws one stop for
 * every reel not held wild, reels 1→5, skipping the held ones.
 */
function playStarlightGems({ bet, stream, buyFeature }: Parameters<SlotTitle['play']>[0]): SlotTitleRound {
  if (buyFeature) throw new RangeError(`${TITLE} offers no feature buy`);
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
  id: STARLIGHT_GEMS_GAME.id,
  title: TITLE,
  version: STARLIGHT_GEMS_GAME.version,
  theme: THEME,
  volatility: 'low',
  mechanics: ['LINES', 'EXPANDING_WILDS'],
  declaredRtp: DECLARED_RTP,
  betUnit: STARLIGHT_GEMS_GAME.paylines.length,
  play: playStarlightGems,
  paytable: () => ({
    titleId: STARLIGHT_GEMS_GAME.id,
    title: TITLE,
    version: STARLIGHT_GEMS_GAME.version,
    theme: THEME,
    volatility: 'low',
    declaredRtp: DECLARED_RTP,
    mechanics: ['LINES', 'EXPANDING_WILDS'],
    betUnit: STARLIGHT_GEMS_GAME.paylines.length,
    symbols: STARLIGHT_GEMS_GAME.symbols,
    reels: STARLIGHT_GEMS_GAME.reels,
    paylines: STARLIGHT_GEMS_GAME.paylines,
    linePays: STARLIGHT_GEMS_GAME.linePays,
    payDirections: ['LEFT_TO_RIGHT', 'RIGHT_TO_LEFT'],
    wild: STARLIGHT_GEMS_GAME.wild,
    expandingWilds: { reels: STARLIGHT_GEMS_GAME.expandingReels, respinPerNewWild: 1, maxRespins: 3 },
  }),
};
