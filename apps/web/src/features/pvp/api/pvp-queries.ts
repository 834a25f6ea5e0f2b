import type { PvpGame } from '@lucky/contracts/pvp/pvp-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { pvpKeys } from './pvp-keys.ts';

/**
 * Seats fill and empty all the time; the push channel does not carry the room list yet, so the lobby asks again
 * every few seconds while it is open (and at once when the window comes back into focus).
 */
export const ROOM_LIST_POLL_MS = 5_000;

export function useRoomList(game: PvpGame | null) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: pvpKeys.roomList(token, game),
    queryFn: ({ signal }) => callApi('pvpRoomList', { query: { game: game ?? undefined }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: ROOM_LIST_POLL_MS,
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
