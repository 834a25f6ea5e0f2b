import { pushClientMessageSchema, type PushClientMessage, type PushEvent } from '@lucky/contracts/common/push';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData } from 'ws';
import type { AppContext } from '../../app-context.ts';
import { resolveSession } from '../session/session.service.ts';
import { PUSH_CLOSE_CODES, PUSH_LIMITS } from './push-limits.ts';
import type { PushClient, PushSocket } from './push-registry.ts';

export type IncomingPushSocket = PushSocket & {
  on(event: 'message', listener: (data: RawData, isBinary: boolean) => void): unknown;
};

/** Every client message type this server knows; another type is ignored (a newer client on an older server). */
const KNOWN_TYPES: Record<PushClientMessage['type'], true> = { auth: true, subscribe: true, ping: true };

const OPEN = 1;

/**
 * One connected socket: `hello` at once, then each client message in arrival order (an auth that waits on the
 * database is finished before the next message is read). Anything a client can send ends, at worst, in a close
 * code (PUSH_CLOSE_CODES); nothing it sends can throw out of here.
 */
export function openPushConnection({
  ctx,
  socket,
  ip,
  log,
}: {
  ctx: AppContext;
  socket: IncomingPushSocket;
  ip: string;
  log: FastifyBaseLogger;
}): void {
  const client = ctx.push.attachSocket({ socket, ip });
  if (!client) return;
  ctx.push.sendEvent(client, helloEvent(ctx, false));
  const isWithinBudget = createMessageBudget();
  let queue = Promise.resolve();

  socket.on('message', (data, isBinary) => {
    if (socket.readyState !== OPEN) return;
    client.isAlive = true;
    if (!isWithinBudget()) return socket.close(PUSH_CLOSE_CODES.TOO_MANY, 'too many messages');
    if (isBinary) return socket.close(PUSH_CLOSE_CODES.UNSUPPORTED_DATA, 'text frames only');
    const message = readClientMessage(data);
    if (message === 'unknown') return;
    if (message === 'invalid') return socket.close(PUSH_CLOSE_CODES.BAD_MESSAGE, 'not a valid push message');
    queue = queue
      .then(() => handleMessage(ctx, client, message))
      .catch((error: unknown) => {
        log.error({ err: error }, 'push message failed');
        socket.close(PUSH_CLOSE_CODES.SERVER_ERROR, 'server error');
      });
  });
}

async function handleMessage(ctx: AppContext, client: PushClient, message: PushClientMessage): Promise<void> {
  if (client.socket.readyState !== OPEN) return;
  if (message.type === 'ping') return ctx.push.sendEvent(client, { type: 'pong', serverTime: ctx.now().toISOString() });
  if (message.type === 'subscribe') return ctx.push.subscribeTopics(client, message.topics);
  client.auths += 1;
  if (client.auths > PUSH_LIMITS.authsPerSocket)
    return client.socket.close(PUSH_CLOSE_CODES.TOO_MANY, 'too many auth messages');
  const session = await resolveSession(ctx, message.token);
  // Each auth is answered with a hello whose isMember says how it went; a stale token leaves a guest socket
  // (draw events keep coming) rather than a closed one a client would reopen with the same token.
  if (!session) {
    ctx.push.releaseMember(client);
    return ctx.push.sendEvent(client, helloEvent(ctx, false));
  }
  const bound = ctx.push.bindMember(client, { memberId: session.memberId, sessionId: session.id });
  if (bound === 'full') return client.socket.close(PUSH_CLOSE_CODES.TOO_MANY, 'too many sockets for this member');
  if (bound === 'bound') ctx.push.sendEvent(client, helloEvent(ctx, true));
}

const helloEvent = (ctx: AppContext, isMember: boolean): PushEvent => ({
  type: 'hello',
  serverTime: ctx.now().toISOString(),
  isMember,
});

/** A message of a known type that matches its schema, `unknown` for another type, `invalid` for anything else. */
export function readClientMessage(data: RawData): PushClientMessage | 'unknown' | 'invalid' {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawText(data));
  } catch {
    return 'invalid';
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return 'invalid';
  const type: unknown = (parsed as { type?: unknown }).type;
  if (typeof type !== 'string') return 'invalid';
  if (!Object.hasOwn(KNOWN_TYPES, type)) return 'unknown';
  const result = pushClientMessageSchema.safeParse(parsed);
  return result.success ? result.data : 'invalid';
}

function rawText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

/** At most PUSH_LIMITS.messagesPerWindow messages per window of wall-clock time. */
function createMessageBudget(): () => boolean {
  let windowStart = 0;
  let count = 0;
  return () => {
    const now = Date.now();
    if (now - windowStart >= PUSH_LIMITS.messageWindowMs) {
      windowStart = now;
      count = 0;
    }
    count += 1;
    return count <= PUSH_LIMITS.messagesPerWindow;
  };
}
