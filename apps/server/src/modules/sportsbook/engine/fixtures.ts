/**
 * The schedule of the in-house book, as pure functions of (catalogue, schedule settings, instant): every server
 * instance computes the same events with the same ids and the same entrants. Each competition has slots every
 * `…EveryMs` from the epoch (slot k starts at epoch + offset + k·interval): a football or basketball slot is a
 * whole matchday of a double round-robin season, an e-sports slot one best-of-three series, a cockfight slot one
 * fight.
 */
import type { Arena, Catalogue, Pairing } from './catalogue-types.ts';
import { CATALOGUE, listCompetitions, type Competition } from './catalogue.ts';
import { doubleRoundRobin, seasonSeating, singleRoundRobin, type IndexPair } from './fixtures-round-robin.ts';
import type { Sport } from './sport-models.ts';
import { NOMINAL_DURATION_MS } from './timeline-clock.ts';

const MINUTE_MS = 60_000;
const MAX_WINDOW_MS = 7 * 24 * 60 * MINUTE_MS;

export type FixtureSchedule = {
  /** Slot 0 of every competition counts from here (plus the competition's offset); a whole minute. */
  epochMs: number;
  footballEveryMs: number;
  basketballEveryMs: number;
  esportsEveryMs: number;
  cockfightEveryMs: number;
  /** How long before its start an event opens for betting. */
  openBeforeMs: Readonly<Record<Sport, number>>;
};

export const DEFAULT_FIXTURE_SCHEDULE: FixtureSchedule = {
  epochMs: Date.UTC(2026, 0, 1),
  footballEveryMs: 5 * MINUTE_MS,
  basketballEveryMs: 4 * MINUTE_MS,
  esportsEveryMs: 6 * MINUTE_MS,
  cockfightEveryMs: 3 * MINUTE_MS,
  openBeforeMs: {
    FOOTBALL: 4 * MINUTE_MS,
    BASKETBALL: 3 * MINUTE_MS,
    MOBA: 5 * MINUTE_MS,
    SHOOTER: 5 * MINUTE_MS,
    COCKFIGHT: 150_000,
  },
};

type FixtureOf<S extends Sport> = {
  eventId: string;
  sport: S;
  competitionCode: string;
  /** Football and basketball: the season (from 1) and its round (matchday, 1 to 2·(teams − 1)); else null. */
  season: number | null;
  round: number | null;
  /** Cockfight: the arena of the fight; else null. */
  arena: Arena | null;
  /** Home first (cockfight: Meron, the higher-rated bird, first). */
  participants: Pairing<S>;
  opensAt: Date;
  startsAt: Date;
  /** Start plus the sport's nominal length; the simulation's `durationMs` says when this event really ends. */
  nominalEndsAt: Date;
};
export type Fixture = { [S in Sport]: FixtureOf<S> }[Sport];

/** One competition's slots: its interval, its offset from the epoch, the fixtures of slot k, and slot by id. */
export type SlotSeries = {
  competition: Competition;
  everyMs: number;
  offsetMs: number;
  fixturesOf: (slot: number, startsAtMs: number) => Fixture[];
  /** The slot an event id (without the `CODE-` prefix) names, or null when it names none. */
  slotOfId: (rest: string) => number | null;
};

const memo = new Map<string, IndexPair[][]>();
/** Round robins by size, built once: the schedule asks for the same few on every slot. */
function rounds(kind: 'single' | 'double', count: number): IndexPair[][] {
  const key = `${kind}:${count}`;
  let value = memo.get(key);
  if (!value) {
    value = kind === 'single' ? singleRoundRobin(count) : doubleRoundRobin(count);
    memo.set(key, value);
  }
  return value;
}
const flatMemo = new Map<number, IndexPair[]>();
function allPairings(count: number): IndexPair[] {
  let value = flatMemo.get(count);
  if (!value) {
    value = rounds('single', count).flat();
    flatMemo.set(count, value);
  }
  return value;
}

function checkSchedule(schedule: FixtureSchedule): void {
  const intervals = [
    schedule.footballEveryMs,
    schedule.basketballEveryMs,
    schedule.esportsEveryMs,
    schedule.cockfightEveryMs,
  ];
  // Whole minutes keep the date-and-time ids (…-20261125-0915) unique within a competition.
  if (!Number.isSafeInteger(schedule.epochMs) || schedule.epochMs % MINUTE_MS !== 0)
    throw new RangeError('epochMs must be a whole minute');
  if (!intervals.every((every) => Number.isSafeInteger(every) && every >= MINUTE_MS && every % MINUTE_MS === 0))
    throw new RangeError('every interval must be a whole number of minutes');
  if (!Object.values(schedule.openBeforeMs).every((lead) => Number.isSafeInteger(lead) && lead >= 0))
    throw new RangeError('openBeforeMs must be non-negative integers');
}

