import { PAYLINES_20 } from '../slot-paylines.ts';
import { createExpandingTitle, type ExpandingSymbolGameDefinition } from '../slot-expanding.ts';

const strip = (text: string): string[] => text.split(' ');

/**
 * High volatility, 5×3 with 10 lines (the first ten of the 20-line layout; line bet = bet / 10). Three or more
 * pyramids anywhere give 10 free spins at ×2; at their start one expanding symbol is drawn (any paying symbol but
 * the wild, equal chances), and in every free spin where it shows on enough reels it covers them and pays on all
 * ten lines. Feature buy: 91 bets for 12 free spins. Both RTPs are exact (computeExpandingRtp, titles-a.test.ts).
 */
export const SANDS_OF_ANUBIS_GAME: ExpandingSymbolGameDefinition = {
  id: 'house-sands-of-anubis',
  title: 'Sands of Anubis',
  version: '1',
  theme: 'A desert tomb: Anubis, Horus, the sacred scarab and Bastet guard the pharaoh’s gold',
  volatility: 'high',
  declaredRtp: 96.48,
  symbols: [
    { id: 'WILD', name: 'Golden Ankh' },
    { id: 'PYRAMID', name: 'Great Pyramid' },
    { id: 'ANUBIS', name: 'Anubis' },
    { id: 'HORUS', name: 'Horus' },
    { id: 'SCARAB', name: 'Sacred Scarab' },
    { id: 'BASTET', name: 'Bastet' },
    { id: 'A', name: 'Ace' },
    { id: 'K', name: 'King' },
    { id: 'Q', name: 'Queen' },
    { id: 'J', name: 'Jack' },
    { id: 'TEN', name: 'Ten' },
  ],
  reels: [
    strip(
      'PYRAMID TEN J ANUBIS SCARAB BASTET K TEN K Q K A J Q A HORUS Q K Q J SCARAB BASTET J Q HORUS TEN WILD TEN J A TEN BASTET',
    ),
    strip(
      'HORUS A J Q J SCARAB A J PYRAMID ANUBIS Q SCARAB TEN BASTET TEN Q J K J HORUS K TEN WILD K TEN Q TEN K Q BASTET A BASTET',
    ),
    strip(
      'J K J K BASTET TEN BASTET Q A Q A HORUS WILD K Q TEN Q J A SCARAB TEN HORUS J SCARAB TEN PYRAMID J TEN K Q ANUBIS BASTET',
    ),
    strip(
      'BASTET A K SCARAB J BASTET HORUS J Q TEN J K ANUBIS Q K A HORUS TEN PYRAMID SCARAB K Q J BASTET J TEN A Q TEN WILD Q TEN',
    ),
    strip(
      'J K J TEN Q K ANUBIS A J BASTET WILD A Q BASTET TEN PYRAMID J SCARAB Q K TEN HORUS TEN J TEN HORUS BASTET Q K Q A SCARAB',
    ),
  ],
  paylines: PAYLINES_20.slice(0, 10),
  linePays: {
    WILD: { 3: 20, 4: 200, 5: 1000 },
    ANUBIS: { 2: 5, 3: 50, 4: 400, 5: 2000 },
    HORUS: { 2: 5, 3: 30, 4: 200, 5: 750 },
    SCARAB: { 3: 20, 4: 100, 5: 400 },
    BASTET: { 3: 15, 4: 75, 5: 250 },
    A: { 3: 5, 4: 25, 5: 100 },
    K: { 3: 5, 4: 25, 5: 100 },
    Q: { 3: 5, 4: 20, 5: 80 },
    J: { 3: 5, 4: 20, 5: 60 },
    TEN: { 3: 5, 4: 20, 5: 60 },
  },
  wild: 'WILD',
  scatter: 'PYRAMID',
  scatterPays: { 3: 2, 4: 20, 5: 200 },
  freeSpins: { awards: { 3: 10, 4: 10, 5: 10 }, maxPerRound: 50, winMultiplier: 2 },
  expandingSymbols: ['ANUBIS', 'HORUS', 'SCARAB', 'BASTET', 'A', 'K', 'Q', 'J', 'TEN'],
  featureBuy: { priceInBets: 91, freeSpins: 12 },
};

export const SANDS_OF_ANUBIS = createExpandingTitle(SANDS_OF_ANUBIS_GAME, { featureBuyRtp: 96.51 });
