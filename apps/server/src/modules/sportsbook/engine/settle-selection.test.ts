import { describe, expect, it } from 'vitest';
import type { EventResult } from './event-state.ts';
import { lineOutcome } from './line-outcome.ts';
import { settleSelection } from './settle-selection.ts';

const football = (home: number, away: number, halfTime = { home: 0, away: 0 }): EventResult => ({
  sport: 'FOOTBALL',
  result: { home, away, halfTime },
});
const settle = (marketKey: string, selectionKey: string, result: EventResult | null) =>
  settleSelection({ marketKey, selectionKey, result });

describe('Asian handicap settlement (HOME line in the key), hand-computed', () => {
  // Each row: home line, final score, HOME outcome, AWAY outcome.
  const table: [string, number, number, string, string][] = [
    ['0', 1, 0, 'WIN', 'LOSE'],
    ['0', 1, 1, 'PUSH', 'PUSH'],
    ['0', 0, 2, 'LOSE', 'WIN'],
    // -0.25 is half on 0 and half on -0.5: a draw pushes one half and loses the other.
    ['-0.25', 1, 1, 'HALF_LOSE', 'HALF_WIN'],
    ['-0.25', 2, 1, 'WIN', 'LOSE'],
    ['-0.25', 0, 1, 'LOSE', 'WIN'],
    ['-0.5', 1, 0, 'WIN', 'LOSE'],
    ['-0.5', 2, 2, 'LOSE', 'WIN'],
    // -0.75 is half on -0.5 and half on -1: winning by one wins one half and pushes the other.
    ['-0.75', 1, 0, 'HALF_WIN', 'HALF_LOSE'],
    ['-0.75', 2, 0, 'WIN', 'LOSE'],
    ['-0.75', 0, 0, 'LOSE', 'WIN'],
    ['-1', 1, 0, 'PUSH', 'PUSH'],
    ['-1', 3, 1, 'WIN', 'LOSE'],
    ['-1', 1, 1, 'LOSE', 'WIN'],
    // +1.25 is half on +1 and half on +1.5: losing by one pushes the +1 half and wins the +1.5 half.
    ['1.25', 0, 1, 'HALF_WIN', 'HALF_LOSE'],
    ['1.25', 0, 2, 'LOSE', 'WIN'],
    ['1.25', 1, 1, 'WIN', 'LOSE'],
  ];
  it.each(table)('line %s, %i-%i: home %s, away %s', (line, home, away, homeOutcome, awayOutcome) => {
    expect(settle(`FT_AH:${line}`, 'HOME', football(home, away))).toBe(homeOutcome);
    expect(settle(`FT_AH:${line}`, 'AWAY', football(home, away))).toBe(awayOutcome);
  });
});

describe('over/under settlement, hand-computed', () => {
  const table: [string, number, number, string, string][] = [
    // 2.25 is half on 2 and half on 2.5: exactly two goals push one half and lose the over's other half.
    ['2.25', 1, 1, 'HALF_LOSE', 'HALF_WIN'],
    ['2.25', 2, 1, 'WIN', 'LOSE'],
    ['2.25', 1, 0, 'LOSE', 'WIN'],
    // 2.75 is half on 2.5 and half on 3: exactly three goals win one half and push the other.
    ['2.75', 2, 1, 'HALF_WIN', 'HALF_LOSE'],
    ['2.75', 2, 2, 'WIN', 'LOSE'],
    ['2.75', 1, 1, 'LOSE', 'WIN'],
    ['2.5', 2, 0, 'LOSE', 'WIN'],
    ['3', 2, 1, 'PUSH', 'PUSH'],
  ];
  it.each(table)('line %s, %i-%i: over %s, under %s', (line, home, away, over, under) => {
    expect(settle(`FT_OU:${line}`, 'OVER', football(home, away))).toBe(over);
    expect(settle(`FT_OU:${line}`, 'UNDER', football(home, away))).toBe(under);
  });

  it('reads the quarter-line rule the same way for any margin', () => {
    expect(lineOutcome(0, -0.25)).toBe('HALF_LOSE');
    expect(lineOutcome(1, -0.75)).toBe('HALF_WIN');
    expect(lineOutcome(-1, 1.25)).toBe('HALF_WIN');
    expect(() => lineOutcome(1, 0.3)).toThrow(RangeError);
  });
});

