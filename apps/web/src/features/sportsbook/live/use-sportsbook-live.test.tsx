import type { PushEvent } from '@lucky/contracts/common/push';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PushClient, PushListener } from '../../../lib/push-client.ts';
import { sportsbookKeys } from '../api/sportsbook-keys.ts';
import { boardEvent } from '../test/sportsbook-fixtures.ts';
import { applySportsPush, type SportsPush } from './sports-cache-patch.ts';
import {
  BOARD_POLL_MS,
  BOARD_POLL_SAFETY_MS,
  useSportsbookLive,
  useWatchedSportEvents,
} from './use-sportsbook-live.ts';

function fakeClient() {
  const listeners = new Set<PushListener>();
  const client: PushClient = {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refreshAuth: () => undefined,
    isConnected: () => false,
  };
  return { client, listeners };
}

const LIST_KEY = sportsbookKeys.events({ category: 'SPORTS', sport: 'FOOTBALL', competitionCode: null });
const BASKETBALL_LIST_KEY = sportsbookKeys.events({ category: 'SPORTS', sport: 'BASKETBALL', competitionCode: null });
const first = boardEvent({ eventId: 'FBL-PL-s1-md3-m1' });
const second = boardEvent({ eventId: 'FBL-PL-s1-md3-m2' });

function pushOf(event: SportsPush['event'], row = first, overrides: Partial<typeof first> = {}): SportsPush {
  return { type: 'sports.event', event, sportEvent: { ...row, ...overrides, suspendedMarkets: [] } };
}

function seeded() {
  const client = new QueryClient();
  client.setQueryData(LIST_KEY, { serverTime: 'x', events: [first, second] });
  client.setQueryData(BASKETBALL_LIST_KEY, { serverTime: 'x', events: [] });
  client.setQueryData(sportsbookKeys.event(first.eventId), {
    serverTime: 'x',
    event: first,
    markets: [],
    timeline: [],
  });
  return client;
}

const listOf = (client: QueryClient) => (client.getQueryData(LIST_KEY) as { events: (typeof first)[] }).events;

describe('sports pushes on the cached answers', () => {
  it('patches a live event in the lists and the open event, and refetches only the open event', () => {
    const client = seeded();
    const live = { status: 'LIVE' as const, score: { home: 1, away: 0 }, elapsedMs: 31_000 };
    const stale = applySportsPush(client, pushOf('state', first, live));
    expect(listOf(client).map((event) => [event.eventId, event.status, event.score.home])).toEqual([
      [first.eventId, 'LIVE', 1],
      [second.eventId, 'OPEN', 0],
    ]);
    const detail = client.getQueryData(sportsbookKeys.event(first.eventId)) as { event: Record<string, unknown> };
    expect(detail.event).toMatchObject(live);
    expect(detail.event).not.toHaveProperty('mainMarkets');
    expect(stale).toEqual([sportsbookKeys.event(first.eventId)]);
  });

  it('refetches the lists of its sport that do not hold a newly opened event, and the menu', () => {
    const client = seeded();
    const third = boardEvent({ eventId: 'FBL-PL-s1-md4-m1' });
    const stale = applySportsPush(client, pushOf('opened', third));
    expect(stale).toEqual([sportsbookKeys.event(third.eventId), LIST_KEY, sportsbookKeys.menu('SPORTS')]);
    expect(listOf(client)).toHaveLength(2);
  });

  it('takes an ended event off the lists and refetches my bets, results and the menu; a settlement the table too', () => {
    const client = seeded();
    const ended = applySportsPush(client, pushOf('ended', first, { status: 'ENDED' }));
    expect(listOf(client).map((event) => event.eventId)).toEqual([second.eventId]);
    expect(ended).toEqual([
      sportsbookKeys.event(first.eventId),
      sportsbookKeys.menu('SPORTS'),
      sportsbookKeys.member,
      ['sportsbook', 'results'],
    ]);
    const settled = applySportsPush(client, pushOf('settled', first, { status: 'SETTLED' }));
    expect(settled).toContainEqual(sportsbookKeys.standings('FBL-PL'));
  });
});

describe('sportsbook live hook', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("asks for the page's sports, polls slowly while the socket is open, and merges the refetches a push asks", () => {
    const queryClient = seeded();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const { client, listeners } = fakeClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result, unmount } = renderHook(() => useSportsbookLive('SPORTS', client), { wrapper });
    const listener = [...listeners][0]!;
    expect(listener.topics).toEqual(['sports:FOOTBALL', 'sports:BASKETBALL']);
    expect(result.current).toBe(BOARD_POLL_MS);
    act(() => listener.onConnectionChange?.(true));
    expect(result.current).toBe(BOARD_POLL_SAFETY_MS);

    act(() => {
      for (const minute of [30, 31, 32])
        listener.onEvent?.(pushOf('state', first, { status: 'LIVE', elapsedMs: minute * 1000 }) as PushEvent);
      listener.onEvent?.({ type: 'wallet.balance', balance: '12.00' });
    });
    expect(listOf(queryClient)[0]!.elapsedMs).toBe(32_000);
    expect(invalidate).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(250));
    expect(invalidate.mock.calls.map(([filters]) => filters!.queryKey)).toEqual([
      sportsbookKeys.event(first.eventId),
      ['walletBalance'],
      sportsbookKeys.member,
    ]);

    invalidate.mockClear();
    act(() => {
      listener.onConnectionChange?.(false);
      listener.onReconnect?.();
      vi.advanceTimersByTime(250);
    });
    expect(result.current).toBe(BOARD_POLL_MS);
    expect(invalidate.mock.calls.map(([filters]) => filters!.queryKey)).toEqual([
      sportsbookKeys.all,
      ['walletBalance'],
    ]);
    unmount();
    expect(listeners.size).toBe(0);
  });

  it('watches the events of open bets by topic and refetches my bets when one is settled', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const { client, listeners } = fakeClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { rerender } = renderHook(({ ids }) => useWatchedSportEvents(ids, client), {
      wrapper,
      initialProps: { ids: [] as string[] },
    });
    expect(listeners.size).toBe(0);
    rerender({ ids: ['MOBA-20261125-0914', 'COCK-20261125-0916', 'MOBA-20261125-0914'] });
    const listener = [...listeners][0]!;
    expect(listener.topics).toEqual(['sports:event:COCK-20261125-0916', 'sports:event:MOBA-20261125-0914']);
    listener.onEvent?.(pushOf('state') as PushEvent);
    expect(invalidate).not.toHaveBeenCalled();
    listener.onEvent?.(pushOf('settled') as PushEvent);
    expect(invalidate.mock.calls.map(([filters]) => filters!.queryKey)).toEqual([sportsbookKeys.member]);
  });
});
