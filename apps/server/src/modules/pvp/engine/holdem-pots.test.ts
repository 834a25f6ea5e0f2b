import { describe, expect, it } from 'vitest';
import { splitEvenly, splitProportionally } from './chip-split.ts';
import { buildPots } from './holdem-pots.ts';
import { rakeOf } from './rake.ts';

describe('buildPots', () => {
  it('cuts a main pot and two side pots from three all-ins, and returns the uncalled rest', () => {
    const { pots, returned } = buildPots([
      { seat: 1, amount: 100, live: true },
      { seat: 2, amount: 300, live: true },
      { seat: 3, amount: 600, live: true },
      { seat: 4, amount: 1000, live: true },
    ]);
    expect(pots).toEqual([
      { amount: 400, eligibleSeats: [1, 2, 3, 4] },
      { amount: 600, eligibleSeats: [2, 3, 4] },
      { amount: 600, eligibleSeats: [3, 4] },
    ]);
    expect(returned).toEqual([{ seat: 4, amount: 400 }]);
  });

  it('keeps folded chips in the pots they reached without making the folder eligible', () => {
    const { pots, returned } = buildPots([
      { seat: 1, amount: 50, live: false },
      { seat: 2, amount: 200, live: true },
      { seat: 3, amount: 500, live: false },
      { seat: 5, amount: 1000, live: true },
    ]);
    // Levels 50 | 200 | 500 | 1000: the first two layers are contested by 2 and 5; the folder's 300 above 200
    // and seat 5's matching 300 are won by 5 alone; seat 5's last 500 nobody matched.
    expect(pots).toEqual([
      { amount: 50 * 4 + 150 * 3, eligibleSeats: [2, 5] },
      { amount: 600, eligibleSeats: [5] },
    ]);
    expect(returned).toEqual([{ seat: 5, amount: 500 }]);
  });

  it("gives the blinds to the big blind when everyone folds (the big blind's unmatched half comes back)", () => {
    const { pots, returned } = buildPots([
      { seat: 1, amount: 0, live: false },
      { seat: 2, amount: 50, live: false },
      { seat: 3, amount: 100, live: true },
    ]);
    expect(pots).toEqual([{ amount: 100, eligibleSeats: [3] }]);
    expect(returned).toEqual([{ seat: 3, amount: 50 }]);
  });

  it('makes one pot when every player put in the same', () => {
    const { pots, returned } = buildPots([
      { seat: 0, amount: 300, live: true },
      { seat: 1, amount: 300, live: true },
      { seat: 2, amount: 300, live: false },
    ]);
    expect(pots).toEqual([{ amount: 900, eligibleSeats: [0, 1] }]);
    expect(returned).toEqual([]);
  });
});

describe('rake and chip splitting', () => {
  it('takes a rounded-down percentage up to the cap', () => {
    expect(rakeOf(1_999, { percentBp: 500, cap: 300 })).toBe(99);
    expect(rakeOf(10_000, { percentBp: 500, cap: 300 })).toBe(300);
    expect(rakeOf(10_000, { percentBp: 0, cap: 300 })).toBe(0);
  });

  it('splits evenly with the odd chips to the first winners', () => {
    expect(splitEvenly(101, 2)).toEqual([51, 50]);
    expect(splitEvenly(302, 3)).toEqual([101, 101, 100]);
  });

  it('splits proportionally by largest remainder, always adding up', () => {
    expect(splitProportionally(125, [1500, 1000])).toEqual([75, 50]);
    expect(splitProportionally(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(splitProportionally(7, [300, 200, 0])).toEqual([4, 3, 0]);
    expect(splitProportionally(0, [0, 0])).toEqual([0, 0]);
  });
});
