import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue.ts';
import { doubleRoundRobin, seasonSeating, singleRoundRobin } from './fixtures-round-robin.ts';
import { DEFAULT_FIXTURE_SCHEDULE, findFixture, listFixtures, type Fixture } from './fixtures.ts';

const EPOCH = DEFAULT_FIXTURE_SCHEDULE.epochMs;
const MINUTE = 60_000;
const at = (ms: number) => new Date(ms);

describe('round robins', () => {
  it.each([2, 8, 10, 12, 16, 24])(
    'with %i entrants: every pair meets once home and once away, each side once a round',
    (n) => {
      const rounds = doubleRoundRobin(n);
      expect(rounds).toHaveLength(2 * (n - 1));
      const ordered = new Set<string>();
      for (const round of rounds) {
        expect(round).toHaveLength(n / 2);
        expect(new Set(round.flat()).size).toBe(n);
        for (const [home, away] of round) ordered.add(`${home}-${away}`);
      }
      // n·(n − 1) distinct ordered pairs among 2(n − 1)·n/2 matches: each ordered pair exactly once.
      expect(ordered.size).toBe(n * (n - 1));
      for (let team = 0; team < n; team += 1) {
        const homes = rounds.filter((round) => round.some(([home]) => home === team)).length;
        expect(homes).toBe(n - 1);
        const firstHalfHomes = singleRoundRobin(n).filter((round) => round.some(([home]) => home === team)).length;
        expect([n / 2 - 1, n / 2]).toContain(firstHalfHomes);
        // Home and away alternate: never more than three of one in a row across the season.
        const pattern = rounds.map((round) => (round.some(([home]) => home === team) ? 'H' : 'A')).join('');
        expect(pattern).not.toMatch(/HHHH|AAAA/);
      }
    },
  );

  it('refuses an odd or tiny number of entrants', () => {
    expect(() => singleRoundRobin(7)).toThrow(RangeError);
    expect(() => singleRoundRobin(0)).toThrow(RangeError);
  });

  it('seats each season as a permutation, differently from one season to the next', () => {
    const seatings = Array.from({ length: 40 }, (_, season) => seasonSeating(16, season));
    for (const seating of seatings) expect([...seating].sort((a, b) => a - b)).toEqual([...Array(16).keys()]);
    expect(new Set(seatings.map((seating) => seating.join(','))).size).toBe(40);
  });
});

function seasonOf(code: string, season: number): Fixture[] {
  const from = EPOCH + (season - 1) * 30 * 5 * MINUTE;
  return listFixtures({ from: at(from), to: at(from + 30 * 5 * MINUTE) }).filter((f) => f.competitionCode === code);
}

