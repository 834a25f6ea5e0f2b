/**
 * A football match from its random stream. The score follows the pricing model exactly: each side's goals in
 * each half are Poisson with half of its `footballGoalRates` rate, drawn first and by inversion; the goal moments,
 * corners and cards are drawn after and never touch the score. EVENTS.md gives the draw order.
 */
import type { RandomStream } from '../../../lib/fair-rng.ts';
import type { Pairing } from './catalogue-types.ts';
import type { FootballResult, FootballState, Side } from './event-state.ts';
import { samplePoisson } from './poisson-sample.ts';
import { footballGoalRates } from './sport-models.ts';
import {
  FOOTBALL_DURATION_MS,
  FOOTBALL_HALF_MINUTES,
  FOOTBALL_MINUTE_MS,
  FOOTBALL_SECOND_HALF_START_MS,
} from './timeline-clock.ts';
import type { TimelineEntry, TimelineKind } from './timeline.ts';

const HALF_MS = FOOTBALL_HALF_MINUTES * FOOTBALL_MINUTE_MS;
/** Colour only: corners per side scale with its attack; cards are the same for both sides. */
const CORNERS_PER_ATTACK = 5;
const YELLOW_CARDS_PER_SIDE = 1.8;
const RED_CARDS_PER_SIDE = 0.06;

export type FootballSimulation = {
  result: FootballResult;
  timeline: TimelineEntry<'FOOTBALL'>[];
  durationMs: number;
};

/** A match incident on the match clock: `clockMs` is 0 to 90 000, 45 000 per half. */
type Incident = { clockMs: number; kind: TimelineKind; side: Side };

const SIDES: readonly Side[] = ['HOME', 'AWAY'];

/** Step 2: each goal's moment within its half, in the order home 1st half, away 1st half, home 2nd, away 2nd. */
function drawGoals(stream: RandomStream, halves: readonly [FootballResult['halfTime'], FootballResult['halfTime']]) {
  const goals: Incident[] = [];
  halves.forEach((half, halfIndex) => {
    for (const side of SIDES) {
      const count = side === 'HOME' ? half.home : half.away;
      for (let goal = 0; goal < count; goal += 1)
        goals.push({ clockMs: halfIndex * HALF_MS + stream.nextInt(HALF_MS), kind: 'GOAL', side });
    }
  });
  return goals;
}

/** Step 3 (colour): per side, home first, the counts of corners, yellow and red cards, then each one's moment. */
function drawColour(stream: RandomStream, participants: Pairing<'FOOTBALL'>): Incident[] {
  const incidents: Incident[] = [];
  SIDES.forEach((side, index) => {
    const counts: [TimelineKind, number][] = [
      ['CORNER', samplePoisson(stream, CORNERS_PER_ATTACK * participants[index].strength.attack)],
      ['YELLOW_CARD', samplePoisson(stream, YELLOW_CARDS_PER_SIDE)],
      ['RED_CARD', samplePoisson(stream, RED_CARDS_PER_SIDE)],
    ];
    for (const [kind, count] of counts)
      for (let i = 0; i < count; i += 1) incidents.push({ clockMs: stream.nextInt(2 * HALF_MS), kind, side });
  });
  return incidents;
}

const realMsOf = (clockMs: number): number =>
  clockMs < HALF_MS ? clockMs : clockMs - HALF_MS + FOOTBALL_SECOND_HALF_START_MS;

function buildTimeline(incidents: Incident[]): TimelineEntry<'FOOTBALL'>[] {
  // Stable sort: at equal moments a goal comes before colour; whistles go in before the incidents of their moment.
  const ordered = [...incidents].sort((a, b) => a.clockMs - b.clockMs);
  let state: FootballState = { minute: 0, home: 0, away: 0, halfTime: null };
  const timeline: TimelineEntry<'FOOTBALL'>[] = [{ atMs: 0, kind: 'KICK_OFF', detail: { minute: 0 }, state }];
  const whistle = (atMs: number, kind: TimelineKind, next: FootballState): void => {
    state = next;
    timeline.push({ atMs, kind, detail: { minute: next.minute }, state });
  };
  let halfTimeDone = false;
  const halfTime = (): void => {
    if (halfTimeDone) return;
    halfTimeDone = true;
    whistle(HALF_MS, 'HALF_TIME', { ...state, minute: 45, halfTime: { home: state.home, away: state.away } });
    whistle(FOOTBALL_SECOND_HALF_START_MS, 'SECOND_HALF', state);
  };
  for (const incident of ordered) {
    if (incident.clockMs >= HALF_MS) halfTime();
    const minute = Math.floor(incident.clockMs / FOOTBALL_MINUTE_MS);
    const scored = incident.kind === 'GOAL';
    state = {
      ...state,
      minute,
      home: state.home + (scored && incident.side === 'HOME' ? 1 : 0),
      away: state.away + (scored && incident.side === 'AWAY' ? 1 : 0),
    };
    // The minute a person reads is the one being played: a goal after 22 minutes is a 23rd-minute goal.
    const detail = { minute: minute + 1 };
    timeline.push({ atMs: realMsOf(incident.clockMs), kind: incident.kind, side: incident.side, detail, state });
  }
  halfTime();
  whistle(FOOTBALL_DURATION_MS, 'FULL_TIME', { ...state, minute: 90 });
  return timeline;
}

export function simulateFootball(stream: RandomStream, participants: Pairing<'FOOTBALL'>): FootballSimulation {
  const [home, away] = participants;
  const rates = footballGoalRates(home.strength, away.strength);
  // Step 1, the score: home 1st half, away 1st half, home 2nd half, away 2nd half.
  const first = { home: samplePoisson(stream, rates.home / 2), away: samplePoisson(stream, rates.away / 2) };
  const second = { home: samplePoisson(stream, rates.home / 2), away: samplePoisson(stream, rates.away / 2) };
  const goals = drawGoals(stream, [first, second]);
  const colour = drawColour(stream, participants);
  return {
    result: { home: first.home + second.home, away: first.away + second.away, halfTime: first },
    timeline: buildTimeline([...goals, ...colour]),
    durationMs: FOOTBALL_DURATION_MS,
  };
}
