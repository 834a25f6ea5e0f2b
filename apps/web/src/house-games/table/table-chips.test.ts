import { describe, expect, it } from 'vitest';
import {
  addChip,
  chipLabel,
  chipValues,
  clearPending,
  confirmed,
  costOf,
  double,
  emptySlip,
  formatMinor,
  parseMinor,
  pendingBets,
  rebet,
  slipForRound,
  stakesFromJson,
  undoChip,
} from './table-chips.ts';

const entries = (map: ReadonlyMap<string, bigint>) => Object.fromEntries(map);

describe('table chips', () => {
  it('reads and writes amounts as exact minor units', () => {
    expect(parseMinor('12.50', 2)).toBe(1250n);
    expect(parseMinor('7', 2)).toBe(700n);
    expect(parseMinor('0.001', 2)).toBeNull();
    expect(parseMinor('-1', 2)).toBeNull();
    expect(formatMinor(1250n, 2)).toBe('12.50');
    expect(formatMinor(5n, 2)).toBe('0.05');
    expect(formatMinor(42n, 0)).toBe('42');
    expect(chipValues(100n)).toEqual([100n, 500n, 1000n, 5000n, 10000n, 50000n]);
    expect(chipValues(100n).map((value) => chipLabel(value, 2))).toEqual(['1', '5', '10', '50', '100', '500']);
    expect(chipLabel(500000n, 2)).toBe('5K');
    expect(chipLabel(250n, 2)).toBe('2.5');
  });

  it('adds chips as pending, merges them by spot, undoes the last and clears only pending chips', () => {
    let slip = emptySlip(7);
    slip = addChip(slip, 'RED', 500n);
    slip = addChip(slip, 'RED', 100n);
    slip = addChip(slip, 'STRAIGHT:17', 100n);
    expect(entries(slip.pending)).toEqual({ RED: 600n, 'STRAIGHT:17': 100n });
    slip = undoChip(slip);
    expect(entries(slip.pending)).toEqual({ RED: 600n });
    expect(pendingBets(slip, 2)).toEqual([{ spot: 'RED', amount: '6.00' }]);
    slip = confirmed(slip, new Map([['RED', 600n]]));
    slip = addChip(slip, 'BLACK', 100n);
    slip = clearPending(slip);
    expect(entries(slip.pending)).toEqual({});
    expect(entries(slip.confirmed)).toEqual({ RED: 600n });
  });

  it('rebets the previous round as pending and doubles pending chips, or the confirmed ones when none are pending', () => {
    const previous = stakesFromJson({ DRAGON: '10.00', TIE: '1.00', broken: 'x' }, 2);
    let slip = rebet(emptySlip(3), previous);
    expect(entries(slip.pending)).toEqual({ DRAGON: 1000n, TIE: 100n });
    expect(entries(slip.confirmed)).toEqual({});
    slip = double(slip);
    expect(entries(slip.pending)).toEqual({ DRAGON: 2000n, TIE: 200n });
    slip = confirmed(slip, new Map([['DRAGON', 2000n]]));
    slip = double(slip);
    expect(entries(slip.pending)).toEqual({ DRAGON: 2000n });
    expect(entries(slip.confirmed)).toEqual({ DRAGON: 2000n });
  });

  it('carries nothing into the next round and counts an announced bet by its chips', () => {
    const slip = confirmed(addChip(emptySlip(1), 'RED', 100n), new Map([['RED', 100n]]));
    expect(slipForRound(slip, 1)).toBe(slip);
    const next = slipForRound(addChip(slip, 'ODD', 100n), 2);
    expect([next.round, next.pending.size, next.confirmed.size]).toEqual([2, 0, 0]);
    const stakes = new Map([
      ['VOISINS_DU_ZERO', 100n],
      ['RED', 250n],
    ]);
    expect(costOf(stakes, (spot) => (spot === 'VOISINS_DU_ZERO' ? 9 : 1))).toBe(1150n);
  });
});
