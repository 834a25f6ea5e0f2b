import { isTrialType } from '@lucky/contracts/common/constants';
import {
  PVP_CLOSE_CODES,
  pvpClientMessageSchema,
  type PvpClientMessage,
  type PvpServerMessage,
} from '@lucky/contracts/pvp/pvp-messages';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData } from 'ws';
import type { AppContext } from '../../app-context.ts';
import { MoneyFormatError, parseMoney } from '../../lib/money.ts';
import { AppError } from '../../plugins/app-error.ts';
import { resolveSession, type ActiveSession } from '../session/session.service.ts';
import type { HoldemAction } from './engine/holdem-types.ts';
import type { HoldemTable } from './holdem-table.ts';
import type { TableViewer } from './table-state.ts';
import { PVP_LIMITS, type PvpLimits } from './pvp-limits.ts';
import { screenChat } from './pvp-chat.service.ts';

/** The part of a WebSocket the table channel uses (the `ws` socket, or a test's stand-in). */
export type PvpSocket = {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  on(event: 'message', listener: (data: RawData, isBinary: boolean) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
};

/** Which member holds which table socket on this instance: one per member, the newer one replaces the older. */
export type PvpSocketRegistry = { byMember: Map<number, PvpSocket>; byIp: Map<string, number> };
export const createPvpSocketRegistry = (): PvpSocketRegistry => ({ byMember: new Map(), byIp: new Map() });

const OPEN = 1;

type Connection = {
  socket: PvpSocket;
  limits: PvpLimits;
  session: ActiveSession | null;
  nickname: string;
  auths: number;
  viewers: Map<number, TableViewer>;
  sessionTimer: NodeJS.Timeout | null;
};

/**
 * One table socket: the member's token first (within PVP_LIMITS.authWithinMs), then table messages in arrival order.
 * Every message is validated by the contracts' schema; anything refused is answered with an `error` carrying a code
 * of the contracts (and the requestId when the message had one). What a client can send ends, at worst, in a close
 * code (PVP_CLOSE_CODES); nothing it sends can throw out of here.
 */
export function openPvpConnection(input: {
  ctx: AppContext;
  registry: PvpSocketRegistry;
  socket: PvpSocket;
  ip: string;
  log: FastifyBaseLogger;
  /** The limits in force (tests that send many messages quickly raise the budget). */
  limits?: PvpLimits;
}): void {
  const { ctx, registry, socket, log } = input;
  const limits = input.limits ?? PVP_LIMITS;
  const connection: Connection = {
    socket,
    limits,
    session: null,
    nickname: '',
    auths: 0,
    viewers: new Map(),
    sessionTimer: null,
  };
  registry.byIp.set(input.ip, (registry.byIp.get(input.ip) ?? 0) + 1);
  const send = (message: PvpServerMessage) => {
    if (socket.readyState === OPEN) socket.send(JSON.stringify(message));
  };
  send({ type: 'hello', serverTime: ctx.now().toISOString(), isMember: false, nickname: null });
  const authTimer = setTimeout(() => {
    if (!connection.session) socket.close(PVP_CLOSE_CODES.unauthenticated, 'authenticate first');
  }, limits.authWithinMs);
  authTimer.unref();
  const isWithinBudget = createBudget(limits.messagesPerWindow, limits.messageWindowMs);
  const isChatWithinBudget = createBudget(limits.chatPerWindow, limits.messageWindowMs);
  let queue = Promise.resolve();

  socket.on('message', (data, isBinary) => {
    if (socket.readyState !== OPEN) return;
    if (!isWithinBudget()) return socket.close(PVP_CLOSE_CODES.rateLimited, 'too many messages');
    if (isBinary) return socket.close(1003, 'text frames only');
    const text = rawText(data);
    if (Buffer.byteLength(text) > limits.maxMessageBytes) return socket.close(1009, 'message too big');
    const parsed = readMessage(text);
    if (parsed === 'not-json') return socket.close(PVP_CLOSE_CODES.badMessage, 'not a JSON object');
    if (!parsed.ok) return send(errorMessage(new AppError('pvp.message.invalid', parsed.reason), parsed.ids));
    const message = parsed.message;
    if (message.type === 'chat' && !isChatWithinBudget())
      return send(errorMessage(new AppError('rate.limited'), { tableId: message.tableId, requestId: null }));
    queue = queue
      .then(() => handle(ctx, registry, connection, message, send))
      .catch((error: unknown) => {
        if (!(error instanceof AppError)) log.error({ err: error }, 'pvp message failed');
        const known = error instanceof AppError ? error : new AppError('internal.error');
        send(errorMessage(known, idsOf(message)));
      });
  });

  socket.on('close', () => {
    clearTimeout(authTimer);
    if (connection.sessionTimer) clearInterval(connection.sessionTimer);
    const left = (registry.byIp.get(input.ip) ?? 1) - 1;
    if (left > 0) registry.byIp.set(input.ip, left);
    else registry.byIp.delete(input.ip);
    const memberId = connection.session?.memberId;
    if (memberId !== undefined && registry.byMember.get(memberId) === socket) registry.byMember.delete(memberId);
    for (const [tableId, viewer] of connection.viewers) {
      void ctx.pvp
        .loaded(tableId)
        ?.unwatch(viewer)
        .catch(() => undefined);
    }
    connection.viewers.clear();
  });
}

async function handle(
  ctx: AppContext,
  registry: PvpSocketRegistry,
  connection: Connection,
  message: PvpClientMessage,
  send: (message: PvpServerMessage) => void,
): Promise<void> {
  if (connection.socket.readyState !== OPEN) return;
  if (message.type === 'ping') return send({ type: 'pong', serverTime: ctx.now().toISOString() });
  if (message.type === 'auth') return authenticate(ctx, registry, connection, message.token, send);
  const session = connection.session;
  if (!session) throw new AppError('pvp.auth.required');
  const memberId = session.memberId;
  const table = await ctx.pvp.open(message.tableId);
  const ok = (requestId: string) => send({ type: 'ok', requestId, tableId: table.id });
  switch (message.type) {
    case 'join':
      return watch(connection, table, send);
    case 'unwatch': {
      const viewer = connection.viewers.get(table.id);
      connection.viewers.delete(table.id);
      if (viewer) await table.unwatch(viewer);
      return;
    }
    case 'sit': {
      if (!connection.viewers.has(table.id)) await watch(connection, table, send);
      const amount = chipsOf(message.buyIn, await scaleOf(ctx));
      await table.sit({
        memberId,
        isTrial: isTrialType(session.type),
        seatNo: message.seatNo,
        amount,
        requestId: message.requestId,
      });
      return ok(message.requestId);
    }
    case 'topUp':
      await table.topUp({
        memberId,
        amount: chipsOf(message.amount, await scaleOf(ctx)),
        requestId: message.requestId,
      });
      return ok(message.requestId);
    case 'leave':
      if ((await table.leave({ memberId, requestId: message.requestId })) === 'LEFT') ok(message.requestId);
      return;
    case 'sitOut':
    case 'sitIn':
      return table.setSittingOut(memberId, message.type === 'sitOut');
    case 'action':
      await table.act({ memberId, handId: message.handId, action: await actionOf(ctx, message) });
      return ok(message.requestId);
    case 'show':
      await table.show({ memberId, handId: message.handId });
      return ok(message.requestId);
    case 'play':
      await table.play({ memberId, handId: message.handId, cards: message.cards });
      return ok(message.requestId);
    case 'pass':
      await table.pass({ memberId, handId: message.handId });
      return ok(message.requestId);
    case 'chat': {
      const line = { memberId, tableFreeChat: table.freeChat, message: message.message, now: ctx.now() };
      return table.chat({ memberId, nickname: connection.nickname, message: await screenChat(ctx.database.db, line) });
    }
    case 'seed':
      return table.setSeed(memberId, message.seed);
  }
}

async function authenticate(
  ctx: AppContext,
  registry: PvpSocketRegistry,
  connection: Connection,
  token: string,
  send: (message: PvpServerMessage) => void,
): Promise<void> {
  connection.auths += 1;
  if (connection.auths > connection.limits.authsPerSocket)
    return connection.socket.close(PVP_CLOSE_CODES.rateLimited, 'too many auth messages');
  if (connection.session) throw new AppError('pvp.message.invalid', 'This socket is already authenticated');
  const session = await resolveSession(ctx, token);
  if (!session) return connection.socket.close(PVP_CLOSE_CODES.unauthenticated, 'not a live session');
  const older = registry.byMember.get(session.memberId);
  // One table socket per member: the newer tab takes over, so seats are never driven from two places.
  if (older && older !== connection.socket) older.close(PVP_CLOSE_CODES.replaced, 'opened in another tab');
  registry.byMember.set(session.memberId, connection.socket);
  connection.session = session;
  connection.nickname = session.username;
  connection.sessionTimer = setInterval(() => {
    void resolveSession(ctx, token)
      .then((live) => {
        if (!live) connection.socket.close(PVP_CLOSE_CODES.unauthenticated, 'the session has ended');
      })
      .catch(() => undefined);
  }, connection.limits.sessionCheckMs);
  connection.sessionTimer.unref();
  send({ type: 'hello', serverTime: ctx.now().toISOString(), isMember: true, nickname: session.username });
}

async function watch(connection: Connection, table: HoldemTable, send: (message: PvpServerMessage) => void) {
  const existing = connection.viewers.get(table.id);
  if (existing) {
    send({ type: 'snapshot', table: table.snapshotFor(existing.memberId) });
    return;
  }
  const most = connection.limits.tablesPerSocket;
  if (connection.viewers.size >= most) throw new AppError('pvp.message.invalid', `At most ${most} tables at once`);
  const viewer: TableViewer = { memberId: connection.session!.memberId, send };
  connection.viewers.set(table.id, viewer);
  await table.join(viewer);
}

async function scaleOf(ctx: AppContext): Promise<number> {
  return (await ctx.merchant.get()).currency.scale;
}

function chipsOf(text: string, scale: number): bigint {
  try {
    const minor = parseMoney(text, scale);
    if (minor <= 0n || minor > BigInt(Number.MAX_SAFE_INTEGER)) throw new AppError('amount.invalid');
    return minor;
  } catch (error) {
    if (error instanceof MoneyFormatError) throw new AppError('amount.invalid', error.message);
    throw error;
  }
}

async function actionOf(
  ctx: AppContext,
  message: Extract<PvpClientMessage, { type: 'action' }>,
): Promise<HoldemAction> {
  if (message.action !== 'BET' && message.action !== 'RAISE') return { type: message.action };
  if (message.amount === undefined) throw new AppError('pvp.message.invalid', 'A bet or raise needs its amount');
  return { type: message.action, to: Number(chipsOf(message.amount, await scaleOf(ctx))) };
}

type Ids = { tableId: number | null; requestId: string | null };

function idsOf(message: PvpClientMessage): Ids {
  return {
    tableId: 'tableId' in message ? message.tableId : null,
    requestId: 'requestId' in message ? message.requestId : null,
  };
}

function errorMessage(error: AppError, ids: Ids): PvpServerMessage {
  return { type: 'error', code: error.code, message: error.message, ...ids };
}

type ReadResult = 'not-json' | { ok: true; message: PvpClientMessage } | { ok: false; reason: string; ids: Ids };

/** A message of the schema; a JSON object that is not one gets an error naming what was wrong (ids kept if sane). */
export function readMessage(text: string): ReadResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return 'not-json';
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return 'not-json';
  const result = pvpClientMessageSchema.safeParse(parsed);
  if (result.success) return { ok: true, message: result.data };
  const raw = parsed as { tableId?: unknown; requestId?: unknown };
  const issue = result.error.issues[0];
  return {
    ok: false,
    reason: issue ? `${issue.path.join('.') || 'message'}: ${issue.message}` : 'not a table message',
    ids: {
      tableId: typeof raw.tableId === 'number' && Number.isSafeInteger(raw.tableId) ? raw.tableId : null,
      requestId:
        typeof raw.requestId === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(raw.requestId) ? raw.requestId : null,
    },
  };
}

function rawText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

function createBudget(limit: number, windowMs: number): () => boolean {
  let windowStart = 0;
  let count = 0;
  return () => {
    const now = Date.now();
    if (now - windowStart >= windowMs) {
      windowStart = now;
      count = 0;
    }
    count += 1;
    return count <= limit;
  };
}
