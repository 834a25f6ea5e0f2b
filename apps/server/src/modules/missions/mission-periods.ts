import type { MissionPeriod } from '@lucky/contracts/missions/mission-constants';

/** One period of a mission: [start, end) in UTC, and the key its claims are unique on. */
export type Period = { key: string; start: Date; end: Date };

const DAY_MS = 86_400_000;

function startOfUtcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/** The UTC day of `at`, keyed '2026-11-23'. */
export function dailyPeriod(at: Date): Period {
  const start = startOfUtcDay(at);
  return { key: start.toISOString().slice(0, 10), start, end: new Date(start.getTime() + DAY_MS) };
}

/**
 * The ISO week of `at` (Monday 00:00 UTC to the next Monday), keyed '2026-W48'. The ISO year of
 * a week is the year of its Thursday, so 2026-12-31 can belong to 2027-W01.
 */
export function weeklyPeriod(at: Date): Period {
  const day = startOfUtcDay(at);
  const weekday = (day.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const start = new Date(day.getTime() - weekday * DAY_MS);
  const thursday = new Date(start.getTime() + 3 * DAY_MS);
  const isoYear = thursday.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(isoYear, 0, 4));
  const firstMonday = new Date(firstThursday.getTime() - ((firstThursday.getUTCDay() + 6) % 7) * DAY_MS);
  const week = Math.round((start.getTime() - firstMonday.getTime()) / (7 * DAY_MS)) + 1;
  return { key: `${isoYear}-W${String(week).padStart(2, '0')}`, start, end: new Date(start.getTime() + 7 * DAY_MS) };
}

export function currentPeriod(period: MissionPeriod, at: Date): Period {
  return period === 'DAILY' ? dailyPeriod(at) : weeklyPeriod(at);
}

/** yyyy-MM-dd of a UTC instant, as member_bet_days keys its rows. */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);
