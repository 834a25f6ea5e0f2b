import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { readHelpCenter, readSitePage, readSystemBanners, readSystemNotices } from './content.service.ts';
import { requestLanguage } from './localize.ts';

const languagesOf = (request: FastifyRequest, config: MerchantConfig) => ({
  language: requestLanguage(request, config),
  fallback: config.languages.default,
});

export function registerContentRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, ENDPOINTS.systemNotices, async ({ query, request, merchantConfig }) =>
    readSystemNotices(ctx, query, languagesOf(request, merchantConfig)),
  );

  registerEndpoint(app, ctx, ENDPOINTS.systemBanners, async ({ query, request, merchantConfig }) =>
    readSystemBanners(ctx, query.groupName, languagesOf(request, merchantConfig)),
  );

  registerEndpoint(app, ctx, ENDPOINTS.systemHelpCenter, async ({ request, merchantConfig }) =>
    readHelpCenter(ctx, languagesOf(request, merchantConfig)),
  );

  registerEndpoint(app, ctx, ENDPOINTS.sitePage, async ({ query, request, merchantConfig }) =>
    readSitePage(ctx, query.slug, languagesOf(request, merchantConfig)),
  );
}
