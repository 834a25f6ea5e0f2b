/**
 * A live table's clock: every table deals on a fixed cycle counted from one epoch, so every instance of the server
 * (and every player's screen) agrees on the round and its phase from the time alone, with nothing to coordinate.
 * A round is open for bets, then closed while it is dealt (its outcome is shown from the close), then shows its
 * result until the next round opens.
 */
export type TableTiming = { bettingMs: number; dealingMs: number; resultMs: number };
export type TablePhase = 'BETTING' | 'DEALING' | 'RESULT';
export type RoundTimes = { roundNo: number; opensAt: Date; closesAt: Date; resultAt: Date; endsAt: Date };
export type TableMoment = RoundTimes & { phase: TablePhase };

/** 2026-01-01T00:00:00Z: round 0 of every table opened then. */
export const TABLE_EPOCH_MS = Date.UTC(2026, 0, 1);

export const cycleMsOf = (timing: TableTiming): number => timing.bettingMs + timing.dealingMs + timing.resultMs;

/** When round `roundNo` opens, closes (the deal starts), shows its result and ends (the next round opens). */
export function roundTimes(timing: TableTiming, roundNo: number): RoundTimes {
  const opens = TABLE_EPOCH_MS + roundNo * cycleMsOf(timing);
  return {
    roundNo,
    opensAt: new Date(opens),
    closesAt: new Date(opens + timing.bettingMs),
    resultAt: new Date(opens + timing.bettingMs + timing.dealingMs),
    endsAt: new Date(opens + cycleMsOf(timing)),
  };
}

/** The round in play at `now` and its phase. */
export function momentAt(timing: TableTiming, now: Date): TableMoment {
  const roundNo = Math.floor((now.getTime() - TABLE_EPOCH_MS) / cycleMsOf(timing));
  const times = roundTimes(timing, roundNo);
  const at = now.getTime();
  const phase: TablePhase =
    at < times.closesAt.getTime() ? 'BETTING' : at < times.resultAt.getTime() ? 'DEALING' : 'RESULT';
  return { ...times, phase };
}
