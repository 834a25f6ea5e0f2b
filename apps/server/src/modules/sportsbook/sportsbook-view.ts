import type {
  SportEvent,
  SportLiveState,
  SportMarket,
  SportEventResult,
} from '@lucky/contracts/sportsbook/sportsbook-schemas';
import { SPORT_CATEGORY } from '@lucky/contracts/sportsbook/sportsbook-schemas';
import type { EventResult } from './engine/event-state.ts';
import type { PricedMarket } from './engine/price-event.ts';
import type { Sport } from './engine/sport-models.ts';
import type { SportState, TimelineEntry } from './engine/timeline.ts';
import { findCompetition } from './engine/catalogue.ts';
import { isRevealed, type EventMoment } from './event-board.ts';
import type { SportEventRow } from './sportsbook-events.repository.ts';

type Entrant = { code: string; name: string; shortName: string };

/** Goals, points, maps or strikes of a state. */
export function scoreOf(sport: Sport, state: SportState[Sport]): { home: number; away: number } {
  if (sport === 'FOOTBALL' || sport === 'BASKETBALL') {
    const s = state as SportState['FOOTBALL'];
    return { home: s.home, away: s.away };
  }
  if (sport === 'COCKFIGHT') {
    const s = state as SportState['COCKFIGHT'];
    return { home: s.meronStrikes, away: s.walaStrikes };
  }
  const s = state as SportState['MOBA'];
  return { home: s.mapsHome, away: s.mapsAway };
}

export function liveStateView(sport: Sport, state: SportState[Sport]): SportLiveState {
  return { sport, ...state } as SportLiveState;
}

export function resultView(result: EventResult): SportEventResult {
  return { sport: result.sport, ...result.result } as SportEventResult;
}

export function participantsOf(event: SportEventRow): [Entrant, Entrant] {
  const [home, away] = event.participants as Entrant[];
  const pick = (entrant: Entrant) => ({ code: entrant.code, name: entrant.name, shortName: entrant.shortName });
  return [pick(home), pick(away)];
}

export function marketView(market: PricedMarket, suspended: boolean): SportMarket {
  return {
    key: market.key,
    type: market.type,
    line: market.line,
    suspended: suspended || market.suspended,
    selections: market.selections.map((selection) => ({ key: selection.key, oddsMilli: selection.odds })),
  };
}

export function timelineView(sport: Sport, entries: readonly TimelineEntry[]) {
  return entries.map((entry) => ({
    atMs: entry.atMs,
    kind: entry.kind,
    side: entry.side ?? null,
    detail: { ...entry.detail },
    score: scoreOf(sport, entry.state),
  }));
}

/** The event as every page shows it: nothing of the seed, the result or the end before they happen. */
export function eventView(event: SportEventRow, moment: EventMoment, now: Date, isBettable: boolean): SportEvent {
  const sport = event.sport as Sport;
  const revealed = isRevealed(event, now);
  const result = revealed && event.result ? resultView(event.result as EventResult) : null;
  const live = moment.phase === 'LIVE';
  return {
    eventId: event.id,
    sport,
    category: SPORT_CATEGORY[sport],
    competitionCode: event.competitionCode,
    competitionName: findCompetition(event.competitionCode)?.name ?? event.competitionCode,
    season: event.season,
    round: event.round,
    arena: event.arena,
    participants: participantsOf(event),
    opensAt: event.opensAt.toISOString(),
    startsAt: event.startsAt.toISOString(),
    expectedEndsAt: event.expectedEndsAt.toISOString(),
    endedAt: revealed ? event.endsAt.toISOString() : null,
    status: moment.phase,
    seedHash: event.seedHash,
    seed: revealed ? event.seed : null,
    elapsedMs: live ? Math.max(0, Math.round(moment.elapsedMs)) : null,
    state: liveStateView(sport, revealed || live ? moment.state : (moment.state as SportState[Sport])),
    score: scoreOf(sport, moment.state),
    result,
    isBettable,
  };
}
