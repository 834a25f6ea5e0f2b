/**
 * The server's clock as the countdowns and live minutes read it: each answer carrying `serverTime` moves the offset,
 * so a visitor's wrong computer clock does not show a match as started early or late. The lottery keeps its own
 * copy; a feature never imports another.
 */
let offsetMs = 0;

export function noteServerTime(serverTime: string | undefined | null, localNow: number = Date.now()): void {
  if (!serverTime) return;
  const server = Date.parse(serverTime);
  if (Number.isFinite(server)) offsetMs = server - localNow;
}

export function serverNow(localNow: number = Date.now()): number {
  return localNow + offsetMs;
}

/** Tests start from a clock that agrees with the local one. */
export function resetServerClock(): void {
  offsetMs = 0;
}
