import { describe, expect, it } from 'vitest';
import { dueBoundary } from './contract-jobs.ts';

const at = (iso: string) => new Date(iso).getTime();
const due = (kind: Parameters<typeof dueBoundary>[0], iso: string) =>
  new Date(dueBoundary(kind, at(iso))).toISOString();

describe('contract job cadence', () => {
  it('runs each kind once per boundary of its cadence, a minute of grace after it', () => {
    expect(due('REALTIME', '2026-03-01T10:05:59Z')).toBe('2026-03-01T10:00:00.000Z');
    expect(due('REALTIME', '2026-03-01T10:06:00Z')).toBe('2026-03-01T10:05:00.000Z');
    expect(due('HOURLY', '2026-03-01T11:00:30Z')).toBe('2026-03-01T10:00:00.000Z');
    expect(due('HOURLY', '2026-03-01T11:01:00Z')).toBe('2026-03-01T11:00:00.000Z');
    expect(due('DAILY_WAGE', '2026-03-02T00:00:59Z')).toBe('2026-03-01T00:00:00.000Z');
    expect(due('DAILY_WAGE', '2026-03-02T00:01:00Z')).toBe('2026-03-02T00:00:00.000Z');
    expect(due('DIVIDEND', '2026-03-02T00:01:00Z')).toBe('2026-03-02T00:00:00.000Z');
  });
});
