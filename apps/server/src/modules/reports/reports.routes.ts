import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import { readBonusReport, readMoneyReport, readPlayersReport, readReconciliation } from './money-reports.service.ts';
import { readDashboard, readGamingReport } from './reports.service.ts';

/** The desk's dashboard, reports and daily reconciliation (roles: the role matrix). */
export function registerReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, ENDPOINTS.opsReportDashboard, async ({ merchantConfig }) =>
    readDashboard(ctx, merchantConfig.currency.scale),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsReportGaming, async ({ query, merchantConfig, language }) =>
    readGamingReport(ctx, { query, scale: merchantConfig.currency.scale, language }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsReportMoney, async ({ query, merchantConfig }) =>
    readMoneyReport(ctx, { query, scale: merchantConfig.currency.scale }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsReportPlayers, async ({ query, merchantConfig }) =>
    readPlayersReport(ctx, { query, scale: merchantConfig.currency.scale }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsReportBonus, async ({ query, merchantConfig }) =>
    readBonusReport(ctx, { query, scale: merchantConfig.currency.scale }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsReconciliation, async ({ query, merchantConfig }) =>
    readReconciliation(ctx, { day: query.day, scale: merchantConfig.currency.scale }),
  );
}
