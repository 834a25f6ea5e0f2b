import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import { requireRealAccount } from '../member/account-guard.ts';
import { claimMission, countAvailablePromotions, listMissionsForMember } from './mission.service.ts';
import { createMission, editMission, listOpsMissions, setMissionEnabled } from './ops-mission.service.ts';
import { readRewardCenter } from './reward-center.service.ts';

/** Missions for members (list, claim, badge count, reward center) and the operators' mission desk. */
export function registerMissionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  registerEndpoint(app, ctx, ENDPOINTS.missionList, async ({ session, merchantConfig, language }) =>
    listMissionsForMember(db, {
      memberId: requireRealAccount(session).memberId,
      config: merchantConfig,
      language,
      now: ctx.now(),
    }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.missionClaim, async ({ session, merchantConfig, language, body }) =>
    claimMission(db, {
      memberId: requireRealAccount(session).memberId,
      missionId: body.missionId,
      config: merchantConfig,
      language,
      now: ctx.now(),
    }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.availablePromotionCounts, async ({ session, merchantConfig, language }) =>
    countAvailablePromotions(db, {
      memberId: requireRealAccount(session).memberId,
      config: merchantConfig,
      language,
      now: ctx.now(),
    }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.rewardCenter, async ({ session, merchantConfig, language }) =>
    readRewardCenter(db, {
      memberId: requireRealAccount(session).memberId,
      config: merchantConfig,
      language,
      now: ctx.now(),
    }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.opsMissionList, async ({ merchantConfig }) =>
    listOpsMissions(db, merchantConfig.currency),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsMissionCreate, async ({ operator, merchantConfig, body }) =>
    createMission(db, { operator: operator!, currency: merchantConfig.currency, mission: body, now: ctx.now() }),
  );
  registerEndpoint(
    app,
    ctx,
    ENDPOINTS.opsMissionUpdate,
    async ({ operator, merchantConfig, body: { id, ...mission } }) =>
      editMission(db, { operator: operator!, currency: merchantConfig.currency, id, mission, now: ctx.now() }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsMissionStatus, async ({ operator, merchantConfig, body }) =>
    setMissionEnabled(db, {
      operator: operator!,
      currency: merchantConfig.currency,
      id: body.id,
      enabled: body.enabled,
      now: ctx.now(),
    }),
  );
}
