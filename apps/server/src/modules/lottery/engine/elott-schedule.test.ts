import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FOUR_D_CALENDAR,
  countElottDrawsOfDay,
  findNextElottDraw,
  findNextFourDDraw,
  parseElottDrawId,
  salePhaseOf,
  scheduleElottDraw,
  scheduleFourDDraw,
  type ElottCadence,
} from './elott-schedule.ts';

const VN = 'Asia/Ho_Chi_Minh'; // UTC+7, no daylight saving
const oneMinute: ElottCadence = { intervalMinutes: 1, stopSaleSeconds: 10, timeZone: VN };
const threeMinutes: ElottCadence = { intervalMinutes: 3, stopSaleSeconds: 20, timeZone: VN };
const fiveMinutes: ElottCadence = { intervalMinutes: 5, stopSaleSeconds: 30, timeZone: VN };
const at = (iso: string): Date => new Date(iso);

describe('fast draws every 1, 3 and 5 minutes', () => {
  it('numbers the draws of the local day from 00:00 local', () => {
    expect(countElottDrawsOfDay({ localDate: '2026-11-24', cadence: oneMinute })).toBe(1440);
    expect(countElottDrawsOfDay({ localDate: '2026-11-24', cadence: threeMinutes })).toBe(480);
    expect(countElottDrawsOfDay({ localDate: '2026-11-24', cadence: fiveMinutes })).toBe(288);
    // Draw 517 of a one-minute game is at 08:36 local, 01:36 UTC.
    const draw = parseElottDrawId({ drawId: '20261124-0517', cadence: oneMinute });
    expect(draw.drawAt).toEqual(at('2026-11-24T01:36:00Z'));
    expect(draw.opensAt).toEqual(at('2026-11-24T01:35:00Z'));
    expect(draw.stopsSaleAt).toEqual(at('2026-11-24T01:35:50Z'));
    expect(scheduleElottDraw({ localDate: '2026-11-24', drawNumber: 288, cadence: fiveMinutes }).drawAt).toEqual(
      at('2026-11-24T16:55:00Z'),
    );
  });

  it('crosses midnight: 23:59:30 local sells the first draw of the next local day, opened at 23:59', () => {
    const draw = findNextElottDraw({ instant: at('2026-11-24T16:59:30Z'), cadence: oneMinute });
    expect(draw.drawId).toBe('20261125-0001');
    expect(draw.drawAt).toEqual(at('2026-11-24T17:00:00Z'));
    expect(draw.opensAt).toEqual(at('2026-11-24T16:59:00Z'));
    expect(salePhaseOf({ instant: at('2026-11-24T16:59:30Z'), draw })).toBe('OPEN');
    expect(salePhaseOf({ instant: at('2026-11-24T16:59:50Z'), draw })).toBe('CLOSED');
    expect(salePhaseOf({ instant: at('2026-11-24T17:00:00Z'), draw })).toBe('DRAWN');
    expect(salePhaseOf({ instant: at('2026-11-24T16:58:59Z'), draw })).toBe('NOT_OPEN');
  });

  it('moves to the next draw at the very instant of a draw', () => {
    expect(findNextElottDraw({ instant: at('2026-11-24T17:00:00Z'), cadence: oneMinute }).drawId).toBe('20261125-0002');
    expect(findNextElottDraw({ instant: at('2026-11-24T16:59:59.999Z'), cadence: oneMinute }).drawId).toBe(
      '20261125-0001',
    );
    // Three minutes: the last draw 480 is at 23:57 local; at 23:57 exactly the next is tomorrow's first.
    expect(findNextElottDraw({ instant: at('2026-11-24T16:56:59Z'), cadence: threeMinutes }).drawId).toBe(
      '20261124-0480',
    );
    const first = findNextElottDraw({ instant: at('2026-11-24T16:57:00Z'), cadence: threeMinutes });
    expect(first.drawId).toBe('20261125-0001');
    expect(first.opensAt).toEqual(at('2026-11-24T16:57:00Z'));
    expect(first.stopsSaleAt).toEqual(at('2026-11-24T16:59:40Z'));
    // The UTC date differs from the local date in the morning of UTC+7.
    expect(findNextElottDraw({ instant: at('2026-11-24T18:02:00Z'), cadence: fiveMinutes }).drawId).toBe(
      '20261125-0014',
    ); // 01:02 local: draw 14 at 01:05
  });

  it('keeps ids and instants consistent over a whole day', () => {
    let instant = at('2026-11-23T17:00:00Z');
    for (let n = 2; n <= 480; n += 1) {
      const draw = findNextElottDraw({ instant, cadence: threeMinutes });
      expect(draw.drawNumber).toBe(n);
      expect(parseElottDrawId({ drawId: draw.drawId, cadence: threeMinutes })).toEqual(draw);
      instant = draw.drawAt;
    }
  });

  it('has fewer or more draws on daylight-saving days', () => {
    const ny: ElottCadence = { intervalMinutes: 1, stopSaleSeconds: 5, timeZone: 'America/New_York' };
    expect(countElottDrawsOfDay({ localDate: '2026-03-08', cadence: ny })).toBe(1380);
    expect(countElottDrawsOfDay({ localDate: '2026-11-01', cadence: ny })).toBe(1500);
  });

  it('refuses a bad cadence or draw id', () => {
    expect(() =>
      findNextElottDraw({ instant: at('2026-11-24T00:00:00Z'), cadence: { ...oneMinute, stopSaleSeconds: 60 } }),
    ).toThrow(RangeError);
    expect(() =>
      findNextElottDraw({ instant: at('2026-11-24T00:00:00Z'), cadence: { ...oneMinute, intervalMinutes: 7 } }),
    ).toThrow(RangeError);
    expect(() => parseElottDrawId({ drawId: '20261124-1441', cadence: oneMinute })).toThrow(/1 to 1440/);
    expect(() => parseElottDrawId({ drawId: '2026-11-24-1', cadence: oneMinute })).toThrow(/YYYYMMDD-NNNN/);
  });
});

