import {
  localDateOf,
  weekdayOfLocalDate,
  zonedDateTimeToInstant,
  type LocalDate,
  type LocalTime,
} from './zoned-time.ts';

/**
 * A draw on the calendar. Sale opens when the previous draw of the game is drawn and stops `stopSaleSeconds` before
 * this one, so exactly one draw is on sale at a time and the gap before each draw lets the bets settle in.
 */
export type ScheduledDraw = {
  drawId: string;
  localDate: LocalDate;
  drawNumber: number;
  opensAt: Date;
  stopsSaleAt: Date;
  drawAt: Date;
};
export type SalePhase = 'NOT_OPEN' | 'OPEN' | 'CLOSED' | 'DRAWN';

/** A fast game drawing every `intervalMinutes` all day long, in the merchant's time zone. */
export type ElottCadence = { intervalMinutes: number; stopSaleSeconds: number; timeZone: string };
export const ELOTT_INTERVALS_MINUTES: readonly number[] = [1, 3, 5];

const MINUTE_MS = 60_000;

export function addDaysToLocalDate(date: LocalDate, days: number): LocalDate {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

const localMidnight = (date: LocalDate, timeZone: string): number =>
  zonedDateTimeToInstant({ date, time: '00:00', timeZone }).getTime();

function checkCadence({ intervalMinutes, stopSaleSeconds }: ElottCadence): void {
  if (!Number.isInteger(intervalMinutes) || intervalMinutes < 1 || 1440 % intervalMinutes !== 0)
    throw new RangeError(`intervalMinutes must divide a day, got ${intervalMinutes}`);
  if (!Number.isInteger(stopSaleSeconds) || stopSaleSeconds < 0 || stopSaleSeconds >= intervalMinutes * 60)
    throw new RangeError(`stopSaleSeconds must be 0 to under the interval, got ${stopSaleSeconds}`);
}

/**
 * Draws run on elapsed time from local midnight (draw 1 at 00:00, draw k at midnight + (k − 1) × interval), so a
 * day of 23 or 25 hours in a zone with daylight saving simply has fewer or more draws; the zones we serve have none,
 * where a day has 1440 / interval draws (1440, 480, 288).
 */
export function countElottDrawsOfDay({ localDate, cadence }: { localDate: LocalDate; cadence: ElottCadence }): number {
  checkCadence(cadence);
  const dayMs =
    localMidnight(addDaysToLocalDate(localDate, 1), cadence.timeZone) - localMidnight(localDate, cadence.timeZone);
  return Math.ceil(dayMs / (cadence.intervalMinutes * MINUTE_MS));
}

/** `20261124-0517`: the local date and the draw number of the day, so ids sort in draw order. */
export function formatElottDrawId(localDate: LocalDate, drawNumber: number): string {
  return `${localDate.replaceAll('-', '')}-${String(drawNumber).padStart(4, '0')}`;
}

function drawInstantMs({
  localDate,
  drawNumber,
  cadence,
}: {
  localDate: LocalDate;
  drawNumber: number;
  cadence: ElottCadence;
}): number {
  return localMidnight(localDate, cadence.timeZone) + (drawNumber - 1) * cadence.intervalMinutes * MINUTE_MS;
}

export function scheduleElottDraw({
  localDate,
  drawNumber,
  cadence,
}: {
  localDate: LocalDate;
  drawNumber: number;
  cadence: ElottCadence;
}): ScheduledDraw {
  const perDay = countElottDrawsOfDay({ localDate, cadence });
  if (!Number.isInteger(drawNumber) || drawNumber < 1 || drawNumber > perDay)
    throw new RangeError(`draw number must be 1 to ${perDay}, got ${drawNumber}`);
  const drawAt = drawInstantMs({ localDate, drawNumber, cadence });
  // Draw 1 opens when the last draw of the day before is drawn: the sale window crosses midnight.
  const previous =
    drawNumber > 1
      ? drawInstantMs({ localDate, drawNumber: drawNumber - 1, cadence })
      : (() => {
          const day = addDaysToLocalDate(localDate, -1);
          return drawInstantMs({
            localDate: day,
            drawNumber: countElottDrawsOfDay({ localDate: day, cadence }),
            cadence,
          });
        })();
  return {
    drawId: formatElottDrawId(localDate, drawNumber),
    localDate,
    drawNumber,
    opensAt: new Date(previous),
    stopsSaleAt: new Date(drawAt - cadence.stopSaleSeconds * 1000),
    drawAt: new Date(drawAt),
  };
}

export function parseElottDrawId({ drawId, cadence }: { drawId: string; cadence: ElottCadence }): ScheduledDraw {
  const match = /^(\d{4})(\d{2})(\d{2})-(\d{4})$/.exec(drawId);
  if (!match) throw new RangeError(`draw id must be YYYYMMDD-NNNN, got ${drawId}`);
  return scheduleElottDraw({ localDate: `${match[1]}-${match[2]}-${match[3]}`, drawNumber: Number(match[4]), cadence });
}

/** The next draw strictly after `instant`: a draw exactly at `instant` is being drawn, no longer on sale. */
export function findNextElottDraw({ instant, cadence }: { instant: Date; cadence: ElottCadence }): ScheduledDraw {
  checkCadence(cadence);
  const localDate = localDateOf({ instant, timeZone: cadence.timeZone });
  const elapsed = instant.getTime() - localMidnight(localDate, cadence.timeZone);
  const drawNumber = Math.floor(elapsed / (cadence.intervalMinutes * MINUTE_MS)) + 2;
  if (drawNumber <= countElottDrawsOfDay({ localDate, cadence }))
    return scheduleElottDraw({ localDate, drawNumber, cadence });
  return scheduleElottDraw({ localDate: addDaysToLocalDate(localDate, 1), drawNumber: 1, cadence });
}

export function salePhaseOf({ instant, draw }: { instant: Date; draw: ScheduledDraw }): SalePhase {
  const at = instant.getTime();
  if (at < draw.opensAt.getTime()) return 'NOT_OPEN';
  if (at < draw.stopsSaleAt.getTime()) return 'OPEN';
  return at < draw.drawAt.getTime() ? 'CLOSED' : 'DRAWN';
}

/** 4D (SEA): a draw on given weekdays (0 = Sunday … 6 = Saturday) at one local time; the id is its local date. */
export type FourDCalendar = {
  timeZone: string;
  drawTime: LocalTime;
  weekdays: readonly number[];
  stopSaleSeconds: number;
};
export const DEFAULT_FOUR_D_CALENDAR: FourDCalendar = {
  timeZone: 'Asia/Kuala_Lumpur',
  drawTime: '19:00',
  weekdays: [3, 6, 0],
  stopSaleSeconds: 15 * 60,
};

const isFourDDay = (date: LocalDate, calendar: FourDCalendar): boolean =>
  calendar.weekdays.includes(weekdayOfLocalDate(date));
const fourDInstant = (date: LocalDate, calendar: FourDCalendar): Date =>
  zonedDateTimeToInstant({ date, time: calendar.drawTime, timeZone: calendar.timeZone });

function checkFourDCalendar(calendar: FourDCalendar): void {
  if (calendar.weekdays.length === 0 || !calendar.weekdays.every((d) => Number.isInteger(d) && d >= 0 && d <= 6))
    throw new RangeError('weekdays must be a non-empty list of 0 to 6');
  if (!Number.isInteger(calendar.stopSaleSeconds) || calendar.stopSaleSeconds < 0)
    throw new RangeError('stopSaleSeconds must be a non-negative integer');
}

/** The 4D draw of a local date, which must be a draw day. */
export function scheduleFourDDraw({
  localDate,
  calendar,
}: {
  localDate: LocalDate;
  calendar: FourDCalendar;
}): ScheduledDraw {
  checkFourDCalendar(calendar);
  if (!isFourDDay(localDate, calendar)) throw new RangeError(`${localDate} is not a 4D draw day`);
  let previous = addDaysToLocalDate(localDate, -1);
  while (!isFourDDay(previous, calendar)) previous = addDaysToLocalDate(previous, -1);
  const drawAt = fourDInstant(localDate, calendar);
  return {
    drawId: localDate.replaceAll('-', ''),
    localDate,
    drawNumber: 1,
    opensAt: fourDInstant(previous, calendar),
    stopsSaleAt: new Date(drawAt.getTime() - calendar.stopSaleSeconds * 1000),
    drawAt,
  };
}

export function findNextFourDDraw({ instant, calendar }: { instant: Date; calendar: FourDCalendar }): ScheduledDraw {
  checkFourDCalendar(calendar);
  let date = localDateOf({ instant, timeZone: calendar.timeZone });
  while (!isFourDDay(date, calendar) || fourDInstant(date, calendar).getTime() <= instant.getTime())
    date = addDaysToLocalDate(date, 1);
  return scheduleFourDDraw({ localDate: date, calendar });
}
