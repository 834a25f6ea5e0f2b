/**
 * A cockfight from its random stream: the winner (Meron, Wala or a draw) is one `nextFloat` against
 * `cockfightProbabilities`; the fight's length and strikes are drawn after, consistent with it — the winner lands
 * the last, decisive strike; a draw runs to the time limit or ends with both birds down. EVENTS.md gives the draw
 * order.
 */
import type { RandomStream } from '../../../lib/fair-rng.ts';
import type { Pairing } from './catalogue-types.ts';
import type { CockfightResult, CockfightWinner, Side } from './event-state.ts';
import { cockfightProbabilities } from './sport-models.ts';
import { COCKFIGHT_LIMIT_MS } from './timeline-clock.ts';
import type { CockfightLiveState, TimelineEntry } from './timeline.ts';

export type CockfightSimulation = {
  result: CockfightResult;
  timeline: TimelineEntry<'COCKFIGHT'>[];
  durationMs: number;
};

/** A decided fight ends between 15 s and the limit; a double knock-down between 25 s and the limit. */
const DECIDED_MIN_MS = 15_000;
const DOUBLE_KNOCKDOWN_MIN_MS = 25_000;
const STRIKE_MARGIN_MS = 1000;
const DECISIVE_BEFORE_END_MS = 300;

/** Step 1: the winner, by where one uniform falls among Meron's, Wala's and the draw's probabilities. */
export function drawCockfightWinner(stream: RandomStream, participants: Pairing<'COCKFIGHT'>): CockfightWinner {
  const probabilities = cockfightProbabilities(participants[0].rating, participants[1].rating);
  const u = stream.nextFloat();
  if (u < probabilities.meron) return 'MERON';
  return u < probabilities.meron + probabilities.wala ? 'WALA' : 'DRAW';
}

type Strike = { atMs: number; side: Side; decisive: boolean };

/** Step 2 (colour): the end and its reason, then the strikes of each side and their moments. */
function drawFight(
  stream: RandomStream,
  winner: CockfightWinner,
): { endMs: number; reason: string; strikes: Strike[] } {
  if (winner === 'DRAW') {
    const timedOut = stream.nextInt(2) === 0;
    const endMs = timedOut
      ? COCKFIGHT_LIMIT_MS
      : DOUBLE_KNOCKDOWN_MIN_MS + stream.nextInt(COCKFIGHT_LIMIT_MS - DOUBLE_KNOCKDOWN_MIN_MS);
    const counts: [Side, number][] = [
      ['HOME', 1 + stream.nextInt(6)],
      ['AWAY', 1 + stream.nextInt(6)],
    ];
    return { endMs, reason: timedOut ? 'TIME' : 'DOUBLE_KNOCKDOWN', strikes: placeStrikes(stream, counts, endMs) };
  }
  const winnerSide: Side = winner === 'MERON' ? 'HOME' : 'AWAY';
  const endMs = DECIDED_MIN_MS + stream.nextInt(COCKFIGHT_LIMIT_MS - DECIDED_MIN_MS);
  const winnerStrikes = 2 + stream.nextInt(6);
  const counts: [Side, number][] = [
    [winnerSide, winnerStrikes],
    [winnerSide === 'HOME' ? 'AWAY' : 'HOME', stream.nextInt(winnerStrikes + 1)],
  ];
  const strikes = placeStrikes(stream, counts, endMs);
  strikes.push({ atMs: endMs - DECISIVE_BEFORE_END_MS, side: winnerSide, decisive: true });
  return { endMs, reason: 'KNOCKOUT', strikes };
}

function placeStrikes(stream: RandomStream, counts: readonly [Side, number][], endMs: number): Strike[] {
  const strikes: Strike[] = [];
  for (const [side, count] of counts)
    for (let i = 0; i < count; i += 1) {
      const atMs = STRIKE_MARGIN_MS + stream.nextInt(endMs - 2 * STRIKE_MARGIN_MS);
      strikes.push({ atMs, side, decisive: false });
    }
  return strikes.sort((a, b) => a.atMs - b.atMs);
}

export function simulateCockfight(stream: RandomStream, participants: Pairing<'COCKFIGHT'>): CockfightSimulation {
  const winner = drawCockfightWinner(stream, participants);
  const fight = drawFight(stream, winner);
  let state: CockfightLiveState = { seconds: 0, meronStrikes: 0, walaStrikes: 0, winner: null };
  const timeline: TimelineEntry<'COCKFIGHT'>[] = [{ atMs: 0, kind: 'FIGHT_START', detail: {}, state }];
  for (const strike of fight.strikes) {
    state = {
      ...state,
      seconds: Math.floor(strike.atMs / 1000),
      meronStrikes: state.meronStrikes + (strike.side === 'HOME' ? 1 : 0),
      walaStrikes: state.walaStrikes + (strike.side === 'AWAY' ? 1 : 0),
    };
    timeline.push({
      atMs: strike.atMs,
      kind: 'STRIKE',
      side: strike.side,
      detail: { decisive: strike.decisive ? 1 : 0 },
      state,
    });
  }
  state = { ...state, seconds: Math.floor(fight.endMs / 1000), winner };
  const side: Side | undefined = winner === 'MERON' ? 'HOME' : winner === 'WALA' ? 'AWAY' : undefined;
  const end: TimelineEntry<'COCKFIGHT'> = {
    atMs: fight.endMs,
    kind: 'FIGHT_END',
    detail: { winner, reason: fight.reason },
    state,
  };
  timeline.push(side ? { ...end, side } : end);
  return { result: { winner }, timeline, durationMs: fight.endMs };
}
