/**
 * The windows limits count in: fixed periods of 24 hours, 7 days and 30 days following each other from the member's
 * anchor (the moment the first limit was set), so "used" and "resets at" are the same for every product.
 */
export const PERIOD_MS = { DAY: 86_400_000, WEEK: 7 * 86_400_000, MONTH: 30 * 86_400_000 } as const;
export type Period = keyof typeof PERIOD_MS;
export const PERIODS = Object.keys(PERIOD_MS) as Period[];

export function windowStart(anchor: Date, now: Date, period: Period): Date {
  const length = PERIOD_MS[period];
  const elapsed = Math.max(0, now.getTime() - anchor.getTime());
  return new Date(anchor.getTime() + Math.floor(elapsed / length) * length);
}

export function windowEnd(anchor: Date, now: Date, period: Period): Date {
  return new Date(windowStart(anchor, now, period).getTime() + PERIOD_MS[period]);
}

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
