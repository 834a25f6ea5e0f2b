import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import {
  excludeMemberByOperator,
  lowerMemberLimit,
  readMemberPlay,
  readPlayReport,
} from './ops-responsible-play.service.ts';
import {
  confirmMyLimit,
  excludeMe,
  readMyPlayState,
  readMySession,
  readMyStatement,
  reopenMe,
  setMyLimit,
  setMyRealityCheck,
} from './responsible-play.service.ts';

/** Responsible play: the member's limits, reality check, exclusions and statement; the desk's view and actions. */
export function registerResponsiblePlayRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, ENDPOINTS.playState, async ({ session, merchantConfig }) =>
    readMyPlayState(ctx, session, merchantConfig.currency),
  );
  registerEndpoint(app, ctx, ENDPOINTS.playLimitSet, async ({ session, merchantConfig, body }) =>
    setMyLimit(ctx, { session, currency: merchantConfig.currency, body }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.playLimitConfirm, async ({ session, merchantConfig, body }) =>
    confirmMyLimit(ctx, { session, currency: merchantConfig.currency, body }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.playRealityCheckSet, async ({ session, merchantConfig, body }) =>
    setMyRealityCheck(ctx, { session, currency: merchantConfig.currency, body }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.playExclude, async ({ session, merchantConfig, body }) =>
    excludeMe(ctx, { session, currency: merchantConfig.currency, body }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.playReopen, async ({ session, merchantConfig }) =>
    reopenMe(ctx, { session, currency: merchantConfig.currency }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.playSession, async ({ session, merchantConfig }) =>
    readMySession(ctx, session, merchantConfig.currency),
  );
  registerEndpoint(app, ctx, ENDPOINTS.playStatement, async ({ session, merchantConfig }) =>
    readMyStatement(ctx, session, merchantConfig.currency),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsPlayMember, async ({ merchantConfig, query }) =>
    readMemberPlay(ctx, { username: query.username, currency: merchantConfig.currency }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsPlayLimitLower, async ({ operator, merchantConfig, body }) =>
    lowerMemberLimit(ctx, { operator: operator!, currency: merchantConfig.currency, body }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsPlayExclude, async ({ operator, merchantConfig, body }) =>
    excludeMemberByOperator(ctx, { operator: operator!, currency: merchantConfig.currency, body }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsPlayReport, async ({ merchantConfig, query }) =>
    readPlayReport(ctx, { days: query.days, currency: merchantConfig.currency }),
  );
}
