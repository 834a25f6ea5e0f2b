/**
 * Report ranges as yyyy-MM-dd days. Days are UTC: the server reads a bare date as a UTC day and
 * groups reports and contract periods by UTC day, so local days would split a row in two.
 */
export type DayRange = { from: string; to: string };
export const QUICK_RANGES = ['today', 'yesterday', 'last7', 'last30'] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

const DAY_MS = 86_400_000;
const dayOf = (time: number): string => new Date(time).toISOString().slice(0, 10);

export function quickRange(range: QuickRange, now: Date = new Date()): DayRange {
  const today = now.getTime();
  switch (range) {
    case 'today':
      return { from: dayOf(today), to: dayOf(today) };
    case 'yesterday':
      return { from: dayOf(today - DAY_MS), to: dayOf(today - DAY_MS) };
    case 'last7':
      return { from: dayOf(today - 6 * DAY_MS), to: dayOf(today) };
    case 'last30':
      return { from: dayOf(today - 29 * DAY_MS), to: dayOf(today) };
  }
}

/** The quick range a range equals, to mark its button. */
export function matchQuickRange(range: DayRange, now: Date = new Date()): QuickRange | null {
  return (
    QUICK_RANGES.find((key) => {
      const quick = quickRange(key, now);
      return quick.from === range.from && quick.to === range.to;
    }) ?? null
  );
}

/** Start after end is the only bad range; an empty bound means open. */
export const isBadRange = (range: DayRange): boolean => Boolean(range.from && range.to && range.from > range.to);

/** Days from `from` to `to`, both included. */
export const daysInRange = (range: DayRange): number =>
  (Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / DAY_MS + 1;
