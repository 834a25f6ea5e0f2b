import type { Terms } from './contract-terms.ts';

/*
 * Settlement periods, all in UTC: real time 5 minutes, hourly salary 1 hour, daily wage 1 day,
 * dividends a day, a week (Monday to Sunday), half a month (1st–15th, 16th–end) or a month.
 * A contract is paid for every whole period inside its live span [startsAt, endsAt).
 */

export type Period = { start: Date; end: Date };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const FIXED: Record<string, number> = { REALTIME: 5 * MINUTE, HOURLY: HOUR, DAILY_WAGE: DAY };

const utcDate = (year: number, month: number, day: number): Date => new Date(Date.UTC(year, month, day));

/** The period of these terms that contains `at`. */
export function periodContaining(terms: Terms, at: Date): Period {
  const fixed = FIXED[terms.kind];
  if (fixed) {
    const start = Math.floor(at.getTime() / fixed) * fixed;
    return { start: new Date(start), end: new Date(start + fixed) };
  }
  const period = terms.kind === 'DIVIDEND' ? terms.period : 'DAILY';
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth();
  const day = at.getUTCDate();
  switch (period) {
    case 'DAILY':
      return { start: utcDate(year, month, day), end: utcDate(year, month, day + 1) };
    case 'WEEKLY': {
      const sinceMonday = (at.getUTCDay() + 6) % 7;
      return { start: utcDate(year, month, day - sinceMonday), end: utcDate(year, month, day - sinceMonday + 7) };
    }
    case 'SEMI_MONTHLY':
      return day <= 15
        ? { start: utcDate(year, month, 1), end: utcDate(year, month, 16) }
        : { start: utcDate(year, month, 16), end: utcDate(year, month + 1, 1) };
    case 'MONTHLY':
      return { start: utcDate(year, month, 1), end: utcDate(year, month + 1, 1) };
  }
}

/** The first whole period starting at or after `at`. */
export function firstPeriodFrom(terms: Terms, at: Date): Period {
  const containing = periodContaining(terms, at);
  return containing.start.getTime() === at.getTime() ? containing : periodContaining(terms, containing.end);
}

export const nextPeriod = (terms: Terms, period: Period): Period => periodContaining(terms, period.end);

/** yyyy-MM-dd of a UTC instant (days of member_bet_days). */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);