/** `20261125-0915`: the UTC date and time of a start, for the ids of the one-event slots. */
function stampOf(startsAtMs: number): string {
  const iso = new Date(startsAtMs).toISOString();
  return `${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 13)}${iso.slice(14, 16)}`;
}

/** The slot whose start a `20261125-0915` stamp names, for series starting at `originMs` every `everyMs`. */
function slotOfStamp(originMs: number, everyMs: number): (rest: string) => number | null {
  return (rest) => {
    const match = /^(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})$/.exec(rest);
    if (!match) return null;
    const [year, month, day, hour, minute] = match.slice(1).map(Number);
    const startsAtMs = Date.UTC(year, month - 1, day, hour, minute);
    const slot = (startsAtMs - originMs) / everyMs;
    return Number.isSafeInteger(slot) && slot >= 0 && stampOf(startsAtMs) === rest ? slot : null;
  };
}

function phaseTimes(sport: Sport, startsAtMs: number, schedule: FixtureSchedule) {
  return {
    opensAt: new Date(startsAtMs - schedule.openBeforeMs[sport]),
    startsAt: new Date(startsAtMs),
    nominalEndsAt: new Date(startsAtMs + NOMINAL_DURATION_MS[sport]),
  };
}

/** Staggers the competitions of one sport across its interval, on whole minutes, after the sport's own offset. */
function staggered(base: number, index: number, count: number, everyMs: number): number {
  return base + Math.floor((index * everyMs) / count / MINUTE_MS) * MINUTE_MS;
}

function leagueSeries(schedule: FixtureSchedule, catalogue: Catalogue): SlotSeries[] {
  const leagues = [
    ...catalogue.football.map((league, index, all) => ({ league, index, count: all.length, label: 'md' })),
    ...catalogue.basketball.map((league, index, all) => ({ league, index, count: all.length, label: 'r' })),
  ];
  return leagues.map(({ league, index, count, label }) => {
    const football = league.sport === 'FOOTBALL';
    const everyMs = football ? schedule.footballEveryMs : schedule.basketballEveryMs;
    const fixturesOf = (slot: number, startsAtMs: number): Fixture[] => {
      const season = rounds('double', league.teams.length);
      const seasonNumber = Math.floor(slot / season.length) + 1;
      const round = (slot % season.length) + 1;
      const seating = seasonSeating(league.teams.length, seasonNumber - 1);
      return season[round - 1].map(([home, away], match) => {
        const base = {
          eventId: `${league.code}-s${seasonNumber}-${label}${round}-m${match + 1}`,
          competitionCode: league.code,
          season: seasonNumber,
          round,
          arena: null,
          participants: [league.teams[seating[home]], league.teams[seating[away]]] as const,
        };
        const times = phaseTimes(league.sport, startsAtMs, schedule);
        return football ? { ...base, ...times, sport: 'FOOTBALL' } : { ...base, ...times, sport: 'BASKETBALL' };
      });
    };
    const slotOfId = (rest: string): number | null => {
      const match = new RegExp(`^s(\\d+)-${label}(\\d+)-m\\d+$`).exec(rest);
      const length = rounds('double', league.teams.length).length;
      if (!match || Number(match[1]) < 1 || Number(match[2]) < 1 || Number(match[2]) > length) return null;
      return (Number(match[1]) - 1) * length + Number(match[2]) - 1;
    };
    const offsetMs = staggered(football ? 0 : MINUTE_MS, index, count, everyMs);
    return { competition: league, everyMs, offsetMs, fixturesOf, slotOfId };
  });
}

/** The k-th pairing of an endless cycle of single round robins, re-seated each cycle, home and away swapped every other. */
function cyclePairing(count: number, slot: number): IndexPair {
  const pairings = allPairings(count);
  const cycle = Math.floor(slot / pairings.length);
  const seating = seasonSeating(count, cycle);
  const [first, second] = pairings[slot % pairings.length];
  return cycle % 2 === 0 ? [seating[first], seating[second]] : [seating[second], seating[first]];
}

