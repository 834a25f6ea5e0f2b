/**
 * Wall-clock arithmetic in an IANA time zone with Intl only (no date library, no Date.now()): schedules receive the
 * instant and the zone, so a draw's instant is a pure function of its local date and time.
 */

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})$/;

export type LocalDate = string; // YYYY-MM-DD
export type LocalTime = string; // HH:MM

function parseLocalDate(date: LocalDate): { year: number; month: number; day: number } {
  const match = DATE_PATTERN.exec(date);
  if (!match) throw new RangeError(`date must be YYYY-MM-DD, got ${date}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) throw new RangeError(`no such date ${date}`);
  return { year, month, day };
}

function parseLocalTime(time: LocalTime): { hour: number; minute: number } {
  const match = TIME_PATTERN.exec(time);
  const hour = Number(match?.[1]);
  const minute = Number(match?.[2]);
  if (!match || hour > 23 || minute > 59) throw new RangeError(`time must be HH:MM, got ${time}`);
  return { hour, minute };
}

/** Building a formatter costs far more than using one, and the schedules ask for the same few zones every second. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Throws RangeError on an unknown zone, which is the error we want (and nothing is cached).
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function wallClockAsUtcMs(instantMs: number, formatter: Intl.DateTimeFormat): number {
  const parts = Object.fromEntries(formatter.formatToParts(new Date(instantMs)).map((part) => [part.type, part.value]));
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

/** The instant at which the wall clock of `timeZone` shows `date time`. */
export function zonedDateTimeToInstant({
  date,
  time,
  timeZone,
}: {
  date: LocalDate;
  time: LocalTime;
  timeZone: string;
}): Date {
  const { year, month, day } = parseLocalDate(date);
  const { hour, minute } = parseLocalTime(time);
  const formatter = formatterFor(timeZone);
  const wallMs = Date.UTC(year, month - 1, day, hour, minute);
  // Two passes settle the offset even when the first guess lands on the other side of a DST change.
  let instantMs = wallMs - (wallClockAsUtcMs(wallMs, formatter) - wallMs);
  instantMs = wallMs - (wallClockAsUtcMs(instantMs, formatter) - instantMs);
  return new Date(instantMs);
}

/** The local calendar date of an instant in `timeZone`. */
export function localDateOf({ instant, timeZone }: { instant: Date; timeZone: string }): LocalDate {
  const wall = new Date(wallClockAsUtcMs(instant.getTime(), formatterFor(timeZone)));
  return wall.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday, as Date#getDay; a calendar date has the same weekday in every zone. */
export function weekdayOfLocalDate(date: LocalDate): number {
  const { year, month, day } = parseLocalDate(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}