describe('the other football markets', () => {
  const final = football(2, 1, { home: 0, away: 1 });
  it('settles the full match on the final score and the first half on the half-time score', () => {
    expect(settle('FT_1X2', 'HOME', final)).toBe('WIN');
    expect(settle('FT_1X2', 'DRAW', final)).toBe('LOSE');
    expect(settle('HT_1X2', 'AWAY', final)).toBe('WIN');
    expect(settle('HT_OU:0.5', 'OVER', final)).toBe('WIN');
    // One first-half goal against 1.25: the under pushes its half on 1 and wins its half on 1.5.
    expect(settle('HT_OU:1.25', 'UNDER', final)).toBe('HALF_WIN');
    expect(settle('HT_OU:1.5', 'UNDER', final)).toBe('WIN');
    expect(settle('FT_DC', '1X', final)).toBe('WIN');
    expect(settle('FT_DC', '12', final)).toBe('WIN');
    expect(settle('FT_DC', 'X2', final)).toBe('LOSE');
    expect(settle('FT_CS', '2-1', final)).toBe('WIN');
    expect(settle('FT_CS', '1-2', final)).toBe('LOSE');
    expect(settle('FT_CS', 'OTHER', final)).toBe('LOSE');
    expect(settle('FT_CS', 'OTHER', football(5, 0))).toBe('WIN');
    expect(settle('FT_CS', '4-4', football(4, 4))).toBe('WIN');
    expect(settle('FT_BTTS', 'YES', final)).toBe('WIN');
    expect(settle('FT_BTTS', 'NO', football(3, 0))).toBe('WIN');
    expect(settle('FT_OE', 'ODD', final)).toBe('WIN');
    expect(settle('FT_OE', 'EVEN', football(0, 0))).toBe('WIN');
  });

  it('voids every selection of a voided event and refuses keys the engine never makes', () => {
    expect(settle('FT_AH:-0.75', 'HOME', null)).toBe('VOID');
    expect(() => settle('FT_AH:-0.3', 'HOME', final)).toThrow(RangeError);
    expect(() => settle('FT_AH', 'HOME', final)).toThrow(RangeError);
    expect(() => settle('FT_1X2', 'OVER', final)).toThrow(RangeError);
    expect(() => settle('BK_ML', 'HOME', final)).toThrow(RangeError);
  });
});

describe('basketball, e-sports and cockfight', () => {
  const basketball: EventResult = { sport: 'BASKETBALL', result: { home: 104, away: 101, periods: [] } };
  it('settles basketball lines on the final score, overtime included', () => {
    expect(settle('BK_ML', 'HOME', basketball)).toBe('WIN');
    expect(settle('BK_HCP:-2.5', 'HOME', basketball)).toBe('WIN');
    expect(settle('BK_HCP:-3.5', 'HOME', basketball)).toBe('LOSE');
    expect(settle('BK_HCP:-3.5', 'AWAY', basketball)).toBe('WIN');
    expect(settle('BK_OU:204.5', 'OVER', basketball)).toBe('WIN');
    expect(settle('BK_OE', 'ODD', basketball)).toBe('WIN');
  });

  it('settles a series on the maps won, and voids one left unfinished', () => {
    const series: EventResult = {
      sport: 'SHOOTER',
      result: { maps: ['AWAY', 'HOME', 'HOME'], mapScores: [] },
    };
    expect(settle('ES_WINNER', 'HOME', series)).toBe('WIN');
    expect(settle('ES_MAP_HCP:-1.5', 'HOME', series)).toBe('LOSE');
    expect(settle('ES_MAP_HCP:1.5', 'AWAY', series)).toBe('LOSE');
    expect(settle('ES_MAP_HCP:1.5', 'HOME', series)).toBe('WIN');
    expect(settle('ES_MAP_HCP:-1.5', 'AWAY', series)).toBe('WIN');
    expect(settle('ES_TOTAL_MAPS:2.5', 'OVER', series)).toBe('WIN');
    expect(settle('ES_CS', '2-1', series)).toBe('WIN');
    expect(settle('ES_CS', '2-0', series)).toBe('LOSE');
    const unfinished: EventResult = { sport: 'MOBA', result: { maps: ['HOME'], mapScores: [] } };
    expect(settle('ES_WINNER', 'HOME', unfinished)).toBe('VOID');
  });

  it('settles a fight on its winner', () => {
    const draw: EventResult = { sport: 'COCKFIGHT', result: { winner: 'DRAW' } };
    expect(settle('CF_WINNER', 'DRAW', draw)).toBe('WIN');
    expect(settle('CF_WINNER', 'MERON', draw)).toBe('LOSE');
    expect(() => settle('CF_WINNER', 'HOME', draw)).toThrow(RangeError);
  });
});
