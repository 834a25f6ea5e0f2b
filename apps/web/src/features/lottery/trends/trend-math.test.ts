import { describe, expect, it } from 'vitest';
import { makeDrawn } from '../test/lottery-fixtures.ts';
import { buildRoad, buildTracks, computeStats, hotAndCold, listOutcomes, longestRun } from './trend-math.ts';

// Newest first, as the opened-numbers call answers.
const fiveD = [
  makeDrawn(3, ['9', '9', '9', '1', '0']),
  makeDrawn(2, ['1', '2', '3', '4', '5']),
  makeDrawn(1, ['1', '0', '0', '0', '0']),
];

describe('trend computations', () => {
  it('counts each digit per position and the draws since it last came out', () => {
    const tracks = buildTracks('FIVE_D', fiveD);
    expect(tracks.map((track) => track.key)).toEqual(['position0', 'position1', 'position2', 'position3', 'position4']);
    const stats = computeStats(tracks[0]!);
    expect(stats.find((stat) => stat.value === '1')).toEqual({ value: '1', count: 2, missing: 1 });
    expect(stats.find((stat) => stat.value === '9')).toEqual({ value: '9', count: 1, missing: 0 });
    // Never out in the window: missing for all three draws.
    expect(stats.find((stat) => stat.value === '5')).toEqual({ value: '5', count: 0, missing: 3 });
  });

  it('counts every occurrence of a lô ending, repeats included', () => {
    const draws = [makeDrawn(2, ['12345', '00045', '777']), makeDrawn(1, ['99945'])];
    const stats = computeStats(buildTracks('VN', draws)[0]!);
    expect(stats).toHaveLength(100);
    expect(stats.find((stat) => stat.value === '45')).toEqual({ value: '45', count: 3, missing: 0 });
    expect(stats.find((stat) => stat.value === '77')).toEqual({ value: '77', count: 1, missing: 0 });
  });

  it('reads Keno numbers on 01–80 and picks the hot and cold ones', () => {
    const draws = [makeDrawn(3, ['01', '02', '03']), makeDrawn(2, ['01', '02']), makeDrawn(1, ['1', '80'])];
    const stats = computeStats(buildTracks('KENO', draws)[0]!);
    const { hot, cold } = hotAndCold(stats, 3);
    expect(hot.map((stat) => [stat.value, stat.count])).toEqual([
      ['01', 3],
      ['02', 2],
      ['03', 1],
    ]);
    expect(cold[0]).toMatchObject({ count: 0, missing: 3 });
  });

  it('reads big/small and odd/even from the right number for each family, oldest first', () => {
    expect(listOutcomes('FIVE_D', fiveD).map((outcome) => [outcome.value, outcome.bigSmall, outcome.oddEven])).toEqual([
      [1, 'SMALL', 'ODD'],
      [15, 'SMALL', 'ODD'],
      [28, 'BIG', 'EVEN'],
    ]);
    const keno = [
      makeDrawn(
        1,
        Array.from({ length: 20 }, (_, index) => String(index * 4 + 3)),
      ),
    ];
    // 3 + 7 + … + 79 = 820: big, even.
    expect(listOutcomes('KENO', keno)[0]).toMatchObject({ value: 820, bigSmall: 'BIG', oddEven: 'EVEN' });
    expect(listOutcomes('THREE_D', [makeDrawn(1, ['4', '5', '5'])])[0]).toMatchObject({ value: 14, bigSmall: 'BIG' });
    const vn = [
      makeDrawn(1, ['12349', '5'], {
        result: { numbers: ['12349'], board: [{ prize: 'special', numbers: ['12349'] }] },
      }),
    ];
    expect(listOutcomes('VN', vn)[0]).toMatchObject({ value: 49, bigSmall: 'SMALL', oddEven: 'ODD' });
    expect(listOutcomes('FOUR_D', [makeDrawn(1, ['5000', '0001'])])[0]).toMatchObject({
      bigSmall: 'BIG',
      oddEven: 'EVEN',
    });
  });

  it('lays a road out in runs, carrying a long run into the next column', () => {
    expect(buildRoad(['B', 'B', 'S', 'B', 'B', 'B'])).toEqual([['B', 'B'], ['S'], ['B', 'B', 'B']]);
    expect(buildRoad(['B', 'B', 'B', 'B'], 3)).toEqual([['B', 'B', 'B'], ['B']]);
    expect(longestRun(['S', 'B', 'B', 'B', 'S', 'S'])).toEqual({ value: 'B', length: 3 });
    expect(longestRun([])).toEqual({ value: null, length: 0 });
  });
});
