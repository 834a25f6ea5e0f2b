import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import {
  approveWithdrawal,
  listWithdrawalQueue,
  markWithdrawalPaid,
  readProof,
  rejectWithdrawal,
  resolveWithdrawal,
} from './withdrawal-review.service.ts';
import { withdrawalRiskPanel } from './withdrawal-risk.service.ts';

/** The finance desk's withdrawal queue and the decisions on it. */
export function registerOpsWithdrawalRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, ENDPOINTS.opsWithdrawalQueue, async ({ merchantConfig, query }) =>
    listWithdrawalQueue(ctx, { config: merchantConfig, page: query, status: query.status, username: query.username }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.opsWithdrawalApprove, async ({ operator, merchantConfig, body }) =>
    approveWithdrawal(ctx, { operator: operator!, config: merchantConfig, orderNo: body.orderNo }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.opsWithdrawalReject, async ({ operator, merchantConfig, body }) =>
    rejectWithdrawal(ctx, { operator: operator!, config: merchantConfig, ...body }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.opsWithdrawalMarkPaid, async ({ operator, merchantConfig, body }) =>
    markWithdrawalPaid(ctx, { operator: operator!, config: merchantConfig, ...body }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.opsWithdrawalResolve, async ({ operator, merchantConfig, body }) =>
    resolveWithdrawal(ctx, { operator: operator!, config: merchantConfig, ...body }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.opsWithdrawalProof, async ({ query }) => readProof(ctx, query.proofId));

  registerEndpoint(app, ctx, ENDPOINTS.opsWithdrawalRisk, async ({ operator, merchantConfig, query }) =>
    withdrawalRiskPanel(ctx, { operator: operator!, config: merchantConfig, orderNo: query.orderNo }),
  );
}
