import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { PushClient, PushListener } from '../../../lib/push-client.ts';
import { pvpKeys } from '../api/pvp-keys.ts';
import { makeRoom } from '../test/pvp-fixtures.ts';
import { ROOM_LIST_POLL_MS, ROOM_LIST_SAFETY_MS, useRoomListLive } from './use-room-list-live.ts';

function fakeClient() {
  const listeners = new Set<PushListener>();
  const client: PushClient = {
    subscribe: (listener) => {
      listeners.add(listener);
      listener.onConnectionChange?.(false);
      return () => listeners.delete(listener);
    },
    refreshAuth: () => undefined,
    isConnected: () => false,
  };
  return { client, listeners };
}

const KEY = pvpKeys.roomList('token', null);
const first = makeRoom({ roomId: 1, name: "Hold'em Low 1", seatsTaken: 0, seatsFree: 6 });
const second = makeRoom({ roomId: 2, name: "Hold'em Low 2" });

function render() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(KEY, { serverTime: 'x', practice: false, stakeLevels: [], rooms: [first, second] });
  const { client, listeners } = fakeClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useRoomListLive(client), { wrapper });
  const emit = (apply: (listener: PushListener) => void) => act(() => listeners.forEach(apply));
  const rooms = () => (queryClient.getQueryData(KEY) as { rooms: (typeof first)[] }).rooms;
  return { hook, emit, rooms };
}

describe('the room list on the push channel', () => {
  it('puts a pushed row in place of its old one and leaves rooms the list does not hold out', () => {
    const { emit, rooms } = render();
    const seated = { ...first, seatsTaken: 2, seatsFree: 4, playersOnline: 2 };
    emit((listener) => listener.onEvent?.({ type: 'pvp.room', room: seated }));
    expect(rooms().map((room) => [room.roomId, room.seatsTaken])).toEqual([
      [1, 2],
      [2, second.seatsTaken],
    ]);
    // A practice table pushed to a real member's lobby (or a new table) does not join its list.
    emit((listener) => listener.onEvent?.({ type: 'pvp.room', room: makeRoom({ roomId: 9, practice: true }) }));
    expect(rooms().map((room) => room.roomId)).toEqual([1, 2]);
  });

  it('polls every few seconds while the socket is down and once a minute while it is up', () => {
    const { hook, emit } = render();
    expect(hook.result.current).toBe(ROOM_LIST_POLL_MS);
    emit((listener) => listener.onConnectionChange?.(true));
    expect(hook.result.current).toBe(ROOM_LIST_SAFETY_MS);
  });
});
