import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../plugins/app-error.ts';
import { readMemberBalance } from '../wallet/wallet-records.service.ts';
import { HoldemTable } from './holdem-table.ts';
import { RUNNING_PVP_GAMES } from './pvp-catalogue.ts';
import { moneyOf } from './pvp-views.ts';
import { cancelExpiredHands, claimTable, findTable, releaseTables, renewHandLeases } from './pvp.repository.ts';

/** A table's lease and its running hands' leases last this long; they are renewed every LEASE_RENEW_MS. */
export const PVP_LEASE_MS = 30_000;
export const PVP_LEASE_RENEW_MS = 10_000;
/** The room list's rows go out through the push channel at most this often per table. */
export const ROOM_PUSH_MS = 500;
/** How often the runtime looks at its timers (turns, bots, the next hand). */
export const PVP_TICK_MS = 250;

/**
 * The card tables this instance runs (README, "Table runtime"), on the AppContext as `ctx.pvp`. A table is loaded
 * when a member first opens it, after this instance claims it (a lease in `pvp_tables`, renewed while it runs); a
 * table another live instance holds answers `pvp.table.elsewhere` (routing players to the owner is left for later).
 */
export type PvpRooms = {
  readonly instance: string;
  /** The table, loaded and claimed by this instance when needed. */
  open(tableId: number): Promise<HoldemTable>;
  loaded(tableId: number): HoldemTable | undefined;
  /** Every due timer of every table; the server calls it every PVP_TICK_MS, tests call it after moving the clock. */
  tick(): Promise<void>;
  /** Renews this instance's table and hand leases; a hand whose lease is gone is cancelled at its table. */
  renewLeases(): Promise<void>;
  /** The lease job: marks CANCELLED every running hand whose owner stopped renewing it. */
  cancelExpiredHands(): Promise<string[]>;
  start(): void;
  close(): Promise<void>;
};

/** Claims the table for this instance and loads it (seats, recent hands); refused while another instance holds it. */
async function loadTable(
  input: { ctx: () => AppContext; log: FastifyBaseLogger },
  instance: string,
  tableId: number,
): Promise<HoldemTable> {
  const ctx = input.ctx();
  const db = ctx.database.db;
  const row = await findTable(db, tableId);
  if (!row) throw new AppError('pvp.table.not.found');
  if (!RUNNING_PVP_GAMES.includes(row.game)) throw new AppError('pvp.table.closed', 'This game opens soon');
  const now = ctx.now();
  if (!(await claimTable(db, { tableId, instance, now, until: new Date(now.getTime() + PVP_LEASE_MS) })))
    throw new AppError('pvp.table.elsewhere');
  const { currency } = await ctx.merchant.get();
  let roomPushPending = false;
  const table: HoldemTable = new HoldemTable(row, {
    db,
    now: ctx.now,
    instance,
    scale: currency.scale,
    log: input.log,
    leaseMs: PVP_LEASE_MS,
    onWalletChanged: (memberId) => {
      void readMemberBalance(db, memberId, row.currency)
        .then((funds) =>
          ctx.push.publishBalance({ memberId, balance: moneyOf(funds.balance - funds.held, currency.scale) }),
        )
        .catch((error: unknown) => input.log.warn({ err: error }, 'pvp balance push failed'));
    },
    onRoomChanged: () => {
      // At most one room-list push per table and ROOM_PUSH_MS: a hand's seats change several times in a moment.
      if (roomPushPending) return;
      roomPushPending = true;
      setTimeout(() => {
        roomPushPending = false;
        ctx.push.publishPvpRoom({ room: table.room() });
      }, ROOM_PUSH_MS).unref();
    },
  });
  await table.load();
  return table;
}

/**
 * `runTimers` (the server; not tests, which call `tick` after moving their clock): the timers start with the first
 * table opened.
 */
