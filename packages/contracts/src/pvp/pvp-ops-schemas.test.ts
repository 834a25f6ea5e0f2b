import { describe, expect, it } from 'vitest';
import { tableCreateBody } from './pvp-ops-schemas.ts';

const table = (game: 'HOLDEM' | 'NIUNIU' | 'TIENLEN', seats: number) => ({
  game,
  name: 'Test table',
  stakeLevel: 'NL100',
  rakeBp: 500,
  rakeCap: '3.00',
  ...(game === 'HOLDEM' ? { smallBlind: '0.50', bigBlind: '1.00' } : { ante: '1.00' }),
  minBuyIn: '20.00',
  maxBuyIn: '100.00',
  seats,
  reason: 'a new table',
});

describe('a new card table', () => {
  it('seats no more players than its game deals in', () => {
    expect(tableCreateBody.safeParse(table('HOLDEM', 9)).success).toBe(true);
    expect(tableCreateBody.safeParse(table('NIUNIU', 6)).success).toBe(true);
    expect(tableCreateBody.safeParse(table('TIENLEN', 4)).success).toBe(true);
    for (const [game, seats] of [
      ['NIUNIU', 7],
      ['TIENLEN', 5],
    ] as const) {
      const parsed = tableCreateBody.safeParse(table(game, seats));
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['seats']);
    }
  });
});
