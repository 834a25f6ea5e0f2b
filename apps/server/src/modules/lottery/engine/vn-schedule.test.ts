import { describe, expect, it } from 'vitest';
import { countPrizeNumbers, countPrizeNumbersWithDigits, VN_REGIONS, VN_TIME_ZONE } from './vn-regions.ts';
import { listVnDrawsOfDate } from './vn-schedule.ts';
import { localDateOf, weekdayOfLocalDate, zonedDateTimeToInstant } from './zoned-time.ts';

describe('VN region structure', () => {
  it('has 27 numbers in MB and 18 per station in MN and MT', () => {
    expect(countPrizeNumbers(VN_REGIONS.MB)).toBe(27);
    expect(countPrizeNumbers(VN_REGIONS.MN)).toBe(18);
    expect(countPrizeNumbers(VN_REGIONS.MT)).toBe(18);
  });

  it('derives the bao lô coverage: MB 27/23/20, MN and MT 18/17/16', () => {
    expect([2, 3, 4].map((digits) => countPrizeNumbersWithDigits(VN_REGIONS.MB, digits))).toEqual([27, 23, 20]);
    expect([2, 3, 4].map((digits) => countPrizeNumbersWithDigits(VN_REGIONS.MN, digits))).toEqual([18, 17, 16]);
    expect([2, 3, 4].map((digits) => countPrizeNumbersWithDigits(VN_REGIONS.MT, digits))).toEqual([18, 17, 16]);
  });

  it('has the special prize at 5 digits in MB and 6 in the south', () => {
    expect(VN_REGIONS.MB.prizeTiers.find((tier) => tier.prize === 'special')?.digits).toBe(5);
    expect(VN_REGIONS.MN.prizeTiers.find((tier) => tier.prize === 'special')?.digits).toBe(6);
  });

  it('gives every weekday stations in every region, with unique codes within a day', () => {
    for (const region of Object.values(VN_REGIONS)) {
      expect(region.stationsByWeekday).toHaveLength(7);
      for (const stations of region.stationsByWeekday) {
        expect(stations.length).toBeGreaterThan(0);
        expect(new Set(stations.map((station) => station.code)).size).toBe(stations.length);
      }
    }
  });
});

describe('listVnDrawsOfDate', () => {
  it('lists MN Saturday with its four stations, TP.HCM first', () => {
    const draws = listVnDrawsOfDate({ date: '2026-11-28', timeZone: VN_TIME_ZONE }).filter(
      (draw) => draw.region === 'MN',
    );
    expect(draws.map((draw) => draw.station.code)).toEqual(['HCM', 'LA', 'BP', 'HG']);
  });

  it('lists MN Monday TP.HCM, Đồng Tháp, Cà Mau and MT Monday Thừa Thiên Huế, Phú Yên', () => {
    const draws = listVnDrawsOfDate({ date: '2026-11-23', timeZone: VN_TIME_ZONE });
    expect(draws.filter((draw) => draw.region === 'MN').map((draw) => draw.station.name)).toEqual([
      'TP. Hồ Chí Minh',
      'Đồng Tháp',
      'Cà Mau',
    ]);
    expect(draws.filter((draw) => draw.region === 'MT').map((draw) => draw.station.name)).toEqual([
      'Thừa Thiên Huế',
      'Phú Yên',
    ]);
  });

  it('puts the draws at 16:15, 17:15 and 18:15 Vietnam time, i.e. 09:15, 10:15 and 11:15 UTC', () => {
    const draws = listVnDrawsOfDate({ date: '2026-11-24', timeZone: VN_TIME_ZONE });
    expect(draws.find((draw) => draw.region === 'MN')?.drawAt.toISOString()).toBe('2026-11-24T09:15:00.000Z');
    expect(draws.find((draw) => draw.region === 'MT')?.drawAt.toISOString()).toBe('2026-11-24T10:15:00.000Z');
    const mb = draws.filter((draw) => draw.region === 'MB');
    expect(mb).toHaveLength(1);
    expect(mb[0]?.drawAt.toISOString()).toBe('2026-11-24T11:15:00.000Z');
    expect(mb[0]?.station.code).toBe('QNI'); // Tuesday is Quảng Ninh's
  });

  it('gives unique, stable draw ids', () => {
    const draws = listVnDrawsOfDate({ date: '2026-11-28', timeZone: VN_TIME_ZONE });
    expect(new Set(draws.map((draw) => draw.drawId)).size).toBe(draws.length);
    expect(draws[0]?.drawId).toBe('vn-mn-hcm-20261128');
  });

  it('reads the wall clock in the given zone (a merchant elsewhere gets its own instants)', () => {
    const draws = listVnDrawsOfDate({ date: '2026-07-01', timeZone: 'Europe/London' });
    expect(draws.find((draw) => draw.region === 'MB')?.drawAt.toISOString()).toBe('2026-07-01T17:15:00.000Z');
  });
});

describe('zoned time', () => {
  it('converts both ways around midnight', () => {
    expect(localDateOf({ instant: new Date('2026-11-24T17:30:00Z'), timeZone: VN_TIME_ZONE })).toBe('2026-11-25');
    expect(localDateOf({ instant: new Date('2026-11-24T16:59:59Z'), timeZone: VN_TIME_ZONE })).toBe('2026-11-24');
    expect(zonedDateTimeToInstant({ date: '2026-11-25', time: '00:00', timeZone: VN_TIME_ZONE }).toISOString()).toBe(
      '2026-11-24T17:00:00.000Z',
    );
  });

  it('handles a DST zone on both sides of the change', () => {
    expect(zonedDateTimeToInstant({ date: '2026-03-28', time: '12:00', timeZone: 'Europe/Berlin' }).toISOString()).toBe(
      '2026-03-28T11:00:00.000Z',
    );
    expect(zonedDateTimeToInstant({ date: '2026-03-29', time: '12:00', timeZone: 'Europe/Berlin' }).toISOString()).toBe(
      '2026-03-29T10:00:00.000Z',
    );
  });

  it('rejects bad dates, times and zones', () => {
    expect(() => weekdayOfLocalDate('2026-02-30')).toThrow(RangeError);
    expect(() => zonedDateTimeToInstant({ date: '2026-01-01', time: '24:00', timeZone: VN_TIME_ZONE })).toThrow(
      RangeError,
    );
    expect(() => zonedDateTimeToInstant({ date: '2026-01-01', time: '10:00', timeZone: 'Mars/Base' })).toThrow(
      RangeError,
    );
    expect(weekdayOfLocalDate('2026-11-28')).toBe(6);
  });
});
