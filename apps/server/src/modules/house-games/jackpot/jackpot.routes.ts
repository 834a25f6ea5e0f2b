import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.ts';
import { registerEndpoint } from '../../../plugins/endpoint-route.ts';
import { readSiteJackpot } from './jackpot-pool.service.ts';

export function registerJackpotRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, ENDPOINTS.siteJackpot, () => readSiteJackpot(ctx));
}
