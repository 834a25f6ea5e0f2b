import { PAYLINES_20, PAYLINES_25 } from './slot-paylines.ts';
import type { SlotGameDefinition } from './slot-types.ts';

// Published strips: a stop at position p shows p, p+1, p+2. Each strip holds one scatter, so a reel shows at most one.
// declaredRtp is computeSlotRtp(game).totalRtp rounded to two decimals; slot-titles.test.ts fails if they drift apart.
const strip = (text: string): string[] => text.split(' ');

/** Medium volatility: even pays, free spins ×2. */
export const LUCKY_DRAGON: SlotGameDefinition = {
  id: 'house-lucky-dragon',
  title: 'Lucky Dragon',
  version: '1',
  theme: 'Chinese New Year: jade dragon, phoenix, tiger and koi on red lacquer',
  volatility: 'medium',
  declaredRtp: 96.14,
  symbols: [
    { id: 'WILD', name: 'Dragon Pearl' },
    { id: 'GONG', name: 'Golden Gong' },
    { id: 'DRAGON', name: 'Jade Dragon' },
    { id: 'PHOENIX', name: 'Phoenix' },
    { id: 'TIGER', name: 'White Tiger' },
    { id: 'KOI', name: 'Koi' },
    { id: 'A', name: 'Ace' },
    { id: 'K', name: 'King' },
    { id: 'Q', name: 'Queen' },
    { id: 'J', name: 'Jack' },
  ],
  reels: [
    strip('J GONG Q K KOI TIGER A DRAGON PHOENIX J Q A K J KOI WILD TIGER Q J K A Q DRAGON PHOENIX J KOI TIGER A K Q'),
    strip(
      'A J A Q GONG KOI TIGER K DRAGON WILD PHOENIX J A Q K J TIGER KOI J K Q A J PHOENIX WILD DRAGON K TIGER KOI Q',
    ),
    strip(
      'Q K J A Q KOI TIGER GONG J DRAGON WILD PHOENIX K A Q J K KOI TIGER A J Q K J PHOENIX WILD DRAGON A TIGER KOI',
    ),
    strip(
      'KOI A Q J K A Q TIGER KOI DRAGON GONG WILD PHOENIX J K A J Q KOI TIGER K J A Q K PHOENIX WILD DRAGON J TIGER',
    ),
    strip('TIGER J KOI Q K J A Q TIGER J KOI PHOENIX DRAGON GONG K A Q J K TIGER WILD Q KOI A J Q K PHOENIX DRAGON A'),
  ],
  paylines: PAYLINES_20,
  linePays: {
    WILD: { 3: 50, 4: 250, 5: 1000 },
    DRAGON: { 3: 40, 4: 150, 5: 500 },
    PHOENIX: { 3: 30, 4: 100, 5: 300 },
    TIGER: { 3: 20, 4: 80, 5: 250 },
    KOI: { 3: 15, 4: 60, 5: 200 },
    A: { 3: 10, 4: 30, 5: 120 },
    K: { 3: 10, 4: 25, 5: 100 },
    Q: { 3: 5, 4: 20, 5: 80 },
    J: { 3: 5, 4: 15, 5: 60 },
  },
  wild: 'WILD',
  scatter: 'GONG',
  scatterPays: { 3: 2, 4: 10, 5: 50 },
  freeSpins: { awards: { 3: 10, 4: 15, 5: 20 }, maxPerRound: 50, winMultiplier: 2 },
};

/** High volatility: top-heavy pays (5 wilds = 5000 line bets), free spins ×3. */
export const GOLD_RUSH_777: SlotGameDefinition = {
  id: 'house-gold-rush-777',
  title: 'Gold Rush 777',
  version: '1',
  theme: 'Wild West gold mine: triple sevens, gold bars, nuggets and dynamite',
  volatility: 'high',
  declaredRtp: 95.14,
  symbols: [
    { id: 'WILD', name: 'Prospector' },
    { id: 'DYNAMITE', name: 'Dynamite' },
    { id: 'SEVEN', name: 'Triple Seven' },
    { id: 'GOLD_BAR', name: 'Gold Bar' },
    { id: 'NUGGET', name: 'Gold Nugget' },
    { id: 'PICKAXE', name: 'Pickaxe' },
    { id: 'LANTERN', name: "Miner's Lantern" },
    { id: 'A', name: 'Ace' },
    { id: 'K', name: 'King' },
    { id: 'Q', name: 'Queen' },
    { id: 'J', name: 'Jack' },
  ],
  reels: [
    strip(
      'J DYNAMITE Q A K PICKAXE LANTERN J NUGGET GOLD_BAR Q K A J Q PICKAXE WILD SEVEN LANTERN K J A Q K GOLD_BAR NUGGET J LANTERN PICKAXE A Q K',
    ),
    strip(
      'Q K Q J DYNAMITE LANTERN PICKAXE A GOLD_BAR WILD NUGGET K Q A J K LANTERN SEVEN PICKAXE Q K J A Q GOLD_BAR WILD NUGGET K LANTERN PICKAXE A J',
    ),
    strip(
      'J A K Q J K PICKAXE DYNAMITE LANTERN A NUGGET WILD GOLD_BAR Q K J A Q PICKAXE SEVEN LANTERN K J Q A K NUGGET WILD GOLD_BAR Q PICKAXE LANTERN',
    ),
    strip(
      'LANTERN Q J A K Q J PICKAXE LANTERN K DYNAMITE NUGGET WILD GOLD_BAR A Q K J A PICKAXE SEVEN LANTERN Q K J Q A NUGGET WILD GOLD_BAR K PICKAXE',
    ),
    strip(
      'PICKAXE Q LANTERN J A K Q J PICKAXE K LANTERN GOLD_BAR NUGGET DYNAMITE A Q J K A Q SEVEN WILD PICKAXE LANTERN J K Q A J NUGGET GOLD_BAR K',
    ),
  ],
  paylines: PAYLINES_20,
  linePays: {
    WILD: { 3: 200, 4: 1000, 5: 5000 },
    SEVEN: { 3: 100, 4: 1000, 5: 2500 },
    GOLD_BAR: { 3: 60, 4: 250, 5: 1000 },
    NUGGET: { 3: 30, 4: 200, 5: 500 },
    PICKAXE: { 3: 15, 4: 100, 5: 250 },
    LANTERN: { 3: 10, 4: 50, 5: 200 },
    A: { 3: 6, 4: 20, 5: 100 },
    K: { 3: 5, 4: 20, 5: 80 },
    Q: { 3: 5, 4: 15, 5: 60 },
    J: { 3: 4, 4: 10, 5: 50 },
  },
  wild: 'WILD',
  scatter: 'DYNAMITE',
  scatterPays: { 3: 3, 4: 20, 5: 200 },
  freeSpins: { awards: { 3: 10, 4: 15, 5: 25 }, maxPerRound: 50, winMultiplier: 3 },
};

