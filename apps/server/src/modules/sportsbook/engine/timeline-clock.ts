/**
 * How match time maps to real time in the played-out events, per sport. The simulators place their entries with
 * these constants and `stateAt` runs the clock between entries with them, so both agree on every instant.
 */
import { BASKETBALL_OVERTIME_MINUTES, BASKETBALL_QUARTER_MINUTES, type Sport } from './sport-models.ts';

/** Football: one match minute is one second; two halves of 45 s around a 15 s half-time: 105 s in all. */
export const FOOTBALL_MINUTE_MS = 1000;
export const FOOTBALL_HALF_MINUTES = 45;
export const FOOTBALL_HALF_TIME_MS = 15_000;
export const FOOTBALL_SECOND_HALF_START_MS = FOOTBALL_HALF_MINUTES * FOOTBALL_MINUTE_MS + FOOTBALL_HALF_TIME_MS;
export const FOOTBALL_DURATION_MS = FOOTBALL_SECOND_HALF_START_MS + FOOTBALL_HALF_MINUTES * FOOTBALL_MINUTE_MS;

/** Basketball: two seconds a game minute; 3 s between quarters, 8 s at half-time, 3 s before each overtime. */
export const BASKETBALL_MINUTE_MS = 2000;
const BASKETBALL_QUARTER_BREAK_MS = 3000;
const BASKETBALL_HALF_TIME_MS = 8000;
const BASKETBALL_OVERTIME_BREAK_MS = 3000;
const QUARTER_MS = BASKETBALL_QUARTER_MINUTES * BASKETBALL_MINUTE_MS;
const OVERTIME_MS = BASKETBALL_OVERTIME_MINUTES * BASKETBALL_MINUTE_MS;
const REGULATION_PERIODS = 4;
const REGULATION_END_MS = 4 * QUARTER_MS + 2 * BASKETBALL_QUARTER_BREAK_MS + BASKETBALL_HALF_TIME_MS;

export type PeriodWindow = { startMs: number; lengthMs: number; startMinute: number; minutes: number };

/** Period `index` (0–3 the quarters, 4 on the overtimes) in real time and in game minutes. */
export function basketballPeriod(index: number): PeriodWindow {
  if (!Number.isInteger(index) || index < 0) throw new RangeError(`period index must be 0 or more, got ${index}`);
  if (index < REGULATION_PERIODS) {
    const breaks = [0, BASKETBALL_QUARTER_BREAK_MS, BASKETBALL_QUARTER_BREAK_MS + BASKETBALL_HALF_TIME_MS];
    const before = index === 3 ? breaks[2] + BASKETBALL_QUARTER_BREAK_MS : breaks[index];
    return {
      startMs: index * QUARTER_MS + before,
      lengthMs: QUARTER_MS,
      startMinute: index * BASKETBALL_QUARTER_MINUTES,
      minutes: BASKETBALL_QUARTER_MINUTES,
    };
  }
  const overtime = index - REGULATION_PERIODS;
  return {
    startMs: REGULATION_END_MS + BASKETBALL_OVERTIME_BREAK_MS + overtime * (BASKETBALL_OVERTIME_BREAK_MS + OVERTIME_MS),
    lengthMs: OVERTIME_MS,
    startMinute: REGULATION_PERIODS * BASKETBALL_QUARTER_MINUTES + overtime * BASKETBALL_OVERTIME_MINUTES,
    minutes: BASKETBALL_OVERTIME_MINUTES,
  };
}

/** E-sports: a MOBA map lasts 40 to 50 s; a shooter round 1.5 s; 10 s (MOBA) or 8 s (shooter) between maps. */
export const MOBA_MAP_MIN_MS = 40_000;
export const MOBA_MAP_SPREAD_MS = 10_000;
export const MOBA_MAP_BREAK_MS = 10_000;
export const SHOOTER_ROUND_MS = 1500;
export const SHOOTER_MAP_BREAK_MS = 8000;

/** A fight lasts at most 45 s; the time limit ends it in a draw. */
export const COCKFIGHT_LIMIT_MS = 45_000;

/**
 * The length the schedule reserves for an event: the whole of a football match, regulation in basketball, three
 * full maps in e-sports, a fight to the limit. Overtimes and long shooter maps can run past it; an event's own end
 * is its simulation's `durationMs`.
 */
export const NOMINAL_DURATION_MS: Readonly<Record<Sport, number>> = {
  FOOTBALL: FOOTBALL_DURATION_MS,
  BASKETBALL: REGULATION_END_MS,
  MOBA: 3 * (MOBA_MAP_MIN_MS + MOBA_MAP_SPREAD_MS) + 2 * MOBA_MAP_BREAK_MS,
  SHOOTER: 3 * 24 * SHOOTER_ROUND_MS + 2 * SHOOTER_MAP_BREAK_MS,
  COCKFIGHT: COCKFIGHT_LIMIT_MS,
};

/** Football minutes played at `elapsedMs` after kick-off: the clock stands at 45 through half-time. */
export function footballMinuteAt(elapsedMs: number): number {
  const halfMs = FOOTBALL_HALF_MINUTES * FOOTBALL_MINUTE_MS;
  if (elapsedMs <= 0) return 0;
  if (elapsedMs < halfMs) return Math.floor(elapsedMs / FOOTBALL_MINUTE_MS);
  if (elapsedMs < FOOTBALL_SECOND_HALF_START_MS) return FOOTBALL_HALF_MINUTES;
  const secondHalf = Math.floor((elapsedMs - FOOTBALL_SECOND_HALF_START_MS) / FOOTBALL_MINUTE_MS);
  return FOOTBALL_HALF_MINUTES + Math.min(secondHalf, FOOTBALL_HALF_MINUTES);
}

/**
 * Basketball game minutes (fractional) at `elapsedMs` when `periodsStarted` periods have begun: the clock runs
 * within the latest period and stands at its end during the break after it.
 */
export function basketballMinuteAt(elapsedMs: number, periodsStarted: number): number {
  if (periodsStarted < 1 || elapsedMs <= 0) return 0;
  const period = basketballPeriod(periodsStarted - 1);
  const run = Math.min(Math.max(elapsedMs - period.startMs, 0), period.lengthMs);
  return period.startMinute + run / BASKETBALL_MINUTE_MS;
}
