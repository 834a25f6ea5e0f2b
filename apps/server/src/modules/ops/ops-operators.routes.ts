import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import {
  createOperator,
  listOperatorViews,
  readOperatorLogins,
  resetOperatorTotp,
  updateOperatorSettings,
} from './operator-admin.service.ts';
import { confirmTotpEnrolment, startTotpEnrolment } from './operator-session.service.ts';

/** The operators desk (admin) and the two-factor set-up at the login form. */
export function registerOperatorRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, ENDPOINTS.opsTotpEnrolStart, async ({ body, request, reply, merchantConfig }) => {
    reply.header('Cache-Control', 'no-store');
    return startTotpEnrolment(ctx, { ...body, request, issuer: `${merchantConfig.siteName} desk` });
  });

  registerEndpoint(app, ctx, ENDPOINTS.opsTotpEnrolConfirm, async ({ body, request, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return confirmTotpEnrolment(ctx, { ...body, request });
  });

  registerEndpoint(app, ctx, ENDPOINTS.opsOperatorList, async () => listOperatorViews(ctx));

  registerEndpoint(app, ctx, ENDPOINTS.opsOperatorCreate, async ({ operator, body }) =>
    createOperator(ctx, { operator: operator!, ...body }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.opsOperatorUpdate, async ({ operator, body }) =>
    updateOperatorSettings(ctx, { operator: operator!, ...body }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.opsOperatorResetTotp, async ({ operator, body }) =>
    resetOperatorTotp(ctx, { operator: operator!, ...body }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.opsOperatorLogins, async ({ query }) => readOperatorLogins(ctx, query));
}
