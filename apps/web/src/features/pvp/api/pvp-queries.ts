import type { PvpGame } from '@lucky/contracts/pvp/pvp-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { pvpKeys } from './pvp-keys.ts';

/**
 * The room list. Seats fill and empty all the time: the push channel patches the rows in place
 * (`useRoomListLive`), and the list is asked again every `pollMs` — often while the push socket is down, rarely
 * while it is up.
 */
export function useRoomList(game: PvpGame | null, pollMs: number) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: pvpKeys.roomList(token, game),
    queryFn: ({ signal }) => callApi('pvpRoomList', { query: { game: game ?? undefined }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: pollMs,
  });
}

/** A finished hand with its reveal, checked again by the server (the verify dialog of hands not in memory). */
export function useHandDetail(handId: string | null) {
  return useQuery({
    queryKey: pvpKeys.hand(handId ?? ''),
    enabled: Boolean(handId),
    queryFn: ({ signal }) => callApi('pvpHandDetail', { query: { handId: handId! }, signal }),
    staleTime: Infinity,
  });
}
