import type { PvpChatMessage, PvpTableSnapshot } from '@lucky/contracts/pvp/pvp-schemas';
import { createServerSeed } from '../../lib/fair-rng.ts';
import type { HoldemAction } from './engine/holdem-types.ts';
import { AppError } from '../../plugins/app-error.ts';
import {
  cancelExpiredHands,
  findLastHandNo,
  hasLiveHandElsewhere,
  listRecentHands,
  listSeats,
  type TableRow,
} from './pvp.repository.ts';
import { handResultOf } from './pvp-views.ts';
import { chatSettings } from './pvp-chat.service.ts';
import {
  abandonHand,
  balanceBots,
  canStartHand,
  refreshRow,
  scheduleHandIfReady,
  standUpAbsent,
} from './table-hand-end.ts';
import { showAsMember, showDue, startNiuNiuHand } from './niuniu-table-hand.ts';
import { passAsMember, playAsMember, startTienLenTableGame, tienlenDue } from './tienlen-table-hand.ts';
import { actAsMember, actForLeaver, botAct, timeOut } from './table-hand-play.ts';
import { startHand } from './table-hand-start.ts';
import { chat, join, leaveSeat, setSeed, setSittingOut, sit, topUpSeat, unwatch } from './table-seating.ts';
import {
  adoptSeats,
  LAST_HANDS,
  nowMs,
  roomNow,
  snapshotFor,
  turnMs,
  type TableDeps,
  type TableState,
  type TableViewer,
} from './table-state.ts';

/** Deals the next hand of the table's game. */
function startByGame(t: TableState): Promise<void> {
  if (t.table.game === 'NIUNIU') return startNiuNiuHand(t);
  if (t.table.game === 'TIENLEN') return startTienLenTableGame(t);
  return startHand(t);
}

/**
 * One table (Texas Hold'em, Niu-Niu or Tiến Lên, by its row's game), run in memory by the instance that owns it (README, "Table runtime"). Every command is
 * queued and runs alone, so the engine's state, the seats and the database never race each other. Chips move in the
 * database only through pvp-money.service.ts (sitting, topping up, leaving) and pvp-hand-settle.service.ts (a hand's
 * end); a hand in memory changes nothing until it is settled. The operations live in the table-*.ts files.
 */
export class HoldemTable {
  readonly id: number;
  private readonly t: TableState;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(table: TableRow, deps: TableDeps) {
    this.id = table.id;
    this.t = {
      table,
      deps,
      viewers: new Set(),
      players: new Map(),
      hand: null,
      lastHands: [],
      lastHandNo: 0,
      previousButton: null,
      nextServerSeed: createServerSeed(),
      nextHandAt: null,
      version: 0,
      rowReadAt: deps.now().getTime(),
    };
  }

  /**
   * Loads the seats (chips as of the last settled hand), the recent hands and the hand counter. A hand the table's
   * previous owner left RUNNING is cancelled first when its lease ran out (so it shows as cancelled); while its lease
   * still holds, that owner may yet settle it, so the table is not taken (`pvp.table.elsewhere`, try again).
   */
  async load(): Promise<void> {
    const { db, instance } = this.t.deps;
    const now = this.t.deps.now();
    await cancelExpiredHands(db, now);
    if (await hasLiveHandElsewhere(db, { tableId: this.id, instance, now })) throw new AppError('pvp.table.elsewhere');
    await adoptSeats(this.t, await listSeats(db, this.id));
    this.t.lastHandNo = await findLastHandNo(db, this.id);
    const recent = await listRecentHands(db, this.id, LAST_HANDS);
    await chatSettings(db);
    this.t.lastHands = recent.map((row) => handResultOf(row, this.t.deps.scale));
  }

  /** Runs one command after the previous ones; its error reaches the caller, the queue goes on. */
  private serial<T>(work: () => Promise<T> | T): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** This table's own free-text switch (screenChat also checks the site's). */
  get freeChat(): boolean {
    return this.t.table.freeChat;
  }

  get runningHandId(): string | null {
    return this.t.hand?.state.handId ?? null;
  }

  room() {
    return roomNow(this.t);
  }

  snapshotFor(memberId: number): PvpTableSnapshot {
    return snapshotFor(this.t, memberId);
  }

  join = (viewer: TableViewer) => this.serial(() => join(this.t, viewer));
  unwatch = (viewer: TableViewer) => this.serial(() => unwatch(this.t, viewer));
  sit = (input: Parameters<typeof sit>[1]) => this.serial(() => sit(this.t, input));
  topUp = (input: Parameters<typeof topUpSeat>[1]) => this.serial(() => topUpSeat(this.t, input));
  leave = (input: Parameters<typeof leaveSeat>[1]) => this.serial(() => leaveSeat(this.t, input));
  setSittingOut = (memberId: number, sittingOut: boolean) =>
    this.serial(() => setSittingOut(this.t, memberId, sittingOut));
  setSeed = (memberId: number, seed: string) => this.serial(() => setSeed(this.t, memberId, seed));
  chat = (input: { memberId: number; nickname: string; message: PvpChatMessage }) =>
    this.serial(() => chat(this.t, input));
  act = (input: { memberId: number; handId: string; action: HoldemAction }) =>
    this.serial(() => actAsMember(this.t, input));
  show = (input: { memberId: number; handId: string }) => this.serial(() => showAsMember(this.t, input));
  play = (input: { memberId: number; handId: string; cards: string[] }) =>
    this.serial(() => playAsMember(this.t, input));
  pass = (input: { memberId: number; handId: string }) => this.serial(() => passAsMember(this.t, input));

  /** Cancels the running hand from outside (its lease is gone, or a shutdown): nothing moved, players are told. */
  cancelRunning = (reason: 'INSTANCE_LOST' | 'TABLE_CLOSED') => this.serial(() => abandonHand(this.t, reason));

  /** Due timers: a bot's move, a leaver's or a timed-out player's, practice bots in or out, the next hand. */
  tick(): Promise<void> {
    return this.serial(async () => {
      const t = this.t;
      const now = nowMs(t);
      const live = t.hand;
      if (live?.game === 'NIUNIU') return showDue(t);
      if (live?.game === 'TIENLEN') return tienlenDue(t);
      if (live) {
        const seatNo = live.state.toActSeat;
        const player = seatNo === null ? undefined : t.players.get(seatNo);
        if (seatNo === null || !player) return;
        if (player.leaving) return actForLeaver(t);
        if (player.memberId === null && live.botActAt !== null && now >= live.botActAt) return botAct(t, seatNo);
        if (now >= live.turnStartedAt + turnMs(t) + player.timeBankMs) return timeOut(t, seatNo);
        return;
      }
      const handDue = t.nextHandAt !== null && now >= t.nextHandAt;
      await refreshRow(t, handDue);
      await standUpAbsent(t);
      await balanceBots(t);
      scheduleHandIfReady(t);
      if (handDue && t.nextHandAt !== null && now >= t.nextHandAt) {
        t.nextHandAt = null;
        if (canStartHand(t)) await startByGame(t);
      }
    });
  }
}