export function createPvpRooms(input: {
  ctx: () => AppContext;
  log: FastifyBaseLogger;
  instance?: string;
  runTimers?: boolean;
}): PvpRooms {
  const instance = input.instance ?? randomUUID();
  const tables = new Map<number, HoldemTable>();
  const loading = new Map<number, Promise<HoldemTable>>();
  const timers: NodeJS.Timeout[] = [];
  let closed = false;
  let started = false;

  const rooms: PvpRooms = {
    instance,
    async open(tableId) {
      if (closed) throw new AppError('system.maintenance');
      if (input.runTimers && !started) rooms.start();
      const existing = tables.get(tableId);
      if (existing) return existing;
      let pending = loading.get(tableId);
      if (!pending) {
        pending = loadTable(input, instance, tableId).then((table) => {
          tables.set(tableId, table);
          return table;
        });
        loading.set(tableId, pending);
        void pending.finally(() => loading.delete(tableId)).catch(() => undefined);
      }
      return pending;
    },
    loaded: (tableId) => tables.get(tableId),
    async tick() {
      // Side by side: a table busy settling a hand must not hold up another table's turn timer.
      await Promise.all(
        [...tables.values()].map((table) =>
          table.tick().catch((error: unknown) => input.log.error({ err: error, tableId: table.id }, 'pvp tick failed')),
        ),
      );
    },
    renewLeases: () => renewLeases(input.ctx(), tables, instance),
    cancelExpiredHands: () => cancelDeadHands(input.ctx(), tables),
    start() {
      if (started) return;
      started = true;
      const every = (ms: number, work: () => Promise<unknown>, what: string) =>
        timers.push(
          startTimer(
            ms,
            work,
            () => closed,
            (error) => input.log.error({ err: error }, `pvp ${what} failed`),
          ),
        );
      every(PVP_TICK_MS, () => rooms.tick(), 'tick');
      every(PVP_LEASE_RENEW_MS, () => rooms.renewLeases(), 'lease renewal');
      every(PVP_LEASE_RENEW_MS / 2, () => rooms.cancelExpiredHands(), 'lease job');
    },
    async close() {
      closed = true;
      for (const timer of timers) clearInterval(timer);
      // Hands in progress cannot finish without this instance: cancelled now (nothing moved), players are told.
      for (const table of tables.values()) await table.cancelRunning('INSTANCE_LOST').catch(() => undefined);
      await releaseTables(input.ctx().database.db, instance).catch(() => undefined);
      tables.clear();
    },
  };
  return rooms;
}

async function renewLeases(ctx: AppContext, tables: Map<number, HoldemTable>, instance: string): Promise<void> {
  const now = ctx.now();
  const until = new Date(now.getTime() + PVP_LEASE_MS);
  for (const table of [...tables.values()]) {
    if (await claimTable(ctx.database.db, { tableId: table.id, instance, now, until })) continue;
    // Another instance took the table over (this one stalled past its lease): let it go.
    await table.cancelRunning('INSTANCE_LOST');
    tables.delete(table.id);
  }
  const running = [...tables.values()].flatMap((table) => (table.runningHandId ? [table.runningHandId] : []));
  const renewed = new Set(await renewHandLeases(ctx.database.db, { handIds: running, instance, until }));
  for (const table of tables.values()) {
    const handId = table.runningHandId;
    if (handId && !renewed.has(handId)) await table.cancelRunning('INSTANCE_LOST');
  }
}

async function cancelDeadHands(ctx: AppContext, tables: Map<number, HoldemTable>): Promise<string[]> {
  const cancelled = await cancelExpiredHands(ctx.database.db, ctx.now());
  for (const hand of cancelled) {
    const table = tables.get(hand.tableId);
    if (table?.runningHandId === hand.id) await table.cancelRunning('INSTANCE_LOST');
  }
  return cancelled.map((hand) => hand.id);
}

/** Runs `work` every `ms` (never two passes at once) until `isClosed`; a failed pass is reported and retried. */
function startTimer(
  ms: number,
  work: () => Promise<unknown>,
  isClosed: () => boolean,
  onError: (error: unknown) => void,
): NodeJS.Timeout {
  let busy = false;
  const timer = setInterval(() => {
    if (busy || isClosed()) return;
    busy = true;
    work()
      .catch(onError)
      .finally(() => {
        busy = false;
      });
  }, ms);
  timer.unref();
  return timer;
}
