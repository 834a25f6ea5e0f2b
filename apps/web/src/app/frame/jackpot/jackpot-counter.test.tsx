import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderInSite, startTestI18n } from '../../../test/site-fixtures.tsx';
import { JackpotCounter } from './jackpot-counter.tsx';
import { nextJackpotStep } from './use-jackpot-value.ts';

const shown = () => Number(screen.getByTestId('jackpot-value').textContent!.replace(/[^\d]/g, ''));

beforeAll(startTestI18n);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('jackpot counter', () => {
  it('starts at 123,581,220 in the language number format', () => {
    vi.useFakeTimers();
    renderInSite(<JackpotCounter />);
    expect(screen.getByTestId('jackpot-value')).toHaveTextContent('123,581,220');
  });

  it('grows by a random 99 to 999 on every 500 ms tick', () => {
    vi.useFakeTimers();
    renderInSite(<JackpotCounter />);
    let previous = shown();
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(shown()).toBe(previous);
    for (let tick = 0; tick < 40; tick += 1) {
      act(() => {
        vi.advanceTimersByTime(500);
      });
      const step = shown() - previous;
      expect(step).toBeGreaterThanOrEqual(99);
      expect(step).toBeLessThanOrEqual(999);
      previous = shown();
    }
  });

  it('draws the step from the whole 99..999 range', () => {
    expect(nextJackpotStep(() => 0)).toBe(99);
    expect(nextJackpotStep(() => 0.999999)).toBe(999);
    expect(nextJackpotStep(() => 0.5)).toBe(549);
  });
});
