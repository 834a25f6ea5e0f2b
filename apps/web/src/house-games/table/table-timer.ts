// The table's clock on the player's screen: the server's time (each state answer carries it) less the device's, so
// the countdown runs from the device clock between answers and never drifts from the server's rounds.
import type { TablePhase, TableState } from './table-types.ts';

/**
 * The server clock's lead over the device's, in ms, from one answer: the server read its clock somewhere between
 * sending the request and receiving the answer, so the midpoint is the best guess (error at most half the trip).
 */
export function clockOffset(serverTime: string, sentAt: number, receivedAt: number): number {
  return Date.parse(serverTime) - (sentAt + receivedAt) / 2;
}

/** Keeps the offset of the quickest trip seen lately: the one with the smallest error bound. */
export type ClockSync = { offset: number; tripMs: number };
export function syncClock(
  previous: ClockSync | null,
  serverTime: string,
  sentAt: number,
  receivedAt: number,
): ClockSync {
  const sample = { offset: clockOffset(serverTime, sentAt, receivedAt), tripMs: receivedAt - sentAt };
  // A slower trip replaces the kept one only when it disagrees by more than both trips could explain.
  if (!previous || sample.tripMs <= previous.tripMs) return sample;
  const tolerance = (sample.tripMs + previous.tripMs) / 2;
  return Math.abs(sample.offset - previous.offset) > tolerance ? sample : previous;
}

export type Countdown = {
  phase: TablePhase;
  /** ms left in the phase (0 once it is over). */
  remainingMs: number;
  /** How much of the phase is left, 1 at its start, 0 at its end. */
  fraction: number;
  /** Whole seconds shown on the ring. */
  seconds: number;
};

/** The round's phase and time left at server time `serverNow`, from the round's own times. */
export function countdown(round: TableState['round'], serverNow: number): Countdown {
  const opens = Date.parse(round.opensAt);
  const closes = Date.parse(round.closesAt);
  const result = Date.parse(round.resultAt);
  const ends = Date.parse(round.endsAt);
  const [phase, from, to]: [TablePhase, number, number] =
    round.phase === 'SHUFFLING'
      ? ['SHUFFLING', opens, ends]
      : serverNow < closes
        ? ['BETTING', opens, closes]
        : serverNow < result
          ? ['DEALING', closes, result]
          : ['RESULT', result, ends];
  const remainingMs = Math.max(0, to - serverNow);
  const fraction = to > from ? Math.min(1, remainingMs / (to - from)) : 0;
  return { phase, remainingMs, fraction, seconds: Math.ceil(remainingMs / 1000) };
}

/** The next phase boundary after `serverNow` (close, result, end), or null when the round is over. */
export function nextBoundary(round: TableState['round'], serverNow: number): number | null {
  const times = [round.closesAt, round.resultAt, round.endsAt].map((time) => Date.parse(time));
  return times.find((time) => time > serverNow) ?? null;
}
