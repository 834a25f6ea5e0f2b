/*
 * Promotion periods in UTC, like every day boundary of the site (bet roll-ups, withdrawal
 * limits). A period key names one period: 'ONCE', a day '2026-11-23', or an ISO week '2026-W48'.
 */
export type PromotionPeriod = 'ONCE' | 'DAILY' | 'WEEKLY';
export type PeriodWindow = { key: string; start: Date; end: Date };

const DAY_MS = 86_400_000;

export const dayKey = (at: Date): string => at.toISOString().slice(0, 10);
export const startOfUtcDay = (at: Date): Date =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

/** The ISO week: weeks start on Monday and belong to the year of their Thursday. */
function isoWeekKey(monday: Date): string {
  const thursday = new Date(monday.getTime() + 3 * DAY_MS);
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = Math.floor((thursday.getTime() - yearStart) / DAY_MS / 7) + 1;
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** The period that contains `now`; a ONCE period is the promotion's whole window. */
export function periodAt(
  period: PromotionPeriod,
  now: Date,
  promotion: { startsAt: Date; endsAt: Date },
): PeriodWindow {
  if (period === 'ONCE') return { key: 'ONCE', start: promotion.startsAt, end: promotion.endsAt };
  const day = startOfUtcDay(now);
  if (period === 'DAILY') return { key: dayKey(day), start: day, end: new Date(day.getTime() + DAY_MS) };
  const monday = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
  return { key: isoWeekKey(monday), start: monday, end: new Date(monday.getTime() + 7 * DAY_MS) };
}
