import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import { listDepositQueue, reviewDeposit } from './deposit-review.service.ts';

/** The finance desk's deposit queue and the decisions on it. */
export function registerOpsDepositRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, ENDPOINTS.opsDepositQueue, async ({ merchantConfig, query }) =>
    listDepositQueue(ctx, { config: merchantConfig, page: query, status: query.status, username: query.username }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.opsDepositApprove, async ({ operator, merchantConfig, body }) =>
    reviewDeposit(ctx, {
      operator: operator!,
      config: merchantConfig,
      orderNo: body.orderNo,
      decision: 'APPROVE',
      reason: body.note,
    }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.opsDepositReject, async ({ operator, merchantConfig, body }) =>
    reviewDeposit(ctx, {
      operator: operator!,
      config: merchantConfig,
      orderNo: body.orderNo,
      decision: 'REJECT',
      reason: body.reason,
    }),
  );
}
