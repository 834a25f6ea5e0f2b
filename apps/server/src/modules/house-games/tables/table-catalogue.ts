import { BACCARAT_TABLE_GAME } from './games/baccarat-table.ts';
import { DRAGON_TIGER_TABLE_GAME } from './games/dragon-tiger-table.ts';
import { ROULETTE_TABLE_GAME } from './games/roulette-table.ts';
import { SICBO_TABLE_GAME } from './games/sicbo-table.ts';
import type { LiveTable } from './table-game.ts';

/**
 * The in-house live tables. Each is its own game in the catalogue (engine kind TABLE, engine title id = the
 * table's id) and deals on its own clock, so players at one table share every round. Timings follow what players of
 * these tables expect: a betting window long enough to place several chips, a deal short enough to keep the pace.
 */
export const LIVE_TABLES: readonly LiveTable[] = [
  {
    id: 'house-live-baccarat-1',
    game: BACCARAT_TABLE_GAME,
    timing: { bettingMs: 15_000, dealingMs: 8_000, resultMs: 5_000 },
    limits: { maxSpot: '5000.00', maxRound: '10000.00' },
  },
  {
    id: 'house-live-baccarat-2',
    game: BACCARAT_TABLE_GAME,
    // Speed baccarat: a shorter window and a quicker deal.
    timing: { bettingMs: 10_000, dealingMs: 6_000, resultMs: 4_000 },
    limits: { maxSpot: '5000.00', maxRound: '10000.00' },
  },
  {
    id: 'house-live-baccarat-3',
    game: BACCARAT_TABLE_GAME,
    // The VIP table: higher limits, an unhurried pace.
    timing: { bettingMs: 20_000, dealingMs: 8_000, resultMs: 6_000 },
    limits: { maxSpot: '50000.00', maxRound: '100000.00' },
  },
  {
    id: 'house-live-roulette',
    game: ROULETTE_TABLE_GAME,
    timing: { bettingMs: 18_000, dealingMs: 7_000, resultMs: 5_000 },
    limits: { maxSpot: '1000.00', maxRound: '20000.00' },
  },
  {
    id: 'house-live-sicbo',
    game: SICBO_TABLE_GAME,
    timing: { bettingMs: 15_000, dealingMs: 6_000, resultMs: 5_000 },
    limits: { maxSpot: '2000.00', maxRound: '20000.00' },
  },
  {
    id: 'house-live-dragon-tiger',
    game: DRAGON_TIGER_TABLE_GAME,
    // One card each: the quickest deal of the floor.
    timing: { bettingMs: 12_000, dealingMs: 5_000, resultMs: 4_000 },
    limits: { maxSpot: '5000.00', maxRound: '10000.00' },
  },
];

export function findLiveTable(id: string): LiveTable | null {
  return LIVE_TABLES.find((table) => table.id === id) ?? null;
}
