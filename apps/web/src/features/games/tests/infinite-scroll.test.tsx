import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLoadOnNearEnd } from '../hooks/use-near-end.ts';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
let observed: Callback | null = null;

class FakeObserver {
  constructor(callback: Callback) {
    observed = callback;
  }
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  observed = null;
});

function Sentinel({ canLoad, loadMore }: { canLoad: boolean; loadMore: () => void }) {
  const ref = useLoadOnNearEnd({ canLoad, loadMore });
  return <div ref={ref} />;
}

describe('infinite scroll', () => {
  it('loads while the end is in view, at most once per 200 ms, and stops when there is no more', () => {
    const loadMore = vi.fn();
    const { rerender } = render(<Sentinel canLoad loadMore={loadMore} />);
    expect(loadMore).not.toHaveBeenCalled();
    act(() => observed?.([{ isIntersecting: true }]));
    act(() => vi.advanceTimersByTime(0));
    expect(loadMore).toHaveBeenCalledTimes(1);

    // The page loads (canLoad false), then there is more and the end is still in view.
    rerender(<Sentinel canLoad={false} loadMore={loadMore} />);
    rerender(<Sentinel canLoad loadMore={loadMore} />);
    act(() => vi.advanceTimersByTime(150));
    expect(loadMore).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(60));
    expect(loadMore).toHaveBeenCalledTimes(2);

    rerender(<Sentinel canLoad={false} loadMore={loadMore} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(loadMore).toHaveBeenCalledTimes(2);
  });

  it('does nothing while the end is out of view', () => {
    const loadMore = vi.fn();
    render(<Sentinel canLoad loadMore={loadMore} />);
    act(() => observed?.([{ isIntersecting: false }]));
    act(() => vi.advanceTimersByTime(1000));
    expect(loadMore).not.toHaveBeenCalled();
  });
});
