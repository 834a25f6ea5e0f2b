import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import { listOpsVendorGames, listOpsVendors, switchGameStatus, switchVendorStatus } from './ops-games.service.ts';

/** The admin's switch of game vendors and games: ACTIVE / MAINTENANCE / DISABLED. */
export function registerOpsGamesRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, ENDPOINTS.opsGameVendors, async () => listOpsVendors(ctx));

  registerEndpoint(app, ctx, ENDPOINTS.opsVendorGames, async ({ query }) => listOpsVendorGames(ctx, query));

  registerEndpoint(app, ctx, ENDPOINTS.opsVendorStatus, async ({ operator, body }) =>
    switchVendorStatus(ctx, { operator: operator!, ...body }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.opsGameStatus, async ({ operator, body }) =>
    switchGameStatus(ctx, { operator: operator!, ...body }),
  );
}
