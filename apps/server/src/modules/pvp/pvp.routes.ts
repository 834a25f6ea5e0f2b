import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { PVP_PATH } from '@lucky/contracts/pvp/pvp-messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../plugins/app-error.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import { assessAccess } from '../../plugins/site-access.ts';
import { createPvpSocketRegistry, openPvpConnection, type PvpSocketRegistry } from './pvp-connection.ts';
import { PVP_LIMITS } from './pvp-limits.ts';
import { createPvpRelay } from './pvp-relay.ts';
import { listRooms, readHandDetail } from './pvp-lobby.service.ts';

/**
 * The card rooms: the table socket at PVP_PATH (on @fastify/websocket, which the push channel registers first) and
 * the room list and hand detail calls. Register after the push channel.
 */
export function registerPvpRoutes(app: FastifyInstance, ctx: AppContext): void {
  const registry = createPvpSocketRegistry();
  // With several instances (Redis), messages for a table another instance runs are forwarded there (pvp-relay.ts).
  const relay = ctx.config.REDIS_URL ? createPvpRelay({ ctx, redisUrl: ctx.config.REDIS_URL, log: app.log }) : null;
  // Hands in progress are cancelled (nothing moved) and the tables released while the database is still open.
  app.addHook('preClose', async () => {
    await relay?.close();
    await ctx.pvp.close();
  });
  app.route({
    method: 'GET',
    url: PVP_PATH,
    schema: { hide: true },
    preHandler: async (request) => refuseUpgrade(ctx, registry, request),
    handler: async () => {
      throw new AppError('request.invalid', 'This address is a WebSocket: open it with new WebSocket(url)');
    },
    wsHandler: (socket, request) =>
      openPvpConnection({
        ctx,
        registry,
        socket: relay ? relay.wrap(socket, request.ip) : socket,
        ip: request.ip,
        log: request.log,
      }),
  });

  registerEndpoint(app, ctx, ENDPOINTS.pvpRoomList, async ({ session, query }) =>
    listRooms(ctx, { sessionType: session?.type ?? null, game: query.game, stakeLevel: query.stakeLevel }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.pvpHandDetail, async ({ query }) => readHandDetail(ctx, query.handId));
}

async function refuseUpgrade(ctx: AppContext, registry: PvpSocketRegistry, request: FastifyRequest): Promise<void> {
  const config = await ctx.merchant.get();
  const access = assessAccess({ ctx, config, request });
  if (access.status === 1)
    throw new AppError('system.maintenance', undefined, { maintenanceEnd: access.maintenanceEnd });
  if (access.status === 2) throw new AppError('region.restricted');
  if ((registry.byIp.get(request.ip) ?? 0) >= PVP_LIMITS.socketsPerIp)
    throw new AppError('rate.limited', 'Too many table connections from this address');
}
