import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue.ts';
import { listSeasonFixtures, seasonAt } from './fixtures-season.ts';
import { DEFAULT_FIXTURE_SCHEDULE, listFixtures } from './fixtures.ts';
import { simulateEvent } from './simulate-event.ts';
import { computeStandings } from './standings.ts';

const EPOCH = DEFAULT_FIXTURE_SCHEDULE.epochMs;
const MINUTE = 60_000;

describe('seasons', () => {
  it('say which season is on: a football season is 30 matchdays of five minutes', () => {
    expect(seasonAt({ competitionCode: 'FBL-PL', instant: new Date(EPOCH - MINUTE) }).season).toBe(1);
    const second = seasonAt({ competitionCode: 'FBL-PL', instant: new Date(EPOCH + 150 * MINUTE) });
    expect(second).toMatchObject({ season: 2, rounds: 30 });
    expect(second.startsAt.getTime()).toBe(EPOCH + 150 * MINUTE);
    expect(second.lastRoundStartsAt.getTime()).toBe(EPOCH + 150 * MINUTE + 29 * 5 * MINUTE);
    expect(second.nominalEndsAt.getTime()).toBe(second.lastRoundStartsAt.getTime() + 105_000);
    expect(seasonAt({ competitionCode: 'FBL-PL', instant: new Date(EPOCH + 150 * MINUTE - 1) }).season).toBe(1);
    expect(seasonAt({ competitionCode: 'BSK-1', instant: new Date(EPOCH + 2 * 22 * 4 * MINUTE + MINUTE) }).season).toBe(
      3,
    );
  });

  it('list the same fixtures as the schedule does', () => {
    const season = listSeasonFixtures({ competitionCode: 'FBL-LL', season: 2 });
    const span = seasonAt({ competitionCode: 'FBL-LL', instant: season[0].startsAt });
    const scheduled = listFixtures({ from: span.startsAt, to: new Date(span.lastRoundStartsAt.getTime() + 1) });
    expect(season).toEqual(scheduled.filter((fixture) => fixture.competitionCode === 'FBL-LL'));
    expect(listSeasonFixtures({ competitionCode: 'BSK-1', season: 1 })).toHaveLength(22 * 6);
  });

  it('refuse competitions without seasons and seasons before the first', () => {
    expect(() => seasonAt({ competitionCode: 'MOBA', instant: new Date(EPOCH) })).toThrow(RangeError);
    expect(() => listSeasonFixtures({ competitionCode: 'NOPE', season: 1 })).toThrow(RangeError);
    expect(() => listSeasonFixtures({ competitionCode: 'FBL-PL', season: 0 })).toThrow(RangeError);
  });

  it('play out a whole season into a table where every side has played 30 and the points add up', () => {
    const matches = listSeasonFixtures({ competitionCode: 'FBL-PL', season: 1 }).map((fixture) => {
      if (fixture.sport !== 'FOOTBALL') throw new Error('football expected');
      const played = simulateEvent({ ...fixture, seed: `season-seed-${fixture.eventId}` });
      if (played.sport !== 'FOOTBALL') throw new Error('football expected');
      const [home, away] = fixture.participants;
      return { homeCode: home.code, awayCode: away.code, ...played.result.result };
    });
    const table = computeStandings({ teams: CATALOGUE.football[0].teams, matches });
    expect(table.every((row) => row.played === 30 && row.won + row.drawn + row.lost === 30)).toBe(true);
    const draws = matches.filter((match) => match.home === match.away).length;
    expect(table.reduce((sum, row) => sum + row.points, 0)).toBe(3 * (240 - draws) + 2 * draws);
    expect(table.reduce((sum, row) => sum + row.goalDifference, 0)).toBe(0);
    // The model shows through over a season: the strongest side finishes above the weakest.
    const position = (code: string) => table.find((row) => row.code === code)?.position ?? 0;
    expect(position('PL-ASA')).toBeLessThan(position('PL-DMF'));
  });
});
