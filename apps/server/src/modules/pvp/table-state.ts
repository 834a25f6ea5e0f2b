import type { PvpServerMessage } from '@lucky/contracts/pvp/pvp-messages';
import type { PvpHandResult, PvpTableSnapshot } from '@lucky/contracts/pvp/pvp-schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { hashServerSeed } from '../../lib/fair-rng.ts';
import type { HoldemHand } from './engine/holdem-types.ts';
import { handFor, seatsFor, type TablePlayer } from './holdem-table-view.ts';
import { niuniuHandFor, niuniuSeatsFor, type NiuNiuLiveState } from './niuniu-table-view.ts';
import { tienlenHandFor, tienlenSeatsFor, type TienLenLiveState } from './tienlen-table-view.ts';
import type { HandSeat } from './pvp-hand-settle.service.ts';
import { cashOut } from './pvp-money.service.ts';
import { findPlayerProfiles, type SeatRow, type TableRow } from './pvp.repository.ts';
import { roomOf } from './pvp-views.ts';
import { siteFreeChat } from './pvp-chat.service.ts';

/** Someone with the table open: a member's socket. `send` never throws (a closed socket drops the message). */
export type TableViewer = { memberId: number; send(message: PvpServerMessage): void };

export type TableDeps = {
  db: Db;
  now: () => Date;
  instance: string;
  scale: number;
  log: FastifyBaseLogger;
  /** How long a hand's lease lasts; the rooms renew it well before. */
  leaseMs: number;
  /** After a member's wallet moved (buy-in, top-up, cash-out): the header balance through the push channel. */
  onWalletChanged(memberId: number): void;
  /** After seats or the hand state changed: the room list row through the push channel. */
  onRoomChanged(): void;
};

/** The hand being played: the engine's state (per game) and what the fairness reveal and the settlement need. */
export type LiveHand = (
  | { game: 'HOLDEM'; state: HoldemHand }
  | { game: 'NIUNIU'; state: NiuNiuLiveState }
  | { game: 'TIENLEN'; state: TienLenLiveState }
) & {
  serverSeed: string;
  serverSeedHash: string;
  commitment: string;
  playerSeeds: Map<number, string>;
  seats: Map<number, HandSeat>;
  startedAt: Date;
  turnStartedAt: number;
  botActAt: number | null;
};

/** Everything a table holds in memory; the table-*.ts files are the operations on it, holdem-table.ts queues them. */
export type TableState = {
  table: TableRow;
  readonly deps: TableDeps;
  readonly viewers: Set<TableViewer>;
  readonly players: Map<number, TablePlayer>;
  hand: LiveHand | null;
  lastHands: PvpHandResult[];
  lastHandNo: number;
  previousButton: number | null;
  nextServerSeed: string;
  nextHandAt: number | null;
  version: number;
  /** When the table's row was last read (refreshRow). */
  rowReadAt: number;
};

/** The time bank each seat has and regains per hand. */
export const TIME_BANK_MS = 30_000;
export const TIME_BANK_REFILL_MS = 5000;
export const LAST_HANDS = 10;

const maskedName = (username: string) => `${username.slice(0, 2)}***${username.slice(-1)}`;

export const nowMs = (t: TableState): number => t.deps.now().getTime();
export const turnMs = (t: TableState): number => t.table.turnSeconds * 1000;

export function seatOf(t: TableState, memberId: number): TablePlayer | null {
  for (const player of t.players.values()) if (player.memberId === memberId) return player;
  return null;
}

export function isWatching(t: TableState, memberId: number): boolean {
  for (const viewer of t.viewers) if (viewer.memberId === memberId) return true;
  return false;
}

export function isInHand(t: TableState, seatNo: number): boolean {
  return t.hand?.state.players.some((player) => player.seat === seatNo) ?? false;
}

/** Takes the seats as the database has them, keeping what memory knows of a sitting that goes on (same stint). */
export async function adoptSeats(t: TableState, seats: SeatRow[]): Promise<void> {
  const profiles = await findPlayerProfiles(
    t.deps.db,
    seats.flatMap((seat) => (seat.memberId === null ? [] : [seat.memberId])),
  );
  const kept = new Map(t.players);
  t.players.clear();
  for (const seat of seats) {
    const before = kept.get(seat.seatNo)?.stint === seat.stint ? kept.get(seat.seatNo) : undefined;
    const profile = seat.memberId === null ? null : profiles.get(seat.memberId);
    const chips = Number(seat.chips);
    t.players.set(seat.seatNo, {
      seatNo: seat.seatNo,
      memberId: seat.memberId,
      botName: seat.botName,
      nickname: seat.botName ?? profile?.nickname ?? maskedName(profile?.username ?? 'player'),
      avatar: profile?.avatar ?? null,
      chips,
      stint: seat.stint,
      sittingOut: (before?.sittingOut ?? false) || chips === 0,
      away: before?.away ?? (seat.memberId !== null && !isWatching(t, seat.memberId)),
      awayAt: before ? before.awayAt : seat.memberId !== null && !isWatching(t, seat.memberId) ? nowMs(t) : null,
      timeouts: before?.timeouts ?? 0,
      timeBankMs: before?.timeBankMs ?? TIME_BANK_MS,
      seed: before?.seed ?? null,
      leaving: before?.leaving ?? null,
    });
  }
}