function ratedSeries(schedule: FixtureSchedule, catalogue: Catalogue): SlotSeries[] {
  const titles = catalogue.esports.map((title, index, all): SlotSeries => {
    const offsetMs = staggered(2 * MINUTE_MS, index, all.length, schedule.esportsEveryMs);
    const fixturesOf = (slot: number, startsAtMs: number): Fixture[] => {
      const [home, away] = cyclePairing(title.teams.length, slot);
      const base = {
        eventId: `${title.code}-${stampOf(startsAtMs)}`,
        competitionCode: title.code,
        season: null,
        round: null,
        arena: null,
        participants: [title.teams[home], title.teams[away]] as const,
        ...phaseTimes(title.sport, startsAtMs, schedule),
      };
      return [title.sport === 'MOBA' ? { ...base, sport: 'MOBA' } : { ...base, sport: 'SHOOTER' }];
    };
    const slotOfId = slotOfStamp(schedule.epochMs + offsetMs, schedule.esportsEveryMs);
    return { competition: title, everyMs: schedule.esportsEveryMs, offsetMs, fixturesOf, slotOfId };
  });
  const pool = catalogue.cockfight;
  const fights: SlotSeries = {
    competition: pool,
    everyMs: schedule.cockfightEveryMs,
    offsetMs: MINUTE_MS,
    slotOfId: slotOfStamp(schedule.epochMs + MINUTE_MS, schedule.cockfightEveryMs),
    fixturesOf: (slot, startsAtMs) => {
      const pair = cyclePairing(pool.birds.length, slot).map((index) => pool.birds[index]);
      // Meron is the favourite's corner: the higher-rated bird, the first of the pairing on equal ratings.
      const [meron, wala] = pair[1].rating > pair[0].rating ? [pair[1], pair[0]] : [pair[0], pair[1]];
      return [
        {
          eventId: `${pool.code}-${stampOf(startsAtMs)}`,
          sport: 'COCKFIGHT',
          competitionCode: pool.code,
          season: null,
          round: null,
          arena: pool.arenas[slot % pool.arenas.length],
          participants: [meron, wala],
          ...phaseTimes('COCKFIGHT', startsAtMs, schedule),
        },
      ];
    },
  };
  return [...titles, fights];
}

export function listSlotSeries(schedule: FixtureSchedule, catalogue: Catalogue): SlotSeries[] {
  checkSchedule(schedule);
  const series = [...leagueSeries(schedule, catalogue), ...ratedSeries(schedule, catalogue)];
  const order = listCompetitions(catalogue).map((competition) => competition.code);
  return series.sort((a, b) => order.indexOf(a.competition.code) - order.indexOf(b.competition.code));
}

export const slotStartMs = (series: SlotSeries, schedule: FixtureSchedule, slot: number): number =>
  schedule.epochMs + series.offsetMs + slot * series.everyMs;

/** Every fixture whose start falls in [from, to), by start time, then competition, then match number. */
export function listFixtures({
  from,
  to,
  schedule = DEFAULT_FIXTURE_SCHEDULE,
  catalogue = CATALOGUE,
}: {
  from: Date;
  to: Date;
  schedule?: FixtureSchedule;
  catalogue?: Catalogue;
}): Fixture[] {
  const fromMs = from.getTime();
  const toMs = to.getTime();
  if (!(toMs >= fromMs) || toMs - fromMs > MAX_WINDOW_MS) throw new RangeError('the window must be 0 to 7 days long');
  const fixtures: Fixture[] = [];
  for (const series of listSlotSeries(schedule, catalogue)) {
    const origin = schedule.epochMs + series.offsetMs;
    const first = Math.max(0, Math.ceil((fromMs - origin) / series.everyMs));
    for (let slot = first; slotStartMs(series, schedule, slot) < toMs; slot += 1)
      fixtures.push(...series.fixturesOf(slot, slotStartMs(series, schedule, slot)));
  }
  return fixtures.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** The fixture an event id names under this schedule, or null: what the verify page starts from. */
export function findFixture({
  eventId,
  schedule = DEFAULT_FIXTURE_SCHEDULE,
  catalogue = CATALOGUE,
}: {
  eventId: string;
  schedule?: FixtureSchedule;
  catalogue?: Catalogue;
}): Fixture | null {
  for (const series of listSlotSeries(schedule, catalogue)) {
    const prefix = `${series.competition.code}-`;
    if (!eventId.startsWith(prefix)) continue;
    const slot = series.slotOfId(eventId.slice(prefix.length));
    if (slot === null) continue;
    const found = series.fixturesOf(slot, slotStartMs(series, schedule, slot)).find((f) => f.eventId === eventId);
    if (found) return found;
  }
  return null;
}
