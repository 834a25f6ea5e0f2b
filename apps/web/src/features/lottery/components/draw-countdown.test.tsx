import type { LotteryDraw } from '@lucky/contracts/lottery/lottery-schemas';
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/app-harness.tsx';
import { resetApp } from '../../../test/reset-stores.ts';
import { makeDraw } from '../test/lottery-fixtures.ts';
import { noteServerTime, resetServerClock } from '../utils/server-clock.ts';
import { DrawCountdown } from './draw-countdown.tsx';

const START = Date.parse('2026-11-24T10:00:00.000Z');

describe('draw countdown', () => {
  beforeEach(() => {
    resetApp();
    resetServerClock();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(START);
  });
  afterEach(() => {
    vi.useRealTimers();
    resetServerClock();
  });

  it('counts down to stop-sale, then to the draw, and says when the phase moves on', () => {
    const onPhaseChange = vi.fn();
    const draw = makeDraw({
      now: START,
      opensAt: new Date(START - 1000).toISOString(),
      stopsSaleAt: new Date(START + 3000).toISOString(),
      drawAt: new Date(START + 5000).toISOString(),
    });
    renderWithApp(<DrawCountdown draw={draw} onPhaseChange={onPhaseChange} />);
    const countdown = screen.getByTestId('draw-countdown');
    expect(countdown).toHaveTextContent('Closes in00:00:03');
    act(() => void vi.advanceTimersByTime(1000));
    expect(countdown).toHaveTextContent('Closes in00:00:02');
    act(() => void vi.advanceTimersByTime(2000));
    expect(countdown).toHaveAttribute('data-phase', 'CLOSED');
    expect(countdown).toHaveTextContent('Draw in00:00:02');
    expect(onPhaseChange).toHaveBeenLastCalledWith('CLOSED');
    act(() => void vi.advanceTimersByTime(2000));
    expect(countdown).toHaveTextContent('Drawing…');
    expect(onPhaseChange).toHaveBeenLastCalledWith('AWAITING');
  });

  it('restarts on the next draw without calling it a phase change', () => {
    const onPhaseChange = vi.fn();
    const first = makeDraw({
      now: START,
      drawId: 1,
      stopsSaleAt: new Date(START + 1000).toISOString(),
      drawAt: new Date(START + 2000).toISOString(),
    });
    let showDraw: (draw: LotteryDraw) => void = () => undefined;
    function Harness() {
      const [draw, setDraw] = useState(first);
      showDraw = setDraw;
      return <DrawCountdown draw={draw} onPhaseChange={onPhaseChange} />;
    }
    renderWithApp(<Harness />);
    for (let second = 0; second < 3; second += 1) act(() => void vi.advanceTimersByTime(1000));
    expect(onPhaseChange).toHaveBeenCalledTimes(2);
    const next = makeDraw({
      now: START + 3000,
      drawId: 2,
      drawKey: 'next',
      stopsSaleAt: new Date(START + 63_000).toISOString(),
      drawAt: new Date(START + 65_000).toISOString(),
    });
    act(() => showDraw(next));
    expect(screen.getByTestId('draw-countdown')).toHaveTextContent('Closes in00:01:00');
    expect(onPhaseChange).toHaveBeenCalledTimes(2);
  });

  it("counts on the server clock, not the visitor's", () => {
    // The server is 10 s ahead of this computer.
    noteServerTime(new Date(START + 10_000).toISOString(), START);
    const draw = makeDraw({
      now: START,
      stopsSaleAt: new Date(START + 30_000).toISOString(),
      drawAt: new Date(START + 40_000).toISOString(),
    });
    renderWithApp(<DrawCountdown draw={draw} />);
    expect(screen.getByTestId('draw-countdown')).toHaveTextContent('00:00:20');
  });

  it('shows days for a weekly draw', () => {
    const draw = makeDraw({
      now: START,
      opensAt: new Date(START - 1000).toISOString(),
      stopsSaleAt: new Date(START + 2 * 86_400_000 + 3_600_000).toISOString(),
      drawAt: new Date(START + 3 * 86_400_000).toISOString(),
    });
    renderWithApp(<DrawCountdown draw={draw} />);
    expect(screen.getByTestId('draw-countdown')).toHaveTextContent('2 days 01:00:00');
  });
});
