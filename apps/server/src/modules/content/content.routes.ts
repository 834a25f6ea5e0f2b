import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { readHelpCenter, readSitePage, readSystemBanners, readSystemNotices } from './content.service.ts';

const languagesOf = (language: string, config: MerchantConfig) => ({ language, fallback: config.languages.default });

export function registerContentRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, ENDPOINTS.systemNotices, async ({ query, language, merchantConfig }) =>
    readSystemNotices(ctx, query, languagesOf(language, merchantConfig)),
  );

  registerEndpoint(app, ctx, ENDPOINTS.systemBanners, async ({ query, language, merchantConfig }) =>
    readSystemBanners(ctx, query.groupName, languagesOf(language, merchantConfig)),
  );

  registerEndpoint(app, ctx, ENDPOINTS.systemHelpCenter, async ({ language, merchantConfig }) =>
    readHelpCenter(ctx, languagesOf(language, merchantConfig)),
  );

  registerEndpoint(app, ctx, ENDPOINTS.sitePage, async ({ query, language, merchantConfig }) =>
    readSitePage(ctx, query.slug, languagesOf(language, merchantConfig)),
  );
}
