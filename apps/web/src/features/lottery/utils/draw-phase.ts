import type { LotteryDraw } from '@lucky/contracts/lottery/lottery-schemas';

/** Where a draw is at an instant, from its times (the server's phase is only as fresh as the answer it came in). */
export type LivePhase = 'NOT_OPEN' | 'OPEN' | 'CLOSED' | 'AWAITING' | 'DRAWN' | 'SETTLED' | 'VOIDED';

export type DrawTimes = Pick<LotteryDraw, 'opensAt' | 'stopsSaleAt' | 'drawAt' | 'status'>;

export function phaseAt(draw: DrawTimes, now: number): LivePhase {
  if (draw.status === 'DRAWN' || draw.status === 'SETTLED' || draw.status === 'VOIDED') return draw.status;
  if (now < Date.parse(draw.opensAt)) return 'NOT_OPEN';
  if (now < Date.parse(draw.stopsSaleAt)) return 'OPEN';
  if (now < Date.parse(draw.drawAt)) return 'CLOSED';
  return 'AWAITING';
}

/** The instant the countdown of a phase runs to, or null when nothing is counted. */
export function countdownTarget(draw: DrawTimes, phase: LivePhase): string | null {
  switch (phase) {
    case 'NOT_OPEN':
      return draw.opensAt;
    case 'OPEN':
      return draw.stopsSaleAt;
    case 'CLOSED':
      return draw.drawAt;
    default:
      return null;
  }
}

/** 3725 s → "01:02:05"; a day or more → "2d 03:00:00" (the day letter is translated by the caller). */
export function splitDuration(totalSeconds: number): { days: number; clock: string } {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(seconds / 86_400);
  const rest = seconds % 86_400;
  const pad = (value: number) => String(value).padStart(2, '0');
  return { days, clock: `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}` };
}
