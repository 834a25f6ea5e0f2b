import { randomBytes } from 'node:crypto';
import { deckText } from './engine/fair-shuffle.ts';
import { BOT_NAMES } from './pvp-bots.ts';
import { holdemOutcomesOf, settleHand, type StoredHandResult } from './pvp-hand-settle.service.ts';
import { seatBot } from './pvp-money.service.ts';
import { chatSettings } from './pvp-chat.service.ts';
import { cancelHand, findTable, listSeats, type HandRow } from './pvp.repository.ts';
import { handResultOf, moneyOf } from './pvp-views.ts';
import {
  adoptSeats,
  broadcast,
  broadcastSeat,
  freeChatNow,
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
  // Niu-Niu and Tiến Lên need a unit stake to play for (an operator's table without one deals nothing).
  const staked = t.table.game === 'HOLDEM' || t.table.ante > 0n;
  return (
    t.table.status === 'OPEN' && staked && eligible.length >= 2 && eligible.some((player) => player.memberId !== null)
  );
}

export function scheduleHandIfReady(t: TableState): void {
  if (t.hand || t.nextHandAt !== null || !canStartHand(t)) return;
  t.nextHandAt = nowMs(t) + HAND_PAUSE_MS;
}

/** The engine ended the Hold'em hand: settle it through the ledger, then show the results. */
export async function endHand(t: TableState): Promise<void> {
  const live = t.hand!;
  if (live.game !== 'HOLDEM') throw new Error("pvp: not a Hold'em hand");
  const { state } = live;
  const outcomes = holdemOutcomesOf(state, live.seats);
  await settleAndShow(t, {
    game: 'HOLDEM',
    board: state.board,
    buttonSeat: state.buttonSeat,
    result: state.result!,
    players: outcomes,
  });
}

/**
 * Settles the running hand through the ledger with its stored result (any game), then shows the hands and the
 * result to everyone; a hand that cannot be settled (its lease was lost, the database failed) is cancelled.
 */
export async function settleAndShow(t: TableState, stored: StoredHandResult): Promise<void> {
  const live = t.hand!;
  const handId = live.state.handId;
  let settled: Awaited<ReturnType<typeof settleHand>> | null = null;
  try {
    settled = await settleHand(t.deps.db, {
      table: t.table,
      handId,
      outcomes: stored.players,
      stored,
      instance: t.deps.instance,
      deckText: deckText(live.state.deck),
      playerSeeds: live.playerSeeds,
      serverSeedHash: live.serverSeedHash,
      now: t.deps.now(),
    });
  } catch (error) {
    t.deps.log.error({ err: error, handId }, 'pvp hand settlement failed');
  }
  if (!settled || settled.status !== 'SETTLED') return abandonHand(t, 'INSTANCE_LOST');
  for (const outcome of settled.outcomes) {
    const player = t.players.get(outcome.seatNo);
    if (player) player.chips = outcome.chips;
  }
  const result = handResultOf(endedRow(t, live, stored), t.deps.scale);
  t.hand = null;
  rememberHand(t, result);
  const tableId = t.table.id;
  if (result.wentToShowdown) {
    broadcast(t, (_viewer, version) => ({ type: 'showdown', tableId, version, handId, shown: result.shown }));
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
    rake: BigInt(stored.players.reduce((sum, player) => sum + player.rake, 0)),
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
export async function afterHand(t: TableState): Promise<void> {
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
  // A bot that cannot cover a hand's smallest stake (the big blind, or the unit stake) makes room for a fresh one.
  const least = Number(t.table.game === 'HOLDEM' ? t.table.bigBlind : t.table.ante);
  for (const bot of bots()) if (bot.chips < least) await standUp(t, bot);
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
  const freeChatBefore = freeChatNow(t);
  const row = await findTable(t.deps.db, t.table.id);
  if (row) t.table = row;
  await chatSettings(t.deps.db);
  // The operator switched free text on or off: every viewer gets the table again (its `freeChat` changed).
  if (freeChatNow(t) !== freeChatBefore)
    for (const viewer of t.viewers) viewer.send({ type: 'snapshot', table: snapshotFor(t, viewer.memberId) });
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
