import { describe, expect, it } from 'vitest';
import { dailyPeriod, weeklyPeriod } from './mission-periods.ts';

describe('mission periods', () => {
  it('cuts UTC days', () => {
    expect(dailyPeriod(new Date('2026-11-23T23:59:59.999Z'))).toEqual({
      key: '2026-11-23',
      start: new Date('2026-11-23T00:00:00Z'),
      end: new Date('2026-11-24T00:00:00Z'),
    });
  });

  it('cuts ISO weeks from Monday, with the ISO year of the week', () => {
    expect(weeklyPeriod(new Date('2026-11-29T23:00:00Z'))).toMatchObject({
      key: '2026-W48',
      start: new Date('2026-11-23T00:00:00Z'),
      end: new Date('2026-11-30T00:00:00Z'),
    });
    expect(weeklyPeriod(new Date('2026-11-30T00:00:00Z')).key).toBe('2026-W49');
    // 2026-12-31 is a Thursday: its week is 2026-W53. 2027-01-01 (Friday) is in the same week.
    expect(weeklyPeriod(new Date('2027-01-01T12:00:00Z')).key).toBe('2026-W53');
    // 2024-12-30 (Monday) starts 2025-W01.
    expect(weeklyPeriod(new Date('2024-12-31T12:00:00Z')).key).toBe('2025-W01');
    expect(weeklyPeriod(new Date('2021-01-03T12:00:00Z')).key).toBe('2020-W53');
  });
});
