import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PushClient, PushListener } from '../../../lib/push-client.ts';
import { makeDraw } from '../test/lottery-fixtures.ts';
import { useLotteryLive } from './use-lottery-live.ts';

function fakeClient() {
  const listeners = new Set<PushListener>();
  const client: PushClient = {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refreshAuth: () => undefined,
    isConnected: () => true,
  };
  return { client, listeners };
}

describe('lottery live updates', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refreshes draws on draw events, the balance on balance events, and everything after a reconnect', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const { client, listeners } = fakeClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { unmount } = renderHook(() => useLotteryLive(client), { wrapper });
    expect([...listeners][0]!.topics).toEqual(['lottery']);
    const listener = [...listeners][0]!;

    const draw = makeDraw({ drawId: 7 });
    act(() => {
      listener.onEvent?.({ type: 'lottery.draw', gameCode: 'KENO_1M', event: 'drawn', draw });
      listener.onEvent?.({ type: 'lottery.draw', gameCode: 'KENO_1M', event: 'opened', draw });
    });
    expect(invalidate).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(250));
    const keys = invalidate.mock.calls.map(([filters]) => filters!.queryKey);
    // Merged: the menu and the game once each, then the results.
    expect(keys).toEqual([
      ['lottery', 'menu'],
      ['lottery', 'game', 'KENO_1M'],
      ['lottery', 'opened', 'KENO_1M'],
      ['lottery', 'latest'],
      ['lottery', 'draw', 7],
    ]);

    invalidate.mockClear();
    act(() => {
      listener.onEvent?.({ type: 'lottery.draw', gameCode: '5D_1M', event: 'settled', draw });
      listener.onEvent?.({ type: 'wallet.balance', balance: '12.00' });
      vi.advanceTimersByTime(250);
    });
    const settled = invalidate.mock.calls.map(([filters]) => filters!.queryKey);
    expect(settled).toContainEqual(['lottery', 'member']);
    expect(settled).toContainEqual(['walletBalance']);

    invalidate.mockClear();
    act(() => {
      listener.onReconnect?.();
      vi.advanceTimersByTime(250);
    });
    expect(invalidate.mock.calls.map(([filters]) => filters!.queryKey)).toEqual([['lottery'], ['walletBalance']]);

    unmount();
    expect(listeners.size).toBe(0);
  });
});
