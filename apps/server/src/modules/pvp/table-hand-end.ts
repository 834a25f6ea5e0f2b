import { randomBytes } from 'node:crypto';
import { deckText } from './engine/fair-shuffle.ts';
import { BOT_NAMES } from './pvp-bots.ts';
import { settleHand, type StoredHandResult } from './pvp-hand-settle.service.ts';
import { seatBot } from './pvp-money.service.ts';
import { cancelHand, findTable, listSeats, type HandRow } from './pvp.repository.ts';
import { handResultOf, moneyOf } from './pvp-views.ts';
import {
  adoptSeats,
  broadcast,
  broadcastSeat,
  nowMs,
  rememberHand,
  snapshotFor,
  standUp,
  type LiveHand,
  type TableState,
} from './table-state.ts';

/** The pause between two hands (results on the felt). */
export const HAND_PAUSE_MS = 3000;

function eligiblePlayers(t: TableState) {
  return [...t.players.values()].filter((player) => !player.sittingOut && player.chips > 0 && !player.leaving);
}

export function playersForNextHand(t: TableState) {
  return eligiblePlayers(t).sort((a, b) => a.seatNo - b.seatNo);
}

export function canStartHand(t: TableState): boolean {
  const eligible = eligiblePlayers(t);
  // A practice table never deals to computer players alone.
  return t.table.status === 'OPEN' && eligible.length >= 2 && eligible.some((player) => player.memberId !== null);
}

export function scheduleHandIfReady(t: TableState): void {
  if (t.hand || t.nextHandAt !== null || !canStartHand(t)) return;
  t.nextHandAt = nowMs(t) + HAND_PAUSE_MS;
}

/** The engine ended the hand: settle it through the ledger, then show the results; if it cannot be, cancel it. */
export async function endHand(t: TableState): Promise<void> {
  const live = t.hand!;
  const { state } = live;
  let settled: Awaited<ReturnType<typeof settleHand>> | null = null;
  try {
    settled = await settleHand(t.deps.db, {
      table: t.table,
      hand: state,
      seats: live.seats,
      instance: t.deps.instance,
      deckText: deckText(state.deck),
      playerSeeds: live.playerSeeds,
      serverSeedHash: live.serverSeedHash,
      now: t.deps.now(),
    });
  } catch (error) {
    t.deps.log.error({ err: error, handId: state.handId }, 'pvp hand settlement failed');
  }
  if (!settled || settled.status !== 'SETTLED') return abandonHand(t, 'INSTANCE_LOST');
  for (const outcome of settled.outcomes) {
    const player = t.players.get(outcome.seatNo);
    if (player) player.chips = outcome.chips;
  }
  const stored: StoredHandResult = {
    game: 'HOLDEM',
    board: state.board,
    buttonSeat: state.buttonSeat,
    result: state.result!,
    players: settled.outcomes,
  };
  const result = handResultOf(endedRow(t, live, stored), t.deps.scale);
  t.hand = null;
  rememberHand(t, result);
  const tableId = t.table.id;
  if (result.wentToShowdown) {
    broadcast(t, (_viewer, version) => ({
      type: 'showdown',
      tableId,
      version,
      handId: state.handId,
      shown: result.shown,
    }));
  }
  broadcast(t, (_viewer, version) => ({ type: 'hand.ended', tableId, version, result }));
  await afterHand(t);
}

function endedRow(t: TableState, live: LiveHand, stored: StoredHandResult): HandRow {
  const now = t.deps.now();
  return {
    id: live.state.handId,
    tableId: t.table.id,
    handNo: t.lastHandNo,
    status: 'ENDED',
    serverSeed: live.serverSeed,
    serverSeedHash: live.serverSeedHash,
    commitment: live.commitment,
    playerSeeds: [...live.playerSeeds].map(([seat, seed]) => ({ seat, seed })),
    ownerInstance: t.deps.instance,
    leaseUntil: now,
    startedAt: live.startedAt,
    endedAt: now,
    rake: BigInt(stored.result.rake),
    deck: deckText(live.state.deck),
    result: stored,
  };
}

/**
 * The hand cannot be settled (its lease was lost and the job cancelled it, the database failed, a shutdown): nothing
 * moved, so the seats go back to their chips in the database, and everyone is told the hand was cancelled.
 */
