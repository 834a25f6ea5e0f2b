import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import { checkLedgerInvariants } from '../wallet/ledger-invariants.ts';
import { AppError } from '../../plugins/app-error.ts';
import { readAuditLog, recordAudit } from '../audit/audit-log.ts';
import { replaceMerchantConfig } from '../merchant/ops-config.service.ts';
import { lookupMember } from './ops-members.service.ts';
import { requestAdjustment } from './adjustments.service.ts';
import { loginOperator, logoutOperator } from './operator-session.service.ts';
import { registerOperatorRoutes } from './ops-operators.routes.ts';

/** The finance desk's session, member and admin calls (payments and withdrawals register their queues). */
export function registerOpsRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, ENDPOINTS.opsLogin, async ({ body, request, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return loginOperator(ctx, { ...body, request });
  });

  registerOperatorRoutes(app, ctx);

  registerEndpoint(app, ctx, ENDPOINTS.opsLogout, async ({ operator }) => {
    await logoutOperator(ctx, operator!);
    return null;
  });

  registerEndpoint(app, ctx, ENDPOINTS.opsMe, async ({ operator }) => ({
    id: operator!.id,
    username: operator!.username,
    role: operator!.role,
  }));

  registerEndpoint(app, ctx, ENDPOINTS.opsMemberLookup, async ({ operator, merchantConfig, query }) =>
    lookupMember(ctx, { operator: operator!, config: merchantConfig, username: query.username }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.opsAdjustment, async ({ operator, merchantConfig, body }) =>
    requestAdjustment(ctx, { operator: operator!, config: merchantConfig, ...body }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.opsAuditLog, async ({ query }) => readAuditLog(ctx.database.db, query));

  registerEndpoint(app, ctx, ENDPOINTS.opsLedgerCheck, async () => checkLedgerInvariants(ctx.database.db));

  registerEndpoint(app, ctx, ENDPOINTS.opsMerchantConfig, async ({ merchantConfig }) => merchantConfig);

  registerEndpoint(app, ctx, ENDPOINTS.opsClockAdvance, async ({ operator, body }) => {
    if (!ctx.advanceClock)
      throw new AppError(
        'function.not.available',
        'The clock can be moved only on a server started with CLOCK_CONTROL=true',
      );
    const before = ctx.now().toISOString();
    const now = ctx.advanceClock(body.minutes * 60_000).toISOString();
    await recordAudit(ctx.database.db, {
      operator: operator!,
      action: 'CLOCK_ADVANCE',
      targetType: 'CLOCK',
      reason: body.reason,
      before: { now: before },
      after: { now },
    });
    return { now };
  });

  registerEndpoint(app, ctx, ENDPOINTS.opsMerchantConfigUpdate, async ({ operator, body }) =>
    replaceMerchantConfig(ctx, { operator: operator!, config: body.config, reason: body.reason }),
  );
}
