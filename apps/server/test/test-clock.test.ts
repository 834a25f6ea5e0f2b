import { describe, expect, it } from 'vitest';
import { testClockStart } from './test-clock.ts';

describe('the test clock', () => {
  const morning = new Date('2026-11-24T08:15:00.000Z');
  const lateNight = new Date('2026-11-24T23:57:30.000Z');

  it('starts at 23:50 UTC of the real date, whatever the hour the suite runs at', () => {
    expect(testClockStart(undefined, morning).toISOString()).toBe('2026-11-24T23:50:00.000Z');
    expect(testClockStart(undefined, new Date('2026-11-24T00:00:01.000Z')).toISOString()).toBe(
      '2026-11-24T23:50:00.000Z',
    );
  });

  it('is never behind the real time, so rows the database stamps have always started', () => {
    expect(testClockStart(undefined, lateNight)).toEqual(lateNight);
  });

  it('takes a time of day or an instant from TEST_CLOCK_START, and names a bad one', () => {
    expect(testClockStart('10:00', morning).toISOString()).toBe('2026-11-24T10:00:00.000Z');
    expect(testClockStart('2026-02-28T23:59:00Z', morning).toISOString()).toBe('2026-02-28T23:59:00.000Z');
    expect(() => testClockStart('tomorrow', morning)).toThrow(/TEST_CLOCK_START/);
  });
});