export async function abandonHand(t: TableState, reason: 'INSTANCE_LOST' | 'TABLE_CLOSED'): Promise<void> {
  const live = t.hand;
  if (!live) return;
  t.hand = null;
  const now = t.deps.now();
  const handId = live.state.handId;
  await cancelHand(t.deps.db, handId, now).catch((error: unknown) =>
    t.deps.log.warn({ err: error, handId }, 'pvp hand cancel failed'),
  );
  await adoptSeats(t, await listSeats(t.deps.db, t.table.id));
  rememberHand(t, {
    handId,
    status: 'CANCELLED',
    endedAt: now.toISOString(),
    board: [],
    pots: [],
    rake: moneyOf(0, t.deps.scale),
    wentToShowdown: false,
    shown: [],
    players: [],
    reveal: null,
  });
  broadcast(t, (_viewer, version) => ({ type: 'hand.cancelled', tableId: t.table.id, version, handId, reason }));
  for (const viewer of t.viewers) viewer.send({ type: 'snapshot', table: snapshotFor(t, viewer.memberId) });
  await afterHand(t);
}

/** Between hands: leavers stand up (and hear `ok`), empty stacks sit out, and the next hand is scheduled. */
async function afterHand(t: TableState): Promise<void> {
  for (const player of [...t.players.values()]) {
    if (player.leaving) {
      const { requestId } = player.leaving;
      await standUp(t, player);
      for (const viewer of t.viewers)
        if (viewer.memberId === player.memberId) viewer.send({ type: 'ok', requestId, tableId: t.table.id });
    } else if (player.chips === 0 && !player.sittingOut) {
      player.sittingOut = true;
      broadcastSeat(t, player.seatNo);
    }
  }
  t.deps.onRoomChanged();
  scheduleHandIfReady(t);
}

/** Practice tables: computer players sit while a member plays there, and stand up when none does. */
export async function balanceBots(t: TableState): Promise<void> {
  if (!t.table.practice || t.table.botSeats === 0 || t.hand) return;
  const bots = () => [...t.players.values()].filter((player) => player.memberId === null);
  if (t.players.size === bots().length) {
    for (const bot of bots()) await standUp(t, bot);
    return;
  }
  for (const bot of bots()) if (bot.chips < Number(t.table.bigBlind)) await standUp(t, bot);
  let missing = t.table.botSeats - bots().length;
  for (let seatNo = 0; seatNo < t.table.seats && missing > 0; seatNo += 1) {
    if (t.players.has(seatNo)) continue;
    const used = new Set(bots().map((player) => player.botName));
    const name = BOT_NAMES.find((candidate) => !used.has(candidate)) ?? `Bot ${seatNo + 1}`;
    const seat = await seatBot(t.deps.db, {
      table: t.table,
      seatNo,
      name,
      chips: t.table.maxBuyIn / 2n,
      stint: `bot:${t.table.id}:${seatNo}:${randomBytes(8).toString('hex')}`,
      now: t.deps.now(),
    });
    if (!seat) continue;
    await adoptSeats(t, await listSeats(t.deps.db, t.table.id));
    broadcastSeat(t, seatNo);
    missing -= 1;
  }
}

/** How often an idle table reads its row again (an operator's new stakes, rake or status); always before a hand. */
export const ROW_REFRESH_MS = 5000;

/**
 * Between hands, the table takes the operator's changes to its row: stakes, rake and buy-in apply from the next hand;
 * a CLOSED table seats nobody new and stands everyone up (chips back to the wallets) once no hand is running.
 */
export async function refreshRow(t: TableState, force: boolean): Promise<void> {
  if (t.hand || (!force && nowMs(t) - t.rowReadAt < ROW_REFRESH_MS)) return;
  t.rowReadAt = nowMs(t);
  const row = await findTable(t.deps.db, t.table.id);
  if (row) t.table = row;
  if (t.table.status !== 'CLOSED') return;
  t.nextHandAt = null;
  for (const player of [...t.players.values()]) await standUp(t, player);
}

/** A player away and sitting out this long stands up: its chips go back to its wallet. */
export const ABSENT_STAND_UP_MS = 5 * 60_000;

export async function standUpAbsent(t: TableState): Promise<void> {
  if (t.hand) return;
  const now = nowMs(t);
  for (const player of [...t.players.values()]) {
    if (player.sittingOut && player.awayAt !== null && now - player.awayAt >= ABSENT_STAND_UP_MS)
      await standUp(t, player);
  }
}
