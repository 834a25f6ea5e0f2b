import { describe, expect, it } from 'vitest';
import { fiveDOdds, fourDOdds, kenoOdds, threeDOdds, vnOdds } from './odds.ts';

describe('odds lines', () => {
  it("reads each family's flattened table", () => {
    expect(vnOdds({ 'lo-2': 99_500 }, 'lo-2')).toEqual([{ label: null, values: undefined, text: '99.5' }]);
    const keno = { 'pick.2.0': 0, 'pick.2.1': 1000, 'pick.2.2': 9000, 'side.SUM_BIG': 1950 };
    expect(kenoOdds(keno, 'PICK', 2).map((line) => [line.values?.count, line.text])).toEqual([
      [2, '9'],
      [1, '1'],
    ]);
    expect(kenoOdds(keno, 'SUM_BIG', 0)[0]!.text).toBe('1.95');
    const fiveD = { positionDigit: 9800, straight2: 98_000, straight3: 980_000, group6: 163_000 };
    expect(fiveDOdds(fiveD, 'STRAIGHT', 'BACK_2')[0]!.text).toBe('98');
    expect(fiveDOdds(fiveD, 'STRAIGHT', 'MIDDLE_3')[0]!.text).toBe('980');
    expect(fiveDOdds(fiveD, 'GROUP_6', 'BACK_3')[0]!.text).toBe('163');
    expect(threeDOdds({ box6Way: 163_000, box3Way: 326_000 }, 'BOX').map((line) => line.label)).toEqual([
      'odds.way6',
      'odds.way3',
    ]);
    expect(threeDOdds({ sumBase: 980_000 }, 'SUM').map((line) => line.text)).toEqual(['980', '27.222', '13.066']);
    expect(fourDOdds({ 'SMALL.FIRST': 3_500_000, 'SMALL.STARTER': 0 }, 'SMALL')).toEqual([
      { label: 'prize.first', values: undefined, text: '3,500' },
    ]);
  });
});
