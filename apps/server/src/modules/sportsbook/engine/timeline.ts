/**
 * The live timeline of a played-out event: entries at real-time offsets from the start, each carrying the sport's
 * live state after it. The web shows the entries; the odds engine prices in play from `stateAt`. Entries hold
 * codes and numbers only (kind, side, detail), so each site language words them itself.
 */
import type { BasketballState, CockfightWinner, FootballState, MobaState, ShooterState, Side } from './event-state.ts';
import type { Sport } from './sport-models.ts';
import { basketballMinuteAt, footballMinuteAt } from './timeline-clock.ts';

/** A fight is not priced in play; its state is what the page shows: strikes landed and, at the end, the winner. */
export type CockfightLiveState = {
  seconds: number;
  meronStrikes: number;
  walaStrikes: number;
  winner: CockfightWinner | null;
};

export type SportState = {
  FOOTBALL: FootballState;
  BASKETBALL: BasketballState;
  MOBA: MobaState;
  SHOOTER: ShooterState;
  COCKFIGHT: CockfightLiveState;
};

export const TIMELINE_KINDS = [
  // football
  'KICK_OFF',
  'GOAL',
  'YELLOW_CARD',
  'RED_CARD',
  'CORNER',
  'HALF_TIME',
  'SECOND_HALF',
  'FULL_TIME',
  // basketball
  'PERIOD_START',
  'BASKET',
  'PERIOD_END',
  'FINAL',
  // e-sports
  'MAP_START',
  'KILL',
  'TOWER',
  'OBJECTIVE',
  'ROUND',
  'MAP_END',
  'SERIES_END',
  // cockfight
  'FIGHT_START',
  'STRIKE',
  'FIGHT_END',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** The numbers and codes of an entry (minute, points, map, round, reason …); EVENTS.md lists them per kind. */
export type TimelineDetail = Readonly<Record<string, number | string>>;

export type TimelineEntry<S extends Sport = Sport> = {
  /** Real-time offset from the event's start, in milliseconds. */
  atMs: number;
  kind: TimelineKind;
  side?: Side;
  detail: TimelineDetail;
  /** The live state right after this entry. */
  state: SportState[S];
};

const INITIAL_STATES: { [S in Sport]: SportState[S] } = {
  FOOTBALL: { minute: 0, home: 0, away: 0, halfTime: null },
  BASKETBALL: { minute: 0, home: 0, away: 0, periods: [] },
  MOBA: { mapsHome: 0, mapsAway: 0 },
  SHOOTER: { mapsHome: 0, mapsAway: 0, roundsHome: 0, roundsAway: 0 },
  COCKFIGHT: { seconds: 0, meronStrikes: 0, walaStrikes: 0, winner: null },
};

/** The pre-match state of a sport: what the odds engine prices before the start. */
export function initialState<S extends Sport>(sport: S): SportState[S] {
  return INITIAL_STATES[sport];
}

/** Index of the last entry at or before `elapsedMs` (−1 before the first); entries are in time order. */
function lastEntryIndex(timeline: readonly TimelineEntry[], elapsedMs: number): number {
  let low = 0;
  let high = timeline.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (timeline[middle].atMs <= elapsedMs) low = middle + 1;
    else high = middle;
  }
  return low - 1;
}

/**
 * The live state `elapsedMs` after the start: the state of the last entry at or before that moment, with the
 * match clock run on to the moment (football minutes, basketball minutes, fight seconds); the pre-match state
 * before the first entry and the final state from the last entry on.
 */
export function stateAt<S extends Sport>(
  timeline: readonly TimelineEntry<S>[],
  elapsedMs: number,
  sport: S,
): SportState[S] {
  const index = lastEntryIndex(timeline, elapsedMs);
  if (index < 0) return initialState(sport);
  const state: SportState[Sport] = timeline[index].state;
  if (index === timeline.length - 1) return state as SportState[S];
  if (sport === 'FOOTBALL') {
    const football = state as FootballState;
    return { ...football, minute: footballMinuteAt(elapsedMs) } as SportState[S];
  }
  if (sport === 'BASKETBALL') {
    const basketball = state as BasketballState;
    const started = countPeriodStarts(timeline, index);
    return { ...basketball, minute: basketballMinuteAt(elapsedMs, started) } as SportState[S];
  }
  if (sport === 'COCKFIGHT') {
    return { ...(state as CockfightLiveState), seconds: Math.floor(elapsedMs / 1000) } as SportState[S];
  }
  return state as SportState[S];
}

function countPeriodStarts(timeline: readonly TimelineEntry[], lastIndex: number): number {
  let count = 0;
  for (let i = 0; i <= lastIndex; i += 1) if (timeline[i].kind === 'PERIOD_START') count += 1;
  return count;
}

/** After a goal or a red card, football markets stay suspended this long (five match minutes). */
export const FOOTBALL_INCIDENT_SUSPENSION_MS = 5000;

/**
 * Whether in-play markets are suspended at `elapsedMs`: from the end on in every sport; a fight from its start
 * (never priced in play); a MOBA series while a map is played (only its state between maps is priced); football
 * for a few seconds after a goal or a red card. Basketball and shooter rounds are priced throughout.
 */
export function marketsSuspendedAt(timeline: readonly TimelineEntry[], elapsedMs: number, sport: Sport): boolean {
  const index = lastEntryIndex(timeline, elapsedMs);
  if (index < 0) return false;
  if (index === timeline.length - 1 || sport === 'COCKFIGHT') return true;
  for (let i = index; i >= 0; i -= 1) {
    const entry = timeline[i];
    if (sport === 'MOBA' && (entry.kind === 'MAP_START' || entry.kind === 'MAP_END')) return entry.kind === 'MAP_START';
    if (sport !== 'FOOTBALL') continue;
    if (elapsedMs - entry.atMs >= FOOTBALL_INCIDENT_SUSPENSION_MS) return false;
    if (entry.kind === 'GOAL' || entry.kind === 'RED_CARD') return true;
  }
  return false;
}
