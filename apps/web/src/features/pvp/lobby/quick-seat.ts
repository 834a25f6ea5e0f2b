import type { PvpGame, PvpRoom } from '@lucky/contracts/pvp/pvp-schemas';

export type RoomFilter = { game: PvpGame | null; stakeLevel: string | null };

export function matchesFilter(room: PvpRoom, filter: RoomFilter): boolean {
  return (!filter.game || room.game === filter.game) && (!filter.stakeLevel || room.stakeLevel === filter.stakeLevel);
}

/**
 * The table quick seat sends the player to: open, with a free seat, of the chosen game and stake; the fullest such
 * table first (a hand starts sooner where people already sit), then the one with a hand going, then the lowest id
 * (so two clicks pick the same table). Null when none has a free seat.
 */
export function pickQuickSeatRoom(rooms: readonly PvpRoom[], filter: RoomFilter): PvpRoom | null {
  const open = rooms.filter((room) => room.status === 'OPEN' && room.seatsFree > 0 && matchesFilter(room, filter));
  open.sort((a, b) => b.seatsTaken - a.seatsTaken || Number(b.inHand) - Number(a.inHand) || a.roomId - b.roomId);
  return open[0] ?? null;
}

/** The stake levels of a game in the order the server lists them (lowest first), each once. */
export function stakeLevelsOf(
  levels: readonly { game: PvpGame; stakeLevel: string }[],
  game: PvpGame | null,
): string[] {
  return [...new Set(levels.filter((level) => !game || level.game === game).map((level) => level.stakeLevel))];
}
