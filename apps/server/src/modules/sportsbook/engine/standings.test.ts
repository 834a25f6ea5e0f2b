import { describe, expect, it } from 'vitest';
import { computeStandings, type PlayedMatch } from './standings.ts';

const TEAMS = [
  { code: 'D', name: 'Delta' },
  { code: 'F', name: 'Foxtrot' },
  { code: 'C', name: 'Charlie' },
  { code: 'A', name: 'Alpha' },
  { code: 'E', name: 'Echo' },
  { code: 'B', name: 'Bravo' },
];
const MATCHES: PlayedMatch[] = [
  { homeCode: 'A', awayCode: 'B', home: 2, away: 1 },
  { homeCode: 'C', awayCode: 'D', home: 0, away: 0 },
  { homeCode: 'B', awayCode: 'C', home: 3, away: 0 },
  { homeCode: 'D', awayCode: 'A', home: 1, away: 1 },
  { homeCode: 'A', awayCode: 'C', home: 0, away: 2 },
  { homeCode: 'B', awayCode: 'D', home: 1, away: 1 },
];

describe('league table', () => {
  it('matches the table worked out by hand', () => {
    // Bravo, Alpha and Charlie have 4 points each: Bravo on difference (+2), then Alpha on goals for (3 against 2).
    // Echo and Foxtrot have not played: equal in everything, they go by name.
    const table = computeStandings({ teams: TEAMS, matches: MATCHES }).map((row) => [
      row.position,
      row.name,
      row.played,
      row.won,
      row.drawn,
      row.lost,
      row.goalsFor,
      row.goalsAgainst,
      row.goalDifference,
      row.points,
    ]);
    expect(table).toEqual([
      [1, 'Bravo', 3, 1, 1, 1, 5, 3, 2, 4],
      [2, 'Alpha', 3, 1, 1, 1, 3, 4, -1, 4],
      [3, 'Charlie', 3, 1, 1, 1, 2, 3, -1, 4],
      [4, 'Delta', 3, 0, 3, 0, 2, 2, 0, 3],
      [5, 'Echo', 0, 0, 0, 0, 0, 0, 0, 0],
      [6, 'Foxtrot', 0, 0, 0, 0, 0, 0, 0, 0],
    ]);
  });

  it('counts league points by the rule given (basketball: two for a win, one for a loss)', () => {
    const table = computeStandings({
      teams: TEAMS.slice(2, 6),
      matches: [
        { homeCode: 'A', awayCode: 'B', home: 101, away: 99 },
        { homeCode: 'C', awayCode: 'A', home: 110, away: 120 },
      ],
      pointsRule: { win: 2, draw: 0, loss: 1 },
    });
    expect(table.map((row) => [row.code, row.points, row.goalDifference])).toEqual([
      ['A', 4, 12],
      ['B', 1, -2],
      ['C', 1, -10],
      ['E', 0, 0],
    ]);
  });

  it('refuses matches outside the table and impossible scores', () => {
    const bad: PlayedMatch[] = [
      { homeCode: 'A', awayCode: 'Z', home: 1, away: 0 },
      { homeCode: 'A', awayCode: 'A', home: 1, away: 0 },
      { homeCode: 'A', awayCode: 'B', home: -1, away: 0 },
      { homeCode: 'A', awayCode: 'B', home: 1.5, away: 0 },
    ];
    for (const match of bad) expect(() => computeStandings({ teams: TEAMS, matches: [match] })).toThrow(RangeError);
  });
});
