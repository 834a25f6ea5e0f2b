import { createWaysTitle } from '../slot-ways-round.ts';
import type { WaysGameDefinition } from '../slot-ways.ts';

const strip = (text: string): string[] => text.split(' ');

/** Published strips: a stop at p shows p, p+1, p+2. No wild on reels 1 and 5; the lotus never shows twice on a reel. */
const JADE_TEMPLE_REELS = [
  strip(
    'TEN A K Q J LANTERN FAN COIN MONK CRANE TEN A K Q J LANTERN TEN LOTUS FAN COIN A J K Q TEN MONK CRANE LANTERN FAN COIN A J K Q TEN',
  ),
  strip(
    'A K Q J TEN A K Q J TEN LANTERN FAN COIN MONK LOTUS CRANE A WILD K Q J TEN LANTERN FAN COIN A K Q J TEN MONK CRANE LOTUS LANTERN FAN WILD COIN',
  ),
  strip(
    'LOTUS LANTERN FAN WILD COIN A K Q J TEN A K Q J TEN LANTERN FAN COIN MONK LOTUS CRANE A WILD K Q J TEN LANTERN FAN COIN A K Q J TEN MONK CRANE',
  ),
  strip(
    'Q J TEN MONK CRANE LOTUS LANTERN FAN WILD COIN A K Q J TEN A K Q J TEN LANTERN FAN COIN MONK LOTUS CRANE A WILD K Q J TEN LANTERN FAN COIN A K',
  ),
  strip(
    'TEN LANTERN FAN LOTUS COIN A K Q J TEN MONK CRANE LANTERN FAN COIN A K Q J TEN A K Q J TEN LANTERN FAN COIN MONK CRANE A K Q J',
  ),
];

/**
 * Medium volatility, 5×3 and 243 ways: wilds on reels 2–4 only, scatter free spins ×2 with retriggers up to 60
 * spins a round. One credit is bet / 25, so the bet is a multiple of 25 minor units and every way win is whole.
 * declaredRtp is computeWaysRtp(JADE_TEMPLE_GAME).totalRtp rounded to two decimals (checked by titles-a.test.ts).
 */
export const JADE_TEMPLE_GAME: WaysGameDefinition = {
  id: 'house-jade-temple',
  title: 'Jade Temple',
  version: '1',
  theme: 'A mountain temple of jade and gold: monks, cranes, lanterns and golden lotus flowers',
  volatility: 'medium',
  rows: 3,
  betUnit: 25,
  symbols: [
    { id: 'WILD', name: 'Jade Idol' },
    { id: 'LOTUS', name: 'Golden Lotus' },
    { id: 'MONK', name: 'Temple Monk' },
    { id: 'CRANE', name: 'Red-crowned Crane' },
    { id: 'LANTERN', name: 'Paper Lantern' },
    { id: 'FAN', name: 'Silk Fan' },
    { id: 'COIN', name: 'Jade Coin' },
    { id: 'A', name: 'Ace' },
    { id: 'K', name: 'King' },
    { id: 'Q', name: 'Queen' },
    { id: 'J', name: 'Jack' },
    { id: 'TEN', name: 'Ten' },
  ],
  baseReels: JADE_TEMPLE_REELS,
  // Free spins play the same strips.
  freeSpinReels: JADE_TEMPLE_REELS,
  wilds: { WILD: 1 },
  scatter: 'LOTUS',
  pays: {
    MONK: { 3: 50, 4: 150, 5: 400 },
    CRANE: { 3: 40, 4: 100, 5: 250 },
    LANTERN: { 3: 25, 4: 60, 5: 150 },
    FAN: { 3: 20, 4: 50, 5: 120 },
    COIN: { 3: 15, 4: 40, 5: 100 },
    A: { 3: 10, 4: 25, 5: 60 },
    K: { 3: 8, 4: 20, 5: 55 },
    Q: { 3: 6, 4: 15, 5: 45 },
    J: { 3: 5, 4: 12, 5: 35 },
    TEN: { 3: 5, 4: 12, 5: 40 },
  },
  scatterPays: { 3: 2, 4: 10, 5: 50 },
  freeSpins: { awards: { 3: 10, 4: 15, 5: 20 }, maxPerRound: 60, winMultiplier: 2 },
};

export const JADE_TEMPLE = createWaysTitle(JADE_TEMPLE_GAME, { declaredRtp: 96.22, mechanics: ['WAYS'] });
