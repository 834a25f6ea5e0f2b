import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import { listVendorsByCategory } from './catalogue.service.ts';

export function registerVendorRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, ENDPOINTS.gameVendor, async () => listVendorsByCategory(ctx), { shared: 'catalogue' });
}