describe('football fixtures', () => {
  it.each(['FBL-PL', 'FBL-LL'])(
    '%s: a season is 30 matchdays of 8, each team meeting each other home and away',
    (code) => {
      const season = seasonOf(code, 2);
      expect(season).toHaveLength(240);
      const league = CATALOGUE.football.find((l) => l.code === code);
      const pairs = new Set(season.map((f) => `${f.participants[0].code}>${f.participants[1].code}`));
      expect(pairs.size).toBe(240);
      for (const team of league?.teams ?? []) {
        expect(season.filter((f) => f.participants[0].code === team.code)).toHaveLength(15);
        expect(season.filter((f) => f.participants[1].code === team.code)).toHaveLength(15);
      }
      const matchdays = new Map<number, Fixture[]>();
      for (const f of season) matchdays.set(f.round ?? 0, [...(matchdays.get(f.round ?? 0) ?? []), f]);
      expect([...matchdays.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
      for (const [round, fixtures] of matchdays) {
        expect(fixtures).toHaveLength(8);
        expect(new Set(fixtures.flatMap((f) => f.participants.map((p) => p.code))).size).toBe(16);
        // One start per matchday, a matchday every five minutes.
        expect(new Set(fixtures.map((f) => f.startsAt.getTime())).size).toBe(1);
        const offset = code === 'FBL-PL' ? 0 : 2 * MINUTE; // the second league starts half an interval later, on a minute
        expect(fixtures[0].startsAt.getTime()).toBe(EPOCH + offset + (30 + round - 1) * 5 * MINUTE);
        expect(fixtures.map((f) => f.eventId)).toEqual(fixtures.map((_, m) => `${code}-s2-md${round}-m${m + 1}`));
      }
    },
  );

  it('gives each fixture its phases: opens four minutes before the start, nominally ends 105 s after', () => {
    const [fixture] = seasonOf('FBL-PL', 1);
    expect(fixture.eventId).toBe('FBL-PL-s1-md1-m1');
    expect(fixture.opensAt.getTime()).toBe(fixture.startsAt.getTime() - 4 * MINUTE);
    expect(fixture.nominalEndsAt.getTime()).toBe(fixture.startsAt.getTime() + 105_000);
    expect(fixture.sport).toBe('FOOTBALL');
    expect(fixture.arena).toBeNull();
  });

  it('plays a new season in a new order', () => {
    const firstDay = (season: number) =>
      seasonOf('FBL-PL', season)
        .filter((f) => f.round === 1)
        .map((f) => `${f.participants[0].code}>${f.participants[1].code}`)
        .join();
    expect(firstDay(1)).not.toBe(firstDay(2));
    expect(firstDay(2)).not.toBe(firstDay(3));
  });
});

describe('the whole schedule', () => {
  const dayStart = Date.UTC(2026, 10, 25);
  const day = listFixtures({ from: at(dayStart), to: at(dayStart + 24 * 60 * MINUTE) });
  const count = (code: string) => day.filter((f) => f.competitionCode === code).length;

  it('runs every competition at its cadence', () => {
    expect(count('FBL-PL')).toBe(288 * 8);
    expect(count('FBL-LL')).toBe(288 * 8);
    expect(count('BSK-1')).toBe(360 * 6);
    expect(count('MOBA')).toBe(240);
    expect(count('SHOOT')).toBe(240);
    expect(count('COCK')).toBe(480);
    expect(new Set(day.map((f) => f.eventId)).size).toBe(day.length);
    const starts = day.map((f) => f.startsAt.getTime());
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('is a pure function of the window: the same list every time, and windows join without gap or overlap', () => {
    const again = listFixtures({ from: at(dayStart), to: at(dayStart + 24 * 60 * MINUTE) });
    expect(again).toEqual(day);
    const split = dayStart + 7 * 60 * MINUTE + 30_000;
    const halves = [
      ...listFixtures({ from: at(dayStart), to: at(split) }),
      ...listFixtures({ from: at(split), to: at(dayStart + 24 * 60 * MINUTE) }),
    ];
    expect(halves.map((f) => f.eventId).sort()).toEqual(day.map((f) => f.eventId).sort());
  });

  it('names the one-event slots by their UTC start and finds every fixture again by its id', () => {
    const fight = day.find((f) => f.competitionCode === 'COCK');
    expect(fight?.eventId).toMatch(/^COCK-20261125-\d{4}$/);
    expect(fight?.eventId.slice(-4)).toBe(fight?.startsAt.toISOString().slice(11, 16).replace(':', ''));
    for (const fixture of day.filter((_, index) => index % 97 === 0))
      expect(findFixture({ eventId: fixture.eventId })).toEqual(fixture);
    for (const code of ['MOBA', 'SHOOT', 'COCK', 'BSK-1']) {
      const first = day.find((f) => f.competitionCode === code);
      expect(first && findFixture({ eventId: first.eventId })).toEqual(first);
    }
  });

  it('finds nothing for ids that name no fixture', () => {
    for (const eventId of [
      'FBL-PL-s0-md1-m1',
      'FBL-PL-s1-md31-m1',
      'FBL-PL-s1-md1-m9',
      'BSK-1-s1-md1-m1',
      'COCK-20261125-0915',
      'COCK-20261125-2460',
      'COCK-20251125-0915',
      'GOLF-20261125-0915',
      '',
    ])
      expect(findFixture({ eventId })).toBeNull();
  });

  it('pairs e-sports teams through every pairing once a cycle, and puts the higher-rated bird in Meron', () => {
    const fromEpoch = listFixtures({ from: at(EPOCH), to: at(EPOCH + 45 * 6 * MINUTE) });
    const moba = fromEpoch.filter((f) => f.competitionCode === 'MOBA');
    expect(moba).toHaveLength(45);
    const unordered = new Set(
      moba.map((f) =>
        f.participants
          .map((p) => p.code)
          .sort()
          .join('|'),
      ),
    );
    expect(unordered.size).toBe(45);
    for (const fight of day.filter((f) => f.sport === 'COCKFIGHT')) {
      if (fight.sport !== 'COCKFIGHT') continue;
      expect(fight.participants[0].rating).toBeGreaterThanOrEqual(fight.participants[1].rating);
      expect(fight.opensAt.getTime()).toBe(fight.startsAt.getTime() - 150_000);
    }
    const arenas = day.filter((f) => f.sport === 'COCKFIGHT').map((f) => f.arena?.code);
    expect(new Set(arenas.slice(0, 2)).size).toBe(2);
  });

  it('lists nothing before the epoch, includes a start at the window opening and excludes one at its close', () => {
    expect(listFixtures({ from: at(EPOCH - 60 * MINUTE), to: at(EPOCH) })).toEqual([]);
    const opening = listFixtures({ from: at(EPOCH), to: at(EPOCH + 1) });
    expect(opening.map((f) => f.eventId)).toEqual(Array.from({ length: 8 }, (_, m) => `FBL-PL-s1-md1-m${m + 1}`));
    expect(listFixtures({ from: at(EPOCH + 1), to: at(EPOCH + MINUTE) })).toEqual([]);
  });

  it('refuses a schedule off whole minutes and windows backwards or over a week long', () => {
    const schedule = { ...DEFAULT_FIXTURE_SCHEDULE, cockfightEveryMs: 90_000 };
    expect(() => listFixtures({ from: at(EPOCH), to: at(EPOCH + MINUTE), schedule })).toThrow(RangeError);
    expect(() => listFixtures({ from: at(EPOCH + MINUTE), to: at(EPOCH) })).toThrow(RangeError);
    expect(() => listFixtures({ from: at(EPOCH), to: at(EPOCH + 8 * 24 * 60 * MINUTE) })).toThrow(RangeError);
  });
});
