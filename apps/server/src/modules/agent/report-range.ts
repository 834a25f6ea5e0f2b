import { AGENT_REPORT_MAX_DAYS } from '@lucky/contracts/agent/agent-hierarchy';
import { AppError } from '../../plugins/app-error.ts';

const DAY_MS = 86_400_000;

/** A range of whole UTC days: `fromDay`..`toDay` inclusive, and the instants [start, until). */
export type DayRange = { fromDay: string; toDay: string; start: Date; until: Date };

const dayText = (date: Date): string => date.toISOString().slice(0, 10);
const startOfDay = (date: Date): Date => new Date(`${dayText(date)}T00:00:00Z`);

function parseDay(text: string): Date {
  const date = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || dayText(date) !== text)
    throw new AppError('request.invalid', `"${text}" is not a date`);
  return date;
}

function rangeOf(first: Date, last: Date): DayRange {
  if (first > last) throw new AppError('request.invalid', 'The start of the date range is after its end');
  const days = Math.round((last.getTime() - first.getTime()) / DAY_MS) + 1;
  if (days > AGENT_REPORT_MAX_DAYS)
    throw new AppError('request.invalid', `A report covers at most ${AGENT_REPORT_MAX_DAYS} days`);
  return { fromDay: dayText(first), toDay: dayText(last), start: first, until: new Date(last.getTime() + DAY_MS) };
}

export type OverviewRange = 'TODAY' | 'YESTERDAY' | 'THIS_WEEK' | 'THIS_MONTH' | 'CUSTOM';

/** The overview's named ranges; weeks start on Monday, as in the regions the site serves. */
export function resolveOverviewRange(input: { range: OverviewRange; from?: string; to?: string; now: Date }): DayRange {
  const today = startOfDay(input.now);
  switch (input.range) {
    case 'TODAY':
      return rangeOf(today, today);
    case 'YESTERDAY': {
      const yesterday = new Date(today.getTime() - DAY_MS);
      return rangeOf(yesterday, yesterday);
    }
    case 'THIS_WEEK':
      return rangeOf(new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY_MS), today);
    case 'THIS_MONTH':
      return rangeOf(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1)), today);
    case 'CUSTOM':
      if (!input.from || !input.to) throw new AppError('request.invalid', 'A custom range needs from and to');
      return rangeOf(parseDay(input.from), parseDay(input.to));
  }
}

/** A report's days: as given, or the last `defaultDays` days up to today. */
export function resolveDayRange(input: { from?: string; to?: string; now: Date; defaultDays: number }): DayRange {
  const last = input.to ? parseDay(input.to) : startOfDay(input.now);
  const first = input.from ? parseDay(input.from) : new Date(last.getTime() - (input.defaultDays - 1) * DAY_MS);
  return rangeOf(first, last);
}

/** Every day of a range, for a chart series with no gaps. */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let time = range.start.getTime(); time < range.until.getTime(); time += DAY_MS)
    days.push(dayText(new Date(time)));
  return days;
}
