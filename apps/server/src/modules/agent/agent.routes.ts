import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { readPool } from '../../db/read-pool.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import { requireAgentScope } from './agent-guard.ts';
import { listAgentAnnouncements } from './announcement.service.ts';
import { listDownline } from './downline.service.ts';
import { readTeamOverview } from './overview.service.ts';
import { readTeamProfit } from './profit.service.ts';
import { changeAffiliateCode, createAffiliateCode, readRegisterCenter } from './register-center.service.ts';
import { registerDownline } from './register-downline.service.ts';
import { readAgentMemberDetail, runAgentMemberAction } from './member-tools.service.ts';
import { resolveOverviewRange } from './report-range.ts';
import { readAgentStatement } from './statement.service.ts';
import { listTeamBetting, listTeamTransactions } from './team-records.service.ts';

/** The agent centre's API: every handler starts at the agent gate, which also fixes the team it may see. */
export function registerAgentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  // The team's reports and records read from the replica while it is within its lag bound (db/read-pool.ts).
  const reports = () => readPool(ctx);
  const gate = (session: Parameters<typeof requireAgentScope>[1]) => requireAgentScope(db, session);

  registerEndpoint(app, ctx, ENDPOINTS.agentAnnouncements, async ({ session, query, language, merchantConfig }) => {
    await gate(session);
    const wanted =
      query.language && merchantConfig.languages.supported.includes(query.language) ? query.language : language;
    return listAgentAnnouncements(db, { now: ctx.now(), language: wanted, fallback: merchantConfig.languages.default });
  });

  registerEndpoint(app, ctx, ENDPOINTS.agentTeamOverview, async ({ session, query, merchantConfig }) => {
    const scope = await gate(session);
    const range = resolveOverviewRange({ ...query, now: ctx.now() });
    return readTeamOverview(reports(), { scope, range, currency: merchantConfig.currency });
  });

  registerEndpoint(app, ctx, ENDPOINTS.agentRegisterCenter, async ({ session, request }) =>
    readRegisterCenter(db, await gate(session), request),
  );

  registerEndpoint(app, ctx, ENDPOINTS.agentAffiliateCreate, async ({ session, body, request }) =>
    createAffiliateCode(db, { scope: await gate(session), code: body.code, domain: body.domain, request }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.agentAffiliateStatus, async ({ session, body, request }) =>
    changeAffiliateCode(db, { scope: await gate(session), id: body.id, enabled: body.enabled, request }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.agentRegisterDownline, async ({ session, body, request, merchantConfig }) =>
    registerDownline(ctx, { scope: await gate(session), body, config: merchantConfig, request }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.agentDownlineList, async ({ session, query, merchantConfig }) =>
    listDownline(reports(), { scope: await gate(session), query, currency: merchantConfig.currency }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.agentTeamBetting, async ({ session, query, merchantConfig }) =>
    listTeamBetting(reports(), {
      scope: await gate(session),
      query,
      currency: merchantConfig.currency,
      now: ctx.now(),
    }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.agentProfitAndLoss, async ({ session, query, merchantConfig }) =>
    readTeamProfit(reports(), { scope: await gate(session), query, currency: merchantConfig.currency, now: ctx.now() }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.agentTeamTransactions, async ({ session, query, merchantConfig }) =>
    listTeamTransactions(reports(), {
      scope: await gate(session),
      query,
      currency: merchantConfig.currency,
      now: ctx.now(),
    }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.agentMemberDetail, async ({ session, query, merchantConfig }) =>
    readAgentMemberDetail(db, {
      scope: await gate(session),
      username: query.username,
      currency: merchantConfig.currency,
    }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.agentMemberAction, async ({ session, body, request }) =>
    runAgentMemberAction(ctx, { scope: await gate(session), ...body, ip: request.ip ?? null }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.agentStatement, async ({ session, query, merchantConfig }) =>
    readAgentStatement(reports(), {
      scope: await gate(session),
      query,
      currency: merchantConfig.currency,
      now: ctx.now(),
    }),
  );
}
