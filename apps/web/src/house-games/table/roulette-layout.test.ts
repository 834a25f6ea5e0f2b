import { describe, expect, it } from 'vitest';
import { allInsideSpots, neighboursOf, numbersOf, outsideWinners, spotAt, spotPoint } from './roulette-layout.ts';

describe('roulette layout hit-testing', () => {
  it('reads a number, its borders and crossings as the bet a chip there makes', () => {
    expect(spotAt(5.5, 1.5)).toBe('STRAIGHT:17'); // column 5 holds 16-17-18, 17 in the middle row
    expect(spotAt(6.02, 1.5)).toBe('SPLIT:17-20');
    expect(spotAt(5.5, 1.95)).toBe('SPLIT:16-17');
    expect(spotAt(6, 2)).toBe('CORNER:16-17-19-20');
    expect(spotAt(0.5, 2.9)).toBe('STREET:1-2-3');
    expect(spotAt(1, 2.95)).toBe('SIX_LINE:1-2-3-4-5-6');
    expect(spotAt(-0.5, 0.3)).toBe('STRAIGHT:0');
    expect(spotAt(0.1, 0.5)).toBe('SPLIT:0-3');
    expect(spotAt(0.05, 2)).toBe('TRIO:0-1-2');
    expect(spotAt(0.05, 1)).toBe('TRIO:0-2-3');
    expect(spotAt(0, 3)).toBe('FIRST_FOUR:0-1-2-3');
    expect(spotAt(13, 1)).toBeNull();
  });

  it('offers exactly the European layout: 37 straights, 60 splits, 12 streets, 22 corners, 11 six lines, 2 trios, the first four', () => {
    const counts: Record<string, number> = {};
    for (const spot of allInsideSpots()) counts[spot.split(':')[0]!] = (counts[spot.split(':')[0]!] ?? 0) + 1;
    expect(counts).toEqual({ STRAIGHT: 37, SPLIT: 60, STREET: 12, CORNER: 22, SIX_LINE: 11, TRIO: 2, FIRST_FOUR: 1 });
  });

  it('puts every inside chip where the hit-test reads it back as the same spot', () => {
    for (const spot of allInsideSpots()) {
      const point = spotPoint(spot);
      expect(point, spot).not.toBeNull();
      expect(spotAt(point![0], point![1]), spot).toBe(spot);
    }
  });

  it('names the outside bets a number wins and the pockets around it', () => {
    expect(outsideWinners(17)).toEqual(['BLACK', 'ODD', 'LOW', 'DOZEN:2', 'COLUMN:2']);
    expect(outsideWinners(0)).toEqual([]);
    expect(numbersOf('CORNER:16-17-19-20')).toEqual([16, 17, 19, 20]);
    expect(numbersOf('DOZEN:2')).toEqual([]);
    expect(neighboursOf(0, 2)).toEqual([3, 26, 0, 32, 15]);
  });
});
