import type { LotteryDraw } from '@lucky/contracts/lottery/lottery-schemas';
import { useEffect, useRef } from 'react';
import { countdownTarget, phaseAt, type LivePhase } from '../utils/draw-phase.ts';
import { serverNow } from '../utils/server-clock.ts';
import { useServerNow } from './use-server-now.ts';

export type DrawClock = { phase: LivePhase; secondsLeft: number | null };

/**
 * The live phase of a draw and the seconds left in it. `onPhaseChange` runs when the phase moves on (sale closed,
 * draw time reached), so the page can fetch the next draw without a reload.
 */
export function useDrawClock(
  draw: LotteryDraw | null | undefined,
  onPhaseChange?: (phase: LivePhase) => void,
): DrawClock {
  // The shared tick re-renders once a second; the time is read at render, so a render caused by anything else
  // (the next draw arriving, the server clock re-synced) is never a tick behind.
  useServerNow();
  const now = serverNow();
  const phase: LivePhase = draw ? phaseAt(draw, now) : 'AWAITING';
  const target = draw ? countdownTarget(draw, phase) : null;
  const secondsLeft = target ? Math.max(0, Math.ceil((Date.parse(target) - now) / 1000)) : null;
  const seen = useRef<{ drawId: number | null; phase: LivePhase | null }>({ drawId: null, phase: null });
  const callback = useRef(onPhaseChange);
  useEffect(() => {
    callback.current = onPhaseChange;
  });
  useEffect(() => {
    const drawId = draw?.drawId ?? null;
    const previous = seen.current;
    seen.current = { drawId, phase };
    if (previous.drawId === drawId && previous.phase !== null && previous.phase !== phase) callback.current?.(phase);
  }, [draw?.drawId, phase]);
  return { phase, secondsLeft };
}
