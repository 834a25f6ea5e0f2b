import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUERY_KEYS } from '../../../lib/data/query-keys.ts';
import { BALANCE_REFRESH_MS, useGameBalanceSync } from '../hooks/use-game-balance-sync.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Frame() {
  const ref = useRef<HTMLIFrameElement>(null);
  useGameBalanceSync(ref);
  return <iframe ref={ref} title="game" />;
}

function setup() {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <Frame />
    </QueryClientProvider>,
  );
  // The game frame's window, as the browser gives it (a test DOM may give none to an empty frame).
  const frameWindow = {} as Window;
  Object.defineProperty(document.querySelector('iframe')!, 'contentWindow', { value: frameWindow, configurable: true });
  const post = (data: unknown, origin: string, source: Window | null = frameWindow) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  const balanceCalls = () =>
    invalidate.mock.calls.filter(
      ([filters]) => JSON.stringify(filters?.queryKey) === JSON.stringify(QUERY_KEYS.walletBalance),
    ).length;
  return { post, balanceCalls };
}

describe('balance refresh on the game page', () => {
  it('refreshes on a house:balance message from the game frame (sandboxed: its origin is "null")', () => {
    const { post, balanceCalls } = setup();
    post({ type: 'house:balance' }, 'null');
    expect(balanceCalls()).toBe(1);
  });

  it('ignores other windows, other origins and anything outside the schema', () => {
    const { post, balanceCalls } = setup();
    // Any sandboxed document's origin is "null": only the frame's own window counts.
    post({ type: 'house:balance' }, 'null', window);
    post({ type: 'house:balance' }, 'null', null);
    // The frame never runs on the site's origin or another one.
    post({ type: 'house:balance' }, window.location.origin);
    post({ type: 'house:balance' }, 'https://evil.example');
    post({ type: 'something-else' }, 'null');
    post({ type: 'house:balance', extra: 1 }, 'null');
    post('house:balance', 'null');
    expect(balanceCalls()).toBe(0);
  });

  it('refreshes every 10 seconds while the page is visible', () => {
    vi.useFakeTimers();
    const { balanceCalls } = setup();
    vi.advanceTimersByTime(BALANCE_REFRESH_MS * 3);
    expect(balanceCalls()).toBe(3);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    vi.advanceTimersByTime(BALANCE_REFRESH_MS * 2);
    expect(balanceCalls()).toBe(3);
    visibility.mockRestore();
  });
});
