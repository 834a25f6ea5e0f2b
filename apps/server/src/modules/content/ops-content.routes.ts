import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import { listOpsBanners, saveBanner } from './ops-banners.service.ts';
import { deleteHelpArticle, listOpsHelp, listOpsSitePages, saveHelpArticle, saveSitePage } from './ops-help.service.ts';
import { endNotice, listOpsNotices, saveNotice } from './ops-notices.service.ts';

/** The admin's content desks; who may call them is in the role matrix (contracts ops/role-matrix.ts). */
export function registerOpsContentRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, ENDPOINTS.opsNoticeList, async ({ query }) => listOpsNotices(ctx, query));
  registerEndpoint(app, ctx, ENDPOINTS.opsNoticeSave, async ({ operator, body }) =>
    saveNotice(ctx, { operator: operator!, ...body }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsNoticeEnd, async ({ operator, body }) =>
    endNotice(ctx, { operator: operator!, ...body }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsBannerList, async () => listOpsBanners(ctx));
  registerEndpoint(app, ctx, ENDPOINTS.opsBannerSave, async ({ operator, body }) =>
    saveBanner(ctx, { operator: operator!, ...body }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsHelpList, async () => listOpsHelp(ctx));
  registerEndpoint(app, ctx, ENDPOINTS.opsHelpSave, async ({ operator, body }) =>
    saveHelpArticle(ctx, { operator: operator!, ...body }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsHelpDelete, async ({ operator, body }) =>
    deleteHelpArticle(ctx, { operator: operator!, ...body }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsSitePageList, async () => listOpsSitePages(ctx));
  registerEndpoint(app, ctx, ENDPOINTS.opsSitePageSave, async ({ operator, body }) =>
    saveSitePage(ctx, { operator: operator!, ...body }),
  );
}