/** Low volatility: 25 lines, two cherries pay, frequent small wins, free spins without a multiplier. */
export const FRUIT_FIESTA: SlotGameDefinition = {
  id: 'house-fruit-fiesta',
  title: 'Fruit Fiesta',
  version: '1',
  theme: 'Bright summer fruit stand with a rainbow wild',
  volatility: 'low',
  declaredRtp: 96.27,
  symbols: [
    { id: 'WILD', name: 'Rainbow Wild' },
    { id: 'STAR', name: 'Party Star' },
    { id: 'WATERMELON', name: 'Watermelon' },
    { id: 'GRAPES', name: 'Grapes' },
    { id: 'ORANGE', name: 'Orange' },
    { id: 'PLUM', name: 'Plum' },
    { id: 'LEMON', name: 'Lemon' },
    { id: 'CHERRY', name: 'Cherry' },
  ],
  reels: [
    strip(
      'CHERRY STAR LEMON PLUM ORANGE GRAPES CHERRY LEMON WATERMELON CHERRY PLUM ORANGE CHERRY LEMON PLUM WILD GRAPES CHERRY LEMON ORANGE CHERRY PLUM LEMON WATERMELON CHERRY CHERRY GRAPES ORANGE PLUM LEMON',
    ),
    strip(
      'LEMON CHERRY LEMON PLUM STAR ORANGE GRAPES CHERRY LEMON WILD WATERMELON PLUM CHERRY ORANGE LEMON CHERRY GRAPES PLUM CHERRY LEMON ORANGE CHERRY PLUM WATERMELON WILD LEMON CHERRY GRAPES ORANGE PLUM',
    ),
    strip(
      'PLUM CHERRY LEMON CHERRY PLUM ORANGE GRAPES STAR LEMON CHERRY WILD WATERMELON PLUM LEMON ORANGE CHERRY CHERRY PLUM GRAPES LEMON CHERRY ORANGE LEMON PLUM WATERMELON WILD CHERRY LEMON GRAPES ORANGE',
    ),
    strip(
      'ORANGE LEMON PLUM CHERRY LEMON CHERRY ORANGE GRAPES PLUM LEMON STAR WILD WATERMELON CHERRY LEMON ORANGE PLUM CHERRY CHERRY GRAPES PLUM LEMON ORANGE CHERRY LEMON WATERMELON WILD PLUM CHERRY GRAPES',
    ),
    strip(
      'GRAPES CHERRY ORANGE LEMON PLUM CHERRY LEMON CHERRY ORANGE GRAPES PLUM WATERMELON LEMON STAR CHERRY CHERRY PLUM ORANGE LEMON GRAPES WILD CHERRY LEMON PLUM CHERRY ORANGE LEMON WATERMELON CHERRY PLUM',
    ),
  ],
  paylines: PAYLINES_25,
  linePays: {
    WILD: { 3: 40, 4: 120, 5: 400 },
    WATERMELON: { 3: 30, 4: 100, 5: 300 },
    GRAPES: { 3: 20, 4: 60, 5: 200 },
    ORANGE: { 3: 15, 4: 40, 5: 120 },
    PLUM: { 3: 8, 4: 25, 5: 80 },
    LEMON: { 3: 5, 4: 15, 5: 50 },
    CHERRY: { 2: 1, 3: 3, 4: 8, 5: 30 },
  },
  wild: 'WILD',
  scatter: 'STAR',
  scatterPays: { 3: 1, 4: 5, 5: 20 },
  freeSpins: { awards: { 3: 8, 4: 12, 5: 15 }, maxPerRound: 60, winMultiplier: 1 },
};

export const SLOT_TITLES: readonly SlotGameDefinition[] = [LUCKY_DRAGON, GOLD_RUSH_777, FRUIT_FIESTA];
