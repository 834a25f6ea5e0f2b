import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import { addBlacklistEntry, listBlacklistEntries, removeBlacklistEntry } from './blacklist.service.ts';
import { listRiskQueue, memberRiskFlags } from './risk-flags.service.ts';

/** The risk desk: the queue of flagged groups, a member's flags, and the blacklists. */
export function registerRiskRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, ENDPOINTS.opsRiskQueue, async ({ query }) => listRiskQueue(ctx, query));

  registerEndpoint(app, ctx, ENDPOINTS.opsMemberRiskFlags, async ({ query }) => ({
    flags: await memberRiskFlags(ctx, query.memberId),
  }));

  registerEndpoint(app, ctx, ENDPOINTS.opsBlacklist, async ({ query }) => listBlacklistEntries(ctx, query));

  registerEndpoint(app, ctx, ENDPOINTS.opsBlacklistAdd, async ({ operator, body }) =>
    addBlacklistEntry(ctx, { operator: operator!, ...body }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.opsBlacklistRemove, async ({ operator, body }) =>
    removeBlacklistEntry(ctx, { operator: operator!, ...body }),
  );
}
