import type { PushEvent } from '@lucky/contracts/common/push';
import type { PvpRoom } from '@lucky/contracts/pvp/pvp-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getPushClient, type PushClient } from '../../../lib/push-client.ts';
import { pvpKeys } from '../api/pvp-keys.ts';

/** While the push socket is down the lobby asks for the room list every few seconds. */
export const ROOM_LIST_POLL_MS = 5_000;
/** While it is open, pushes keep the rows current; a slow poll only guards against a lost event. */
export const ROOM_LIST_SAFETY_MS = 60_000;

type RoomList = { rooms: PvpRoom[] };

/** The room list with the pushed row in place of its old one; a room the list does not hold leaves it as it is. */
export function withPushedRoom<T extends RoomList>(list: T | undefined, room: PvpRoom): T | undefined {
  if (!list || !list.rooms.some((row) => row.roomId === room.roomId)) return list;
  return { ...list, rooms: list.rooms.map((row) => (row.roomId === room.roomId ? room : row)) };
}

/**
 * Keeps the lobby's room list live on the push channel (topic `pvp`, event `pvp.room`: a table's row after a seat
 * or hand changed): each pushed row replaces its row in every cached list in place — only rows a list already holds,
 * so a trial session's practice list never gains a real-money table; a reconnect refetches (events sent while
 * offline are not replayed). Answers the list's poll interval: slow while the socket is open, fast while it is not.
 */
export function useRoomListLive(client: PushClient | null = null): number {
  const queryClient = useQueryClient();
  const [isConnected, setConnected] = useState(false);
  useEffect(() => {
    const push = client ?? getPushClient();
    return push.subscribe({
      topics: ['pvp'],
      onEvent: (event: PushEvent) => {
        if (event.type !== 'pvp.room') return;
        queryClient.setQueriesData<RoomList>({ queryKey: pvpKeys.rooms }, (list) => withPushedRoom(list, event.room));
      },
      onReconnect: () => void queryClient.invalidateQueries({ queryKey: pvpKeys.rooms }),
      onConnectionChange: setConnected,
    });
  }, [client, queryClient]);
  return isConnected ? ROOM_LIST_SAFETY_MS : ROOM_LIST_POLL_MS;
}
