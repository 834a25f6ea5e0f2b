import { useEffect, useState } from 'react';

/** Milliseconds left until `iso`, ticking every second; 0 once it has passed. */
export function useCountdownTo(iso: string | null | undefined): number {
  const target = iso ? Date.parse(iso) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (Number.isNaN(target)) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [target]);
  return Number.isNaN(target) ? 0 : Math.max(0, target - now);
}

/** "5d 03:12:09" or "03:12:09"; the day unit comes translated. */
export function formatDuration(ms: number, days: (count: number) => string): string {
  const total = Math.floor(ms / 1000);
  const day = Math.floor(total / 86_400);
  const clock = [Math.floor((total % 86_400) / 3600), Math.floor((total % 3600) / 60), total % 60]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
  return day > 0 ? `${days(day)} ${clock}` : clock;
}