describe('4D draws on Wednesday, Saturday and Sunday', () => {
  const calendar = DEFAULT_FOUR_D_CALENDAR; // 19:00 Asia/Kuala_Lumpur (UTC+8), sale stops 15 minutes before
  it('finds the next draw day and opens sale at the previous draw', () => {
    const wednesday = findNextFourDDraw({ instant: at('2026-11-24T03:00:00Z'), calendar }); // a Tuesday
    expect(wednesday.drawId).toBe('20261125');
    expect(wednesday.drawAt).toEqual(at('2026-11-25T11:00:00Z'));
    expect(wednesday.stopsSaleAt).toEqual(at('2026-11-25T10:45:00Z'));
    expect(wednesday.opensAt).toEqual(at('2026-11-22T11:00:00Z')); // the Sunday before
    const saturday = findNextFourDDraw({ instant: at('2026-11-25T11:00:00Z'), calendar });
    expect(saturday.localDate).toBe('2026-11-28');
    const sunday = findNextFourDDraw({ instant: at('2026-11-28T11:00:00Z'), calendar });
    expect(sunday.localDate).toBe('2026-11-29');
    expect(sunday.opensAt).toEqual(at('2026-11-28T11:00:00Z'));
  });

  it('uses the local date across UTC midnight', () => {
    // 2026-11-25T17:00Z is Thursday 01:00 in Kuala Lumpur though still Wednesday in UTC.
    expect(findNextFourDDraw({ instant: at('2026-11-25T17:00:00Z'), calendar }).localDate).toBe('2026-11-28');
    // Wednesday 18:59:59 local: still that evening's draw, sale closed.
    const draw = findNextFourDDraw({ instant: at('2026-11-25T10:59:59Z'), calendar });
    expect(draw.localDate).toBe('2026-11-25');
    expect(salePhaseOf({ instant: at('2026-11-25T10:59:59Z'), draw })).toBe('CLOSED');
    expect(() => scheduleFourDDraw({ localDate: '2026-11-24', calendar })).toThrow(/not a 4D draw day/);
  });
});
