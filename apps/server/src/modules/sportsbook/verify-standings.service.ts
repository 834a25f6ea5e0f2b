import type { AppContext } from '../../app-context.ts';
import { hashServerSeed } from '../../lib/fair-rng.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { Pairing } from './engine/catalogue-types.ts';
import { findCompetition } from './engine/catalogue.ts';
import type { EventResult } from './engine/event-state.ts';
import { simulateEvent } from './engine/simulate-event.ts';
import type { Sport } from './engine/sport-models.ts';
import { computeStandings, FOOTBALL_POINTS } from './engine/standings.ts';
import { isRevealed, momentAt } from './event-board.ts';
import { findEvent, findLatestSeason, findSeasonResults } from './sportsbook-events.repository.ts';
import { eventView, resultView } from './sportsbook-view.ts';

const METHOD =
  'seedHash = SHA-256(seed as UTF-8 text). The event replays from the stream whose block j is HMAC-SHA256(key = seed, ' +
  'message = "<eventId>:<j>"), read as eight big-endian 32-bit words, in the draw order of its sport (EVENTS.md): ' +
  'the result first, then the colour of the timeline, from the participants and their ratings shown.';

/** JSON with object keys sorted: a jsonb column gives the stored result back with its keys in its own order. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** Replays an ended event from its revealed seed; refused before the end (the seed is still secret). */
export async function verifySportsEvent(ctx: AppContext, eventId: string) {
  const now = ctx.now();
  const event = await findEvent(ctx.database.db, eventId);
  if (!event) throw new AppError('sports.event.not.found');
  if (!isRevealed(event, now) || event.result === null) throw new AppError('sports.event.not.ended');
  const replay = simulateEvent({
    sport: event.sport as Sport,
    eventId: event.id,
    seed: event.seed,
    participants: event.participants as unknown as Pairing<'FOOTBALL'>,
  } as Parameters<typeof simulateEvent>[0]);
  const stored = event.result as EventResult;
  return {
    event: eventView(event, momentAt(event, now), now, false),
    recomputedSeedHash: hashServerSeed(event.seed),
    isSeedHashMatch: hashServerSeed(event.seed) === event.seedHash,
    recomputedResult: resultView(replay.result),
    isResultMatch: canonicalJson(replay.result) === canonicalJson(stored),
    timelineEntries: replay.timeline.length,
    isTimelineMatch: event.endsAt.getTime() === event.startsAt.getTime() + replay.durationMs,
    method: METHOD,
  };
}

/** A league's table for a season from its finished matches (basketball counts 2 for a win, 1 for a loss). */
export async function readStandings(ctx: AppContext, query: { competitionCode: string; season?: number }) {
  const competition = findCompetition(query.competitionCode);
  if (!competition || (competition.sport !== 'FOOTBALL' && competition.sport !== 'BASKETBALL'))
    throw new AppError('sports.standings.none');
  const season = query.season ?? (await findLatestSeason(ctx.database.db, competition.code, ctx.now())) ?? 1;
  const now = ctx.now();
  const rows = (await findSeasonResults(ctx.database.db, competition.code, season)).filter((event) =>
    isRevealed(event, now),
  );
  const matches = rows.map((event) => {
    const [home, away] = event.participants as { code: string }[];
    const result = (event.result as EventResult).result as { home: number; away: number };
    return { homeCode: home.code, awayCode: away.code, home: result.home, away: result.away };
  });
  const teams = 'teams' in competition ? competition.teams.map((team) => ({ code: team.code, name: team.name })) : [];
  const perRound = teams.length / 2;
  const roundsDone = new Map<number, number>();
  for (const event of rows) roundsDone.set(event.round ?? 0, (roundsDone.get(event.round ?? 0) ?? 0) + 1);
  return {
    competitionCode: competition.code,
    competitionName: competition.name,
    sport: competition.sport,
    season,
    roundsPlayed: [...roundsDone.values()].filter((count) => count === perRound).length,
    rows: computeStandings({
      teams,
      matches,
      pointsRule: competition.sport === 'BASKETBALL' ? { win: 2, draw: 1, loss: 1 } : FOOTBALL_POINTS,
    }),
  };
}
