import fastifyWebsocket from '@fastify/websocket';
import { PUSH_PATH } from '@lucky/contracts/common/push';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../plugins/app-error.ts';
import { assessAccess } from '../../plugins/site-access.ts';
import { openPushConnection } from './push-connection.ts';
import { PUSH_CLOSE_CODES, PUSH_LIMITS } from './push-limits.ts';

/** How long start-up waits for the Redis subscription before serving without it (it keeps trying). */
const READY_WAIT_MS = 5000;

/**
 * The push channel at PUSH_PATH. Register it before the other routes: @fastify/websocket's hooks then cover
 * every route, so an upgrade request to any other address is answered and its socket ended.
 */
export async function registerPushChannel(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Ahead of the plugin's own preClose (which closes sockets without a code): clients are told GOING_AWAY.
  app.addHook('preClose', async () => ctx.push.close());
  app.addHook('onReady', async () => waitForRelay(app, ctx));
  await app.register(fastifyWebsocket, {
    options: { maxPayload: PUSH_LIMITS.maxMessageBytes },
    // Socket errors are the client's (a bad frame, an oversized message): ws is already closing with the right
    // code. An open socket here means our handler threw.
    errorHandler: (error, socket, request) => {
      if (socket.readyState !== 1) return request.log.info({ err: error }, 'push socket error');
      request.log.error({ err: error }, 'push handler failed');
      socket.close(PUSH_CLOSE_CODES.SERVER_ERROR, 'server error');
    },
  });

  app.route({
    method: 'GET',
    url: PUSH_PATH,
    schema: { hide: true },
    preHandler: async (request) => refuseUpgrade(ctx, request),
    handler: async () => {
      throw new AppError('request.invalid', 'This address is a WebSocket: open it with new WebSocket(url)');
    },
    wsHandler: (socket, request) => openPushConnection({ ctx, socket, ip: request.ip, log: request.log }),
  });
}

/** The player site's access rules and the per-address limit, answered in HTTP before the upgrade. */
async function refuseUpgrade(ctx: AppContext, request: FastifyRequest): Promise<void> {
  const config = await ctx.merchant.get();
  const access = assessAccess({ ctx, config, request });
  if (access.status === 1)
    throw new AppError('system.maintenance', undefined, { maintenanceEnd: access.maintenanceEnd });
  if (access.status === 2) throw new AppError('region.restricted');
  if (ctx.push.countSocketsOfIp(request.ip) >= PUSH_LIMITS.socketsPerIp)
    throw new AppError('rate.limited', 'Too many push connections from this address');
}

async function waitForRelay(app: FastifyInstance, ctx: AppContext): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), READY_WAIT_MS);
  });
  try {
    if ((await Promise.race([ctx.push.ready(), timedOut])) === 'timeout')
      app.log.warn('push relay: Redis subscription not ready yet; pushes from other instances start when it is');
  } catch (error) {
    app.log.warn({ err: error }, 'push relay: Redis subscription failed');
  } finally {
    clearTimeout(timer);
  }
}
