import type { LotterySchedule } from '../../db/schema/lottery.ts';
import {
  addDaysToLocalDate,
  findNextElottDraw,
  findNextFourDDraw,
  type ScheduledDraw,
} from './engine/elott-schedule.ts';
import { listVnDrawsOfDate } from './engine/vn-schedule.ts';
import { localDateOf } from './engine/zoned-time.ts';

/** A draw to create: its key within the game, the station for a Vietnamese draw, and its sale window. */
export type PlannedDraw = { drawKey: string; station: string | null; opensAt: Date; stopsSaleAt: Date; drawAt: Date };

export type GameCalendar = { schedule: LotterySchedule; timeZone: string; stopSaleSeconds: number };

/** How far ahead draws exist: enough for the longest chase of a fast game, and a week of daily and weekly games. */
export const MAX_CHASE_DRAWS = 120;
const DAYS_AHEAD = 7;

const fromScheduled = (draw: ScheduledDraw): PlannedDraw => ({
  drawKey: draw.drawId,
  station: null,
  opensAt: draw.opensAt,
  stopsSaleAt: draw.stopsSaleAt,
  drawAt: draw.drawAt,
});

function nextIntervalDraws(
  calendar: GameCalendar & { schedule: { type: 'interval' } },
  after: Date,
  count: number,
): PlannedDraw[] {
  const cadence = {
    intervalMinutes: calendar.schedule.minutes,
    stopSaleSeconds: calendar.stopSaleSeconds,
    timeZone: calendar.timeZone,
  };
  const draws: PlannedDraw[] = [];
  let draw = findNextElottDraw({ instant: after, cadence });
  while (draws.length < count) {
    draws.push(fromScheduled(draw));
    draw = findNextElottDraw({ instant: draw.drawAt, cadence });
  }
  return draws;
}

/**
 * Each station of the region's day is its own draw. The sale of a day's draws opens when the region drew the day
 * before (the board players wait for), and stops `stopSaleSeconds` before the draw.
 */
function vnDrawsOfDate(calendar: GameCalendar & { schedule: { type: 'vn' } }, date: string): PlannedDraw[] {
  const region = calendar.schedule.region;
  const previous = listVnDrawsOfDate({ date: addDaysToLocalDate(date, -1), timeZone: calendar.timeZone }).find(
    (draw) => draw.region === region,
  );
  return listVnDrawsOfDate({ date, timeZone: calendar.timeZone })
    .filter((draw) => draw.region === region)
    .map((draw) => ({
      drawKey: draw.drawId,
      station: draw.station.code,
      opensAt: previous?.drawAt ?? new Date(draw.drawAt.getTime() - 86_400_000),
      stopsSaleAt: new Date(draw.drawAt.getTime() - calendar.stopSaleSeconds * 1000),
      drawAt: draw.drawAt,
    }));
}

/**
 * The draws of a game that draw after `after`: `count` of them for fast and weekly games; for a Vietnamese
 * region every station of the next `DAYS_AHEAD` days (or `count` + 1 days, for a chase of Miền Bắc).
 */
export function planDraws({
  calendar,
  after,
  count,
}: {
  calendar: GameCalendar;
  after: Date;
  count: number;
}): PlannedDraw[] {
  const { schedule } = calendar;
  if (schedule.type === 'interval') return nextIntervalDraws({ ...calendar, schedule }, after, count);
  if (schedule.type === 'weekly') {
    const fourD = {
      timeZone: calendar.timeZone,
      drawTime: schedule.time,
      weekdays: schedule.weekdays,
      stopSaleSeconds: calendar.stopSaleSeconds,
    };
    const draws: PlannedDraw[] = [];
    let instant = after;
    while (draws.length < Math.max(count, 3)) {
      const draw = findNextFourDDraw({ instant, calendar: fourD });
      draws.push(fromScheduled(draw));
      instant = draw.drawAt;
    }
    return draws;
  }
  const draws: PlannedDraw[] = [];
  let date = localDateOf({ instant: after, timeZone: calendar.timeZone });
  for (let day = 0; day < Math.max(DAYS_AHEAD, count + 1); day += 1) {
    draws.push(
      ...vnDrawsOfDate({ ...calendar, schedule }, date).filter((draw) => draw.drawAt.getTime() > after.getTime()),
    );
    date = addDaysToLocalDate(date, 1);
  }
  return draws;
}
