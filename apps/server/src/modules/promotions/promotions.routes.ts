import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { approveApplication, rejectApplication } from './kinds/application.ts';
import {
  closePromotion,
  createPromotion,
  editPromotion,
  listApplicationsForOps,
  listPromotionsForOps,
  readApplicationImage,
} from './ops-promotions.service.ts';
import {
  applyPromotion,
  bonusDetails,
  claimPromotion,
  claimRafflePromotion,
  joinPromotion,
  listPromotions,
  promotionDetail,
  turnoverRequirements,
} from './promotions.service.ts';

/** Promotions for members (/wps/relay/MCS2_*) and their management at the operators' desk. */
export function registerPromotionRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, ENDPOINTS.promotionList, async ({ session, merchantConfig, query }) =>
    listPromotions(ctx, { session, config: merchantConfig, type: query.type }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.promotionDetail, async ({ session, merchantConfig, query }) =>
    promotionDetail(ctx, { session, config: merchantConfig, id: query.id }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.promotionJoin, async ({ session, merchantConfig, body }) =>
    joinPromotion(ctx, { session, config: merchantConfig, ...body }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.promotionClaim, async ({ session, merchantConfig, body }) =>
    claimPromotion(ctx, { session, config: merchantConfig, ...body }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.promotionRaffleClaim, async ({ session, merchantConfig, body }) =>
    claimRafflePromotion(ctx, { session, config: merchantConfig, ...body }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.promotionApply, async ({ session, merchantConfig, request }) =>
    applyPromotion(ctx, { session, config: merchantConfig, request }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.bonusDetails, async ({ session, merchantConfig, query }) =>
    bonusDetails(ctx, { session, config: merchantConfig, page: query }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.turnoverRequirements, async ({ session, merchantConfig }) =>
    turnoverRequirements(ctx, { session, config: merchantConfig }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.opsPromotionList, async ({ merchantConfig }) =>
    listPromotionsForOps(ctx, { config: merchantConfig }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsPromotionCreate, async ({ operator, merchantConfig, body }) =>
    createPromotion(ctx, { operator: operator!, config: merchantConfig, body }),
  );
  registerEndpoint(
    app,
    ctx,
    ENDPOINTS.opsPromotionUpdate,
    async ({ operator, merchantConfig, body: { id, ...body } }) =>
      editPromotion(ctx, { operator: operator!, config: merchantConfig, id, body }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsPromotionClose, async ({ operator, merchantConfig, body }) =>
    closePromotion(ctx, { operator: operator!, config: merchantConfig, id: body.id }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsPromotionApplications, async ({ merchantConfig, query }) =>
    listApplicationsForOps(ctx, { config: merchantConfig, page: query, status: query.status }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsPromotionApplicationImage, async ({ query }) =>
    readApplicationImage(ctx, query.imageId),
  );
  const reviewed = async (id: number, config: MerchantConfig) =>
    (await listApplicationsForOps(ctx, { config, id, page: { pageNo: 1, pageSize: 1 } })).list[0]!;
  registerEndpoint(app, ctx, ENDPOINTS.opsPromotionApplicationApprove, async ({ operator, merchantConfig, body }) => {
    await approveApplication(ctx, { operator: operator!, config: merchantConfig, id: body.id, amount: body.amount });
    return reviewed(body.id, merchantConfig);
  });
  registerEndpoint(app, ctx, ENDPOINTS.opsPromotionApplicationReject, async ({ operator, merchantConfig, body }) => {
    await rejectApplication(ctx, { operator: operator!, config: merchantConfig, id: body.id, reason: body.reason });
    return reviewed(body.id, merchantConfig);
  });
}
