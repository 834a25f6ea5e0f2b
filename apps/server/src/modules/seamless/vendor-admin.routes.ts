import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import { createVendor, listVendorAccess, rotateVendorSecret, updateVendor } from './vendor-admin.service.ts';

/** Vendor onboarding at the finance desk (admin): create, edit, rotate the wallet secret. */
export function registerVendorAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, ENDPOINTS.opsVendorAccessList, async () => listVendorAccess(ctx));

  registerEndpoint(app, ctx, ENDPOINTS.opsVendorCreate, async ({ operator, body }) =>
    createVendor(ctx, { operator: operator!, ...body }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.opsVendorUpdate, async ({ operator, body }) =>
    updateVendor(ctx, { operator: operator!, ...body }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.opsVendorRotateSecret, async ({ operator, body }) =>
    rotateVendorSecret(ctx, { operator: operator!, ...body }),
  );
}
