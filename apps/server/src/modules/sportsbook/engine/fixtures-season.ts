/**
 * Seasons of the round-robin leagues (football, basketball): which season is on at a moment, and all of a season's
 * fixtures — what the league table is built from.
 */
import type { Catalogue } from './catalogue-types.ts';
import { CATALOGUE } from './catalogue.ts';
import {
  DEFAULT_FIXTURE_SCHEDULE,
  listSlotSeries,
  slotStartMs,
  type Fixture,
  type FixtureSchedule,
  type SlotSeries,
} from './fixtures.ts';
import { NOMINAL_DURATION_MS } from './timeline-clock.ts';

type SeasonQuery = { competitionCode: string; schedule?: FixtureSchedule; catalogue?: Catalogue };

function leagueSeries({ competitionCode, schedule, catalogue }: Required<SeasonQuery>): {
  series: SlotSeries;
  rounds: number;
} {
  const series = listSlotSeries(schedule, catalogue).find((s) => s.competition.code === competitionCode);
  if (
    !series ||
    !('teams' in series.competition) ||
    (series.competition.sport !== 'FOOTBALL' && series.competition.sport !== 'BASKETBALL')
  )
    throw new RangeError(`${competitionCode} is not a league that plays seasons`);
  return { series, rounds: 2 * (series.competition.teams.length - 1) };
}

export type SeasonSpan = {
  season: number;
  rounds: number;
  startsAt: Date;
  lastRoundStartsAt: Date;
  nominalEndsAt: Date;
};

/** The season under way at `instant`: the latest whose first round has started (season 1 before the epoch). */
export function seasonAt({
  instant,
  competitionCode,
  schedule = DEFAULT_FIXTURE_SCHEDULE,
  catalogue = CATALOGUE,
}: SeasonQuery & { instant: Date }): SeasonSpan {
  const { series, rounds } = leagueSeries({ competitionCode, schedule, catalogue });
  const origin = schedule.epochMs + series.offsetMs;
  const slot = Math.max(0, Math.floor((instant.getTime() - origin) / series.everyMs));
  const season = Math.floor(slot / rounds) + 1;
  const first = (season - 1) * rounds;
  const lastStart = slotStartMs(series, schedule, first + rounds - 1);
  return {
    season,
    rounds,
    startsAt: new Date(slotStartMs(series, schedule, first)),
    lastRoundStartsAt: new Date(lastStart),
    nominalEndsAt: new Date(lastStart + NOMINAL_DURATION_MS[series.competition.sport]),
  };
}

/** Every fixture of one season of a league, round by round. */
export function listSeasonFixtures({
  season,
  competitionCode,
  schedule = DEFAULT_FIXTURE_SCHEDULE,
  catalogue = CATALOGUE,
}: SeasonQuery & { season: number }): Fixture[] {
  if (!Number.isSafeInteger(season) || season < 1) throw new RangeError(`season must be 1 or more, got ${season}`);
  const { series, rounds } = leagueSeries({ competitionCode, schedule, catalogue });
  const fixtures: Fixture[] = [];
  for (let slot = (season - 1) * rounds; slot < season * rounds; slot += 1)
    fixtures.push(...series.fixturesOf(slot, slotStartMs(series, schedule, slot)));
  return fixtures;
}
