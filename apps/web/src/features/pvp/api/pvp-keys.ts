/**
 * Query keys of the card rooms. Every key starts with 'pvp'; the room list is keyed by the token too, since a trial
 * session sees the practice tables and a member the real-money ones.
 */
import type { PvpGame } from '@lucky/contracts/pvp/pvp-schemas';

export const pvpKeys = {
  all: ['pvp'] as const,
  rooms: ['pvp', 'rooms'] as const,
  roomList: (token: string | null, game: PvpGame | null) => ['pvp', 'rooms', token, game ?? ''] as const,
  hand: (handId: string) => ['pvp', 'hand', handId] as const,
};
