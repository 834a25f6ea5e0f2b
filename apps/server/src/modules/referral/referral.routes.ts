import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import { requireRealAccount } from '../member/account-guard.ts';
import { listOpsReferralRules, saveReferralRule } from './ops-referral.service.ts';
import { claimReferralReward, listReferralFriends, readReferralInfo } from './referral.service.ts';

/** Invite friends (module REFERRAL3, enforced by the endpoint table) and the operators' reward rules. */
export function registerReferralRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  registerEndpoint(app, ctx, ENDPOINTS.referralInfo, async ({ session, merchantConfig, request }) =>
    readReferralInfo(db, {
      memberId: requireRealAccount(session).memberId,
      currency: merchantConfig.currency,
      request,
    }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.referralFriends, async ({ session, merchantConfig, query }) =>
    listReferralFriends(db, {
      memberId: requireRealAccount(session).memberId,
      currency: merchantConfig.currency,
      page: query,
    }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.referralClaim, async ({ session, merchantConfig, body }) =>
    claimReferralReward(db, {
      memberId: requireRealAccount(session).memberId,
      friendId: body.friendId,
      kind: body.kind,
      currency: merchantConfig.currency,
      site: merchantConfig.siteName,
      now: ctx.now(),
    }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsReferralRules, async ({ merchantConfig }) =>
    listOpsReferralRules(db, merchantConfig.currency),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsReferralRuleUpdate, async ({ operator, merchantConfig, body }) =>
    saveReferralRule(db, { operator: operator!, currency: merchantConfig.currency, ...body, now: ctx.now() }),
  );
}
