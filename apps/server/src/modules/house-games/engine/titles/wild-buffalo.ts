import { createWaysTitle } from '../slot-ways-round.ts';
import type { WaysGameDefinition } from '../slot-ways.ts';

const strip = (text: string): string[] => text.split(' ');

/**
 * High volatility, 5×4 and 1024 ways. In the base game the wild (reels 2–4) is plain; the free-spin strips carry
 * ×2 and ×3 wilds instead, and a way's win is multiplied by the product of the multipliers of the wilds in it (a
 * way through a ×2 and a ×3 wild pays ×6). One credit is bet / 40. declaredRtp is computeWaysRtp(...).totalRtp
 * rounded to two decimals (titles-a.test.ts checks it).
 */
export const WILD_BUFFALO_GAME: WaysGameDefinition = {
  id: 'house-wild-buffalo',
  title: 'Wild Buffalo',
  version: '1',
  theme: 'Prairie at sundown: buffalo, eagle, cougar, wolf and elk under a burning canyon sunset',
  volatility: 'high',
  rows: 4,
  betUnit: 40,
  symbols: [
    { id: 'WILD', name: 'Canyon Wild' },
    { id: 'W2', name: 'Canyon Wild ×2' },
    { id: 'W3', name: 'Canyon Wild ×3' },
    { id: 'SUNSET', name: 'Sunset' },
    { id: 'BUFFALO', name: 'Buffalo' },
    { id: 'EAGLE', name: 'Bald Eagle' },
    { id: 'COUGAR', name: 'Cougar' },
    { id: 'WOLF', name: 'Grey Wolf' },
    { id: 'ELK', name: 'Elk' },
    { id: 'A', name: 'Ace' },
    { id: 'K', name: 'King' },
    { id: 'Q', name: 'Queen' },
    { id: 'J', name: 'Jack' },
    { id: 'TEN', name: 'Ten' },
  ],
  baseReels: [
    strip(
      'ELK A K Q J TEN BUFFALO EAGLE COUGAR WOLF ELK TEN J A K Q WOLF COUGAR SUNSET BUFFALO EAGLE ELK J TEN A K Q WOLF EAGLE COUGAR BUFFALO ELK Q A K J TEN',
    ),
    strip(
      'BUFFALO ELK Q A K J TEN ELK A K Q J TEN BUFFALO EAGLE COUGAR WOLF ELK TEN J A K Q WOLF COUGAR BUFFALO SUNSET EAGLE ELK WILD J TEN A K Q WOLF EAGLE COUGAR',
    ),
    strip(
      'TEN A K Q WOLF EAGLE COUGAR BUFFALO ELK Q A K J TEN ELK A K Q J TEN BUFFALO EAGLE COUGAR WOLF ELK TEN J A K Q WOLF COUGAR BUFFALO SUNSET EAGLE ELK WILD J',
    ),
    strip(
      'COUGAR BUFFALO SUNSET EAGLE ELK WILD J TEN A K Q WOLF EAGLE COUGAR BUFFALO ELK Q A K J TEN ELK A K Q J TEN BUFFALO EAGLE COUGAR WOLF ELK TEN J A K Q WOLF',
    ),
    strip(
      'WOLF ELK TEN J A K Q WOLF COUGAR SUNSET BUFFALO EAGLE ELK J TEN A K Q WOLF EAGLE COUGAR BUFFALO ELK Q A K J TEN ELK A K Q J TEN BUFFALO EAGLE COUGAR',
    ),
  ],
  freeSpinReels: [
    strip(
      'K J TEN ELK A K Q J TEN BUFFALO EAGLE COUGAR WOLF ELK TEN J A K Q WOLF COUGAR SUNSET BUFFALO EAGLE ELK J TEN A K Q WOLF EAGLE COUGAR BUFFALO ELK Q A',
    ),
    strip(
      'EAGLE COUGAR BUFFALO ELK Q A W2 K J TEN ELK A K Q J TEN BUFFALO EAGLE COUGAR WOLF ELK TEN J A K Q W2 WOLF COUGAR BUFFALO SUNSET EAGLE ELK W3 J TEN A K Q WOLF',
    ),
    strip(
      'W3 J TEN A K Q WOLF EAGLE COUGAR BUFFALO ELK Q A W2 K J TEN ELK A K Q J TEN BUFFALO EAGLE COUGAR WOLF ELK TEN J A K Q W2 WOLF COUGAR BUFFALO SUNSET EAGLE ELK',
    ),
    strip(
      'W2 WOLF COUGAR BUFFALO SUNSET EAGLE ELK W3 J TEN A K Q WOLF EAGLE COUGAR BUFFALO ELK Q A W2 K J TEN ELK A K Q J TEN BUFFALO EAGLE COUGAR WOLF ELK TEN J A K Q',
    ),
    strip(
      'BUFFALO EAGLE COUGAR WOLF ELK TEN J A K Q WOLF COUGAR SUNSET BUFFALO EAGLE ELK J TEN A K Q WOLF EAGLE COUGAR BUFFALO ELK Q A K J TEN ELK A K Q J TEN',
    ),
  ],
  wilds: { WILD: 1, W2: 2, W3: 3 },
  scatter: 'SUNSET',
  pays: {
    BUFFALO: { 3: 20, 4: 60, 5: 260 },
    EAGLE: { 3: 15, 4: 40, 5: 150 },
    COUGAR: { 3: 10, 4: 30, 5: 100 },
    WOLF: { 3: 8, 4: 25, 5: 80 },
    ELK: { 3: 6, 4: 20, 5: 60 },
    A: { 3: 4, 4: 10, 5: 30 },
    K: { 3: 3, 4: 10, 5: 30 },
    Q: { 3: 3, 4: 8, 5: 25 },
    J: { 3: 2, 4: 6, 5: 20 },
    TEN: { 3: 2, 4: 6, 5: 20 },
  },
  scatterPays: { 3: 2, 4: 10, 5: 50 },
  freeSpins: { awards: { 3: 10, 4: 12, 5: 20 }, maxPerRound: 60, winMultiplier: 1 },
};

export const WILD_BUFFALO = createWaysTitle(WILD_BUFFALO_GAME, { declaredRtp: 95.88, mechanics: ['WAYS'] });
