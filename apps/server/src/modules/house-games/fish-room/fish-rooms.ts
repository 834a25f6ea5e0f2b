import { randomInt } from 'node:crypto';

/** Seats per room: the sea has a cannon at each quarter of its bottom edge. */
export const ROOM_SEATS = 4;
/** A seat that has not polled for this long is dropped (the page polls about every second). */
export const STALE_SEAT_MS = 6_000;
/** How long others see a shot or a catch: a few polls' worth. */
const SHOT_MEMORY_MS = 3_000;
const CATCH_MEMORY_MS = 5_000;
const MAX_SHOTS = 16;
const MAX_CATCHES = 8;

export type RoomShot = { angle: number; at: number };
export type RoomCatch = { fishSpeciesId: string; multiplier: number; win: string; at: number };
type Seat = {
  memberId: number;
  name: string;
  seat: number;
  level: number;
  lastSeen: number;
  shots: RoomShot[];
  catches: RoomCatch[];
  /** The schedule keys of fish this player's shots caught, so the others' seas drop them too (picture only). */
  caughtKeys: { key: number; at: number }[];
};
type Room = { id: number; gameId: number; seed: number; seats: Seat[] };
export type PollInput = { level?: number; shots?: number[]; caughtKeys?: number[] };

/** "player01" → "pl***01": others see who sits where, not the whole username. */
export function maskName(username: string): string {
  if (username.length <= 4) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-2)}`;
}

/** What a member sees of the room: every seat, its level and the shots and catches still fresh. */
function view(room: Room, memberId: number, at: number) {
  return {
    roomId: room.id,
    seed: room.seed,
    serverTime: at,
    seats: room.seats
      .map((seat) => ({
        seat: seat.seat,
        name: seat.name,
        level: seat.level,
        isYou: seat.memberId === memberId,
        shots: seat.shots.filter((shot) => at - shot.at < SHOT_MEMORY_MS),
        catches: seat.catches.filter((entry) => at - entry.at < CATCH_MEMORY_MS),
        caughtKeys: seat.caughtKeys.filter((entry) => at - entry.at < CATCH_MEMORY_MS).map((entry) => entry.key),
      }))
      .sort((a, b) => a.seat - b.seat),
  };
}

/** The fresh end of a seat's list: within its memory, and no longer than max. */
const keep = <T extends { at: number }>(list: T[], max: number, memory: number, at: number) =>
  list.filter((entry) => at - entry.at < memory).slice(-max);

/**
 * Who sits at which fish sea, in this process's memory: rooms of up to four seats per fish game, each with a seed
 * the pages derive the same fish schedule from. Presence only — no money and no outcome lives here; a restart
 * empties the rooms and the pages join again on their next poll. One process only: several instances behind a
 * load balancer would need this in a shared store (Redis) so that a room's members meet.
 */
export function createFishRooms(now: () => number) {
  const rooms: Room[] = [];
  let nextRoomId = 1;

  const dropStale = (at: number) => {
    for (const room of rooms) room.seats = room.seats.filter((seat) => at - seat.lastSeen < STALE_SEAT_MS);
    for (let index = rooms.length - 1; index >= 0; index -= 1)
      if (rooms[index].seats.length === 0) rooms.splice(index, 1);
  };

  const find = (gameId: number, memberId: number) => {
    for (const room of rooms) {
      const seat = room.seats.find((entry) => entry.memberId === memberId);
      if (room.gameId === gameId && seat) return { room, seat };
    }
    return null;
  };

  /** Seats the member at the fullest room of the game with a free seat, so players meet; a new room when none. */
  function sit(gameId: number, memberId: number, username: string, at: number) {
    const existing = find(gameId, memberId);
    if (existing) return existing;
    const open = rooms
      .filter((room) => room.gameId === gameId && room.seats.length < ROOM_SEATS)
      .sort((a, b) => b.seats.length - a.seats.length)[0];
    const room = open ?? { id: nextRoomId++, gameId, seed: randomInt(2 ** 31), seats: [] };
    if (!open) rooms.push(room);
    const taken = new Set(room.seats.map((seat) => seat.seat));
    const free = [...Array(ROOM_SEATS).keys()].find((index) => !taken.has(index))!;
    const seat: Seat = {
      memberId,
      name: maskName(username),
      seat: free,
      level: 0,
      lastSeen: at,
      shots: [],
      catches: [],
      caughtKeys: [],
    };
    room.seats.push(seat);
    return { room, seat };
  }

  return {
    /** Joins (or re-joins after being dropped) and reports this poll's level, shots and caught fish. */
    poll(gameId: number, player: { memberId: number; username: string }, input: PollInput) {
      const at = now();
      dropStale(at);
      const { room, seat } = sit(gameId, player.memberId, player.username, at);
      seat.lastSeen = at;
      if (input.level !== undefined) seat.level = input.level;
      seat.shots = keep(
        [...seat.shots, ...(input.shots ?? []).map((angle) => ({ angle, at }))],
        MAX_SHOTS,
        SHOT_MEMORY_MS,
        at,
      );
      seat.caughtKeys = keep(
        [...seat.caughtKeys, ...(input.caughtKeys ?? []).map((key) => ({ key, at }))],
        MAX_CATCHES,
        CATCH_MEMORY_MS,
        at,
      );
      return view(room, player.memberId, at);
    },
    /** A settled catch of a seated member (the server's round, not the page's word) shows at their seat. */
    noteCatch(gameId: number, memberId: number, entry: Omit<RoomCatch, 'at'>) {
      const found = find(gameId, memberId);
      if (!found) return;
      const at = now();
      found.seat.catches = keep([...found.seat.catches, { ...entry, at }], MAX_CATCHES, CATCH_MEMORY_MS, at);
    },
    leave(gameId: number, memberId: number) {
      const found = find(gameId, memberId);
      if (found) found.room.seats = found.room.seats.filter((seat) => seat !== found.seat);
      dropStale(now());
    },
  };
}

export type FishRooms = ReturnType<typeof createFishRooms>;
