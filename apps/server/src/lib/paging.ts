import { AppError } from '../plugins/app-error.ts';

export type PageRequest = { pageNo: number; pageSize: number; from?: string; to?: string };
export type DateRange = { from: Date | null; until: Date | null };

const DAY_MS = 86_400_000;

function parseBound(text: string, isEnd: boolean): Date {
  const isDay = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const date = new Date(isDay ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(date.getTime())) throw new AppError('request.invalid', `"${text}" is not a date`);
  // A day as the end of a range includes that whole day; `until` is always exclusive.
  if (isEnd) return new Date(date.getTime() + (isDay ? DAY_MS : 1));
  return date;
}

/** The range of a list query: `from` inclusive, `to` inclusive (a whole day when it is a date). */
export function parseDateRange(query: { from?: string; to?: string }): DateRange {
  const from = query.from ? parseBound(query.from, false) : null;
  const until = query.to ? parseBound(query.to, true) : null;
  if (from && until && from >= until)
    throw new AppError('request.invalid', 'The start of the date range is after its end');
  return { from, until };
}

export function toPage<T>(list: T[], totalCount: number, page: PageRequest) {
  return {
    list,
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    totalCount,
    totalPages: Math.ceil(totalCount / page.pageSize),
  };
}

export const offsetOf = (page: PageRequest): number => (page.pageNo - 1) * page.pageSize;
