export type Clock = { now: Date; advance(ms: number): void };

const LATE_EVENING = '23:50';

/**
 * Where a test app's clock starts: 23:50 UTC of the real date, or the real time if that is later. The date must
 * be the real one because rows the database stamps itself (`created_at default now()`, seeded notices) carry the
 * database's date, and the app must never be behind them, or what was just written would not have "started" yet.
 * Starting late in the evening makes every run the hard case instead of one hour a day: any test that moves the
 * clock ten minutes crosses midnight (the merchant's day is the UTC day; no time zone is configured anywhere), so a
 * test that depends on the hour fails at once, wherever and whenever it runs. `TEST_CLOCK_START` overrides it with
 * a time of day (`10:00`, UTC) or a full ISO instant, to try a suite at another hour.
 */
export function testClockStart(setting = process.env.TEST_CLOCK_START, today = new Date()): Date {
  const timeOfDay = /^(\d{2}):(\d{2})$/.exec(setting ?? LATE_EVENING);
  if (timeOfDay) {
    const start = Date.UTC(
      today.getUTCFullYear(),
      today.getUTCMonth(),
      today.getUTCDate(),
      Number(timeOfDay[1]),
      Number(timeOfDay[2]),
    );
    return new Date(setting ? start : Math.max(start, today.getTime()));
  }
  const instant = new Date(setting!);
  if (Number.isNaN(instant.getTime()))
    throw new Error(`TEST_CLOCK_START must be HH:MM (UTC) or an ISO instant, not "${setting}"`);
  return instant;
}
