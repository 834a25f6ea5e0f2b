import { localeOf } from '../../../lib/format.ts';

/** Time left as h:mm:ss or m:ss; never negative (a draw past its time shows 0:00 until the monitor refreshes). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** A fraction (0.9712) as a percentage in the site language (97.12%). */
export function formatShare(fraction: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 2,
  }).format(fraction);
}
