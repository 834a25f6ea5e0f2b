import { act, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, renderInSite, startTestI18n } from '../../../test/site-fixtures.tsx';
import { JackpotCounter } from './jackpot-counter.tsx';
import { nextJackpotStep, useDemoJackpotValue } from './use-jackpot-value.ts';

const JACKPOT_PATH = '/wps/relay/GCSGAME_jackpot';

beforeAll(startTestI18n);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('jackpot counter', () => {
  it('shows the real pool in the currency format, and its last win, when the merchant shows the pool', async () => {
    mockApi({
      [JACKPOT_PATH]: {
        mode: 'POOL',
        amount: '20123.45',
        currency: 'USD',
        lastWin: { amount: '31000.00', userName: 'd**o', time: '2026-11-24T20:00:00.000Z' },
      },
    });
    renderInSite(<JackpotCounter />);
    expect(await screen.findByText('20,123.45')).toHaveAttribute('data-testid', 'jackpot-value');
    expect(screen.getByTestId('jackpot-last-win')).toHaveTextContent('Last won 31,000.00 by d**o');
  });

  it('starts the demo counter at 123,581,220 when the merchant shows the demo counter', async () => {
    mockApi({ [JACKPOT_PATH]: { mode: 'DEMO' } });
    renderInSite(<JackpotCounter />);
    expect(await screen.findByText('123,581,220')).toHaveAttribute('data-testid', 'jackpot-value');
    expect(screen.queryByTestId('jackpot-last-win')).toBeNull();
  });

  it('draws the strip under a banner with the same amount and last win as the panel', async () => {
    mockApi({
      [JACKPOT_PATH]: {
        mode: 'POOL',
        amount: '20000.00',
        currency: 'USD',
        lastWin: { amount: '500.00', userName: 'd**o', time: '2026-11-24T20:00:00.000Z' },
      },
    });
    const { container } = renderInSite(<JackpotCounter variant="strip" />);
    expect(await screen.findByText('20,000.00')).toHaveAttribute('data-testid', 'jackpot-value');
    expect(screen.getByTestId('jackpot-last-win')).toHaveTextContent('Last won 500.00 by d**o');
    expect(container.querySelector('[class*="strip"]')).not.toBeNull();
  });

  it('holds a dash, not a number that would jump, until the answer comes', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderInSite(<JackpotCounter />);
    expect(screen.getByTestId('jackpot-value')).toHaveTextContent('—');
  });

  it('grows the demo counter by a random 99 to 999 on every 500 ms tick, and holds it when not running', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ running }) => useDemoJackpotValue(running), {
      initialProps: { running: true },
    });
    let previous = result.current;
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(result.current).toBe(previous);
    for (let tick = 0; tick < 40; tick += 1) {
      act(() => {
        vi.advanceTimersByTime(500);
      });
      const step = result.current - previous;
      expect(step).toBeGreaterThanOrEqual(99);
      expect(step).toBeLessThanOrEqual(999);
      previous = result.current;
    }
    rerender({ running: false });
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(result.current).toBe(previous);
  });

  it('draws the step from the whole 99..999 range', () => {
    expect(nextJackpotStep(() => 0)).toBe(99);
    expect(nextJackpotStep(() => 0.999999)).toBe(999);
    expect(nextJackpotStep(() => 0.5)).toBe(549);
  });
});
