import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import { listOpsVipLevels, listOpsVipPayouts, saveVipLevel } from './ops-vip.service.ts';
import { claimMonthlyBonus, listVipLevels, readVipProgress } from './vip.service.ts';

/** The VIP club for members and the operators' ladder. */
export function registerVipRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, ENDPOINTS.vipLevels, async ({ merchantConfig }) => listVipLevels(ctx, merchantConfig));
  registerEndpoint(app, ctx, ENDPOINTS.vipProgress, async ({ session, merchantConfig }) =>
    readVipProgress(ctx, { session, config: merchantConfig }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.vipClaimMonthly, async ({ session, merchantConfig }) =>
    claimMonthlyBonus(ctx, { session, config: merchantConfig }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsVipLevels, async ({ merchantConfig }) =>
    listOpsVipLevels(ctx, merchantConfig),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsVipLevelSave, async ({ operator, merchantConfig, body }) =>
    saveVipLevel(ctx, { operator: operator!, config: merchantConfig, body }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsVipPayouts, async ({ merchantConfig, query }) =>
    listOpsVipPayouts(ctx, {
      config: merchantConfig,
      page: { pageNo: query.pageNo, pageSize: query.pageSize },
      username: query.username,
    }),
  );
}
