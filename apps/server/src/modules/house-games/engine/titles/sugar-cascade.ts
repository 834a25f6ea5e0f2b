import { createCascadeTitle, type CascadeGameDefinition } from '../slot-cascade.ts';

const strip = (text: string): string[] => text.split(' ');

/**
 * High volatility, 5×3 243-ways tumbling reels. Wins tumble away and each reel refills from its strip continuing
 * upward from its stop (no extra draws); the n-th win of a spin pays ×1, ×2, ×3, ×5, then ×8 for every later win.
 * In free spins the ladder starts at ×1 and carries over from spin to spin (no reset). The free-spin strips hold
 * four candy wilds on reels 2–4 instead of one. One credit is bet / 20. A round's win is capped at 5,000 bets.
 * Feature buy: 91 bets for 12 free spins. Both RTPs are simulated (10^7 rounds each; see the module README).
 */
export const SUGAR_CASCADE_GAME: CascadeGameDefinition = {
  id: 'house-sugar-cascade',
  title: 'Sugar Cascade',
  version: '1',
  theme: 'A candy land: cupcakes, donuts, candy hearts and gummy bears tumbling down in a sugar storm',
  volatility: 'high',
  rows: 3,
  betUnit: 20,
  symbols: [
    { id: 'WILD', name: 'Rainbow Drop' },
    { id: 'LOLLIPOP', name: 'Swirl Lollipop' },
    { id: 'CAKE', name: 'Cupcake' },
    { id: 'DONUT', name: 'Sprinkle Donut' },
    { id: 'HEART', name: 'Candy Heart' },
    { id: 'BEAR', name: 'Gummy Bear' },
    { id: 'RED', name: 'Red Jelly Bean' },
    { id: 'GREEN', name: 'Green Jelly Bean' },
    { id: 'BLUE', name: 'Blue Jelly Bean' },
    { id: 'PURPLE', name: 'Purple Jelly Bean' },
  ],
  baseReels: [
    strip(
      'RED BLUE PURPLE BEAR PURPLE RED GREEN HEART RED PURPLE RED GREEN BEAR RED HEART BLUE GREEN RED CAKE BLUE BEAR LOLLIPOP BLUE GREEN PURPLE CAKE PURPLE HEART PURPLE DONUT GREEN BLUE BEAR GREEN RED GREEN DONUT BLUE',
    ),
    strip(
      'HEART CAKE BEAR BLUE BEAR BLUE PURPLE BLUE RED BLUE HEART GREEN RED PURPLE RED GREEN BLUE RED GREEN BLUE PURPLE DONUT RED GREEN HEART DONUT LOLLIPOP BEAR GREEN BEAR PURPLE GREEN RED WILD RED CAKE PURPLE GREEN PURPLE',
    ),
    strip(
      'HEART GREEN DONUT LOLLIPOP GREEN PURPLE RED GREEN DONUT BLUE PURPLE RED BLUE BEAR BLUE RED BEAR GREEN RED BEAR HEART RED PURPLE HEART RED BLUE PURPLE CAKE BEAR CAKE GREEN PURPLE GREEN WILD BLUE GREEN PURPLE BLUE RED',
    ),
    strip(
      'RED CAKE GREEN RED PURPLE BLUE PURPLE RED WILD GREEN BLUE GREEN HEART BEAR GREEN RED BLUE RED PURPLE HEART BLUE BEAR BLUE RED BEAR DONUT BLUE GREEN PURPLE LOLLIPOP RED HEART PURPLE GREEN DONUT GREEN BEAR PURPLE CAKE',
    ),
    strip(
      'BEAR PURPLE GREEN RED BLUE GREEN HEART RED GREEN BLUE HEART PURPLE BEAR CAKE PURPLE RED PURPLE RED BEAR GREEN LOLLIPOP CAKE BLUE RED GREEN BEAR BLUE HEART DONUT BLUE GREEN RED PURPLE BLUE DONUT RED PURPLE GREEN',
    ),
  ],
  freeSpinReels: [
    strip(
      'BEAR BLUE RED GREEN BLUE CAKE HEART GREEN PURPLE GREEN RED BEAR GREEN BEAR RED PURPLE CAKE RED BLUE DONUT BEAR LOLLIPOP PURPLE RED GREEN HEART BLUE GREEN RED BLUE GREEN BLUE PURPLE HEART DONUT',
    ),
    strip(
      'PURPLE BEAR HEART WILD GREEN RED GREEN BLUE HEART BEAR GREEN LOLLIPOP GREEN CAKE GREEN BLUE CAKE RED PURPLE BLUE GREEN HEART GREEN RED BEAR PURPLE WILD DONUT BLUE RED BLUE RED WILD PURPLE BLUE WILD DONUT BEAR RED',
    ),
    strip(
      'GREEN BLUE CAKE RED WILD RED BEAR BLUE HEART PURPLE RED GREEN WILD PURPLE DONUT CAKE PURPLE BLUE RED GREEN BEAR PURPLE GREEN BLUE WILD HEART BLUE WILD GREEN RED BLUE LOLLIPOP HEART GREEN BEAR GREEN RED DONUT BEAR',
    ),
    strip(
      'GREEN HEART BLUE RED WILD BEAR CAKE GREEN WILD RED HEART WILD RED BEAR GREEN BLUE GREEN LOLLIPOP RED BEAR BLUE RED GREEN WILD HEART PURPLE CAKE RED GREEN BEAR BLUE DONUT PURPLE DONUT PURPLE BLUE GREEN PURPLE BLUE',
    ),
    strip(
      'BLUE PURPLE BLUE CAKE PURPLE GREEN HEART BLUE RED GREEN BEAR BLUE GREEN BLUE GREEN CAKE BEAR LOLLIPOP DONUT PURPLE GREEN HEART GREEN RED BEAR GREEN RED BEAR RED HEART BLUE DONUT RED PURPLE RED',
    ),
  ],
  wilds: { WILD: 1 },
  scatter: 'LOLLIPOP',
  pays: {
    CAKE: { 3: 10, 4: 25, 5: 100 },
    DONUT: { 3: 8, 4: 20, 5: 75 },
    HEART: { 3: 4, 4: 12, 5: 40 },
    BEAR: { 3: 3, 4: 10, 5: 30 },
    RED: { 3: 2, 4: 5, 5: 15 },
    GREEN: { 3: 1, 4: 4, 5: 10 },
    BLUE: { 3: 1, 4: 3, 5: 10 },
    PURPLE: { 3: 1, 4: 3, 5: 10 },
  },
  scatterPays: { 3: 2, 4: 10, 5: 50 },
  freeSpins: { awards: { 3: 8, 4: 10, 5: 15 }, maxPerRound: 50, winMultiplier: 1 },
  multiplierLadder: [1, 2, 3, 5, 8],
  maxCascadesPerSpin: 30,
  maxWinInBets: 5000,
  featureBuy: { priceInBets: 91, freeSpins: 12 },
};

export const SUGAR_CASCADE = createCascadeTitle(SUGAR_CASCADE_GAME, { declaredRtp: 94.97, featureBuyRtp: 95.59 });
