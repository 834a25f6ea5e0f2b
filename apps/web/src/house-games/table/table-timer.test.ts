import { describe, expect, it } from 'vitest';
import { clockOffset, countdown, nextBoundary, syncClock } from './table-timer.ts';
import type { TableState } from './table-types.ts';

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, seconds)).toISOString();
const round: TableState['round'] = {
  roundNo: 1,
  phase: 'BETTING',
  opensAt: at(0),
  closesAt: at(15),
  resultAt: at(23),
  endsAt: at(28),
  deal: null,
};
const ms = (seconds: number) => Date.parse(at(0)) + seconds * 1000;

describe('table countdown', () => {
  it('takes the server clock at the middle of the trip', () => {
    // The device sent at 1000 and heard back at 1200; the server said 10 000: it leads by 8 900.
    expect(clockOffset(new Date(10_000).toISOString(), 1000, 1200)).toBe(8900);
  });

  it('keeps the quickest trip unless a slower one disagrees beyond its error', () => {
    const quick = syncClock(null, new Date(10_000).toISOString(), 1000, 1040);
    expect(syncClock(quick, new Date(12_000).toISOString(), 3000, 3400)).toBe(quick);
    const moved = syncClock(quick, new Date(20_000).toISOString(), 3000, 3400);
    expect(moved.offset).toBe(16_800);
  });

  it('counts each phase down from the server time, whatever the phase the answer said', () => {
    expect(countdown(round, ms(5))).toEqual({ phase: 'BETTING', remainingMs: 10_000, fraction: 10 / 15, seconds: 10 });
    expect(countdown(round, ms(14.2)).seconds).toBe(1);
    expect(countdown(round, ms(19))).toMatchObject({ phase: 'DEALING', remainingMs: 4000, fraction: 0.5 });
    expect(countdown(round, ms(30))).toMatchObject({ phase: 'RESULT', remainingMs: 0, fraction: 0, seconds: 0 });
    expect(countdown({ ...round, phase: 'SHUFFLING' }, ms(7)).phase).toBe('SHUFFLING');
    expect(nextBoundary(round, ms(16))).toBe(ms(23));
    expect(nextBoundary(round, ms(28))).toBeNull();
  });
});
