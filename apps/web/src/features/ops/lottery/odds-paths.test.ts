import { describe, expect, it } from 'vitest';
import { buildOddsOverrides, describeMultiplier, listOddsLeaves } from './odds-paths.ts';

describe('odds paths', () => {
  it('names the leaves of flat, sized and Keno tables, a pay row being one leaf', () => {
    expect(listOddsLeaves({ de: '99000' })).toEqual([{ path: 'de', value: '99000' }]);
    expect(listOddsLeaves({ BIG: { FIRST: 2500000 } }).map((leaf) => leaf.path)).toEqual(['BIG.FIRST']);
    expect(listOddsLeaves({ pick: { 2: [0, 1000, 9000] }, side: { SUM_BIG: 1950 } })).toEqual([
      { path: 'pick.2', value: [0, 1000, 9000] },
      { path: 'side.SUM_BIG', value: 1950 },
    ]);
  });

  it('keeps the saved overrides, adds the typed ones, drops the reset ones and sends anything odd as typed', () => {
    const overrides = buildOddsOverrides({
      current: { BIG: { FIRST: 2600000, SECOND: 1000000 } },
      edits: { 'SMALL.FIRST': '3500000', 'BIG.THIRD': '1.5', 'BIG.STARTER': '  ' },
      resets: new Set(['BIG.SECOND']),
      listPaths: new Set(),
    });
    expect(overrides).toEqual({ BIG: { FIRST: 2600000, THIRD: '1.5' }, SMALL: { FIRST: 3500000 } });
    expect(
      buildOddsOverrides({
        current: {},
        edits: { 'pick.2': '0, 1200 9500' },
        resets: new Set(),
        listPaths: new Set(['pick.2']),
      }),
    ).toEqual({ pick: { 2: [0, 1200, 9500] } });
  });

  it('describes thousandths as a multiplier', () => {
    expect(describeMultiplier('99000')).toBe('×99');
    expect(describeMultiplier(1950)).toBe('×1.95');
    expect(describeMultiplier(0)).toBe('—');
    expect(describeMultiplier([0, 1000])).toBe('');
  });
});