export function playersOnline(t: TableState): number {
  const members = new Set([...t.viewers].map((viewer) => viewer.memberId));
  for (const player of t.players.values()) if (player.memberId !== null && !player.away) members.add(player.memberId);
  return members.size;
}

export function roomNow(t: TableState) {
  return roomOf(t.table, {
    scale: t.deps.scale,
    seatsTaken: t.players.size,
    playersOnline: playersOnline(t),
    inHand: t.hand !== null,
  });
}

/** Every seat as one viewer sees it, by the running hand's game (hidden cards stay hidden). */
export function seatsNow(t: TableState, viewerSeat: number | null) {
  const input = { seatCount: t.table.seats, players: t.players, viewerSeat, scale: t.deps.scale };
  const live = t.hand;
  if (live?.game === 'NIUNIU') return niuniuSeatsFor({ ...input, hand: live.state });
  if (live?.game === 'TIENLEN') return tienlenSeatsFor({ ...input, hand: live.state });
  return seatsFor({ ...input, hand: live?.state ?? null });
}

function handNow(t: TableState, viewerSeat: number | null) {
  const live = t.hand;
  if (!live) return null;
  const common = {
    serverSeedHash: live.serverSeedHash,
    commitment: live.commitment,
    viewerSeat,
    clock: { turnStartedAt: live.turnStartedAt, turnMs: turnMs(t) },
    scale: t.deps.scale,
  };
  if (live.game === 'NIUNIU') return niuniuHandFor({ ...common, hand: live.state });
  if (live.game === 'TIENLEN') return tienlenHandFor({ ...common, hand: live.state, unitStake: Number(t.table.ante) });
  return handFor({ ...common, hand: live.state });
}

export function snapshotFor(t: TableState, memberId: number): PvpTableSnapshot {
  const mine = seatOf(t, memberId);
  const viewerSeat = mine?.seatNo ?? null;
  return {
    room: roomNow(t),
    version: t.version,
    seats: seatsNow(t, viewerSeat),
    viewerSeat,
    hand: handNow(t, viewerSeat),
    nextServerSeedHash: hashServerSeed(t.nextServerSeed),
    viewerSeed: mine?.seed ?? null,
    turnSeconds: t.table.turnSeconds,
    lastHands: t.lastHands,
    serverTime: t.deps.now().toISOString(),
    freeChat: freeChatNow(t),
  };
}

/** Free text is on at this table: its own switch and the site's (as last read). */
export const freeChatNow = (t: TableState): boolean => t.table.freeChat && siteFreeChat(t.deps.db);

/** Sends each viewer its own version of a change; `null` skips a viewer. One change, one version. */
export function broadcast(
  t: TableState,
  messageFor: (viewer: TableViewer, version: number) => PvpServerMessage | null,
  options: { versioned: boolean } = { versioned: true },
): void {
  if (options.versioned) t.version += 1;
  for (const viewer of t.viewers) {
    const message = messageFor(viewer, t.version);
    if (message) viewer.send(message);
  }
}

export function broadcastSeat(t: TableState, seatNo: number): void {
  broadcast(t, (viewer, version) => {
    const seats = seatsNow(t, seatOf(t, viewer.memberId)?.seatNo ?? null);
    return { type: 'seat', tableId: t.table.id, version, seat: seats[seatNo]! };
  });
  t.deps.onRoomChanged();
}

export function rememberHand(t: TableState, result: PvpHandResult): void {
  t.lastHands = [result, ...t.lastHands].slice(0, LAST_HANDS);
}

/** A player (or bot) stands up: chips back to the wallet, seat freed, everyone told. */
export async function standUp(t: TableState, player: TablePlayer): Promise<void> {
  await cashOut(t.deps.db, { table: t.table, seatNo: player.seatNo, now: t.deps.now() });
  t.players.delete(player.seatNo);
  if (player.memberId !== null) t.deps.onWalletChanged(player.memberId);
  broadcastSeat(t, player.seatNo);
}
