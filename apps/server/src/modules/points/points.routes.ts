import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import {
  listOpsItems,
  listOpsRedemptions,
  readOpsPointsConfig,
  reviewRedemption,
  saveItem,
  savePointsConfig,
  switchItem,
} from './mall-ops.service.ts';
import {
  listMallItems,
  listMyPointsRecords,
  listMyRedemptions,
  readPointsBalance,
  redeemItem,
} from './mall.service.ts';
import { readPointsConfig } from './points-config.ts';
import { convertPoints } from './points-convert.service.ts';

/** Points and the points mall for members; items, redemptions and rates for operators. */
export function registerPointsRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, ENDPOINTS.pointsBalance, async ({ session }) => readPointsBalance(ctx, session));
  registerEndpoint(app, ctx, ENDPOINTS.pointsRewardList, async ({ merchantConfig }) =>
    listMallItems(ctx, merchantConfig),
  );
  registerEndpoint(app, ctx, ENDPOINTS.pointsRedeem, async ({ session, merchantConfig, body }) =>
    redeemItem(ctx, { session, config: merchantConfig, body }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.pointsRedeemedList, async ({ session, merchantConfig, query }) =>
    listMyRedemptions(ctx, { session, config: merchantConfig, page: query, status: query.status }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.pointsConfig, async ({ merchantConfig }) => ({
    ...(await readPointsConfig(ctx.database.db, ctx.config.MERCHANT_CODE)),
    currency: merchantConfig.currency.code,
  }));
  registerEndpoint(app, ctx, ENDPOINTS.pointsConvert, async ({ session, merchantConfig, body }) =>
    convertPoints(ctx, { session, config: merchantConfig, body }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.pointsRecords, async ({ session, merchantConfig, query }) =>
    listMyPointsRecords(ctx, { session, config: merchantConfig, page: query, type: query.type }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.opsMallItems, async ({ merchantConfig }) => listOpsItems(ctx, merchantConfig));
  registerEndpoint(app, ctx, ENDPOINTS.opsMallItemSave, async ({ operator, merchantConfig, body }) =>
    saveItem(ctx, { operator: operator!, config: merchantConfig, body }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsMallItemEnable, async ({ operator, merchantConfig, body }) =>
    switchItem(ctx, { operator: operator!, config: merchantConfig, ...body }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsMallRedemptions, async ({ merchantConfig, query }) =>
    listOpsRedemptions(ctx, { config: merchantConfig, page: query, status: query.status }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsMallRedemptionApprove, async ({ operator, merchantConfig, body }) =>
    reviewRedemption(ctx, {
      operator: operator!,
      config: merchantConfig,
      id: body.id,
      decision: 'APPROVED',
      reason: body.note ?? null,
    }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsMallRedemptionReject, async ({ operator, merchantConfig, body }) =>
    reviewRedemption(ctx, {
      operator: operator!,
      config: merchantConfig,
      id: body.id,
      decision: 'REJECTED',
      reason: body.reason,
    }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsPointsConfig, async ({ merchantConfig }) =>
    readOpsPointsConfig(ctx, merchantConfig),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsPointsConfigSave, async ({ operator, merchantConfig, body }) =>
    savePointsConfig(ctx, { operator: operator!, config: merchantConfig, body }),
  );
}
