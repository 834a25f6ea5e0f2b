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
  it('refreshes on a house:balance message from the game frame on this origin', () => {
    const { post, balanceCalls } = setup();
    post({ type: 'house:balance' }, window.location.origin);
    expect(balanceCalls()).toBe(1);
  });

  it('ignores other origins, other windows and other messages', () => {
    const { post, balanceCalls } = setup();
    post({ type: 'house:balance' }, 'https://evil.example');
    post({ type: 'house:balance' }, window.location.origin, window);
    post({ type: 'something-else' }, window.location.origin);
    post('house:balance', window.location.origin);
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
