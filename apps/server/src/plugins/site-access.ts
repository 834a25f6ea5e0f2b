import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { isRegionRestricted, lookupCountry } from '../lib/geo-location.ts';
import type { MerchantConfig } from '../modules/merchant/merchant-config.ts';

export type SiteAccess = { status: 0 | 1 | 2; maintenanceEnd: string | null; country: string | null };

/** The visitor's country: a trusted proxy's header when configured, else the GeoIP database. */
export function findCountry(ctx: AppContext, request: FastifyRequest): string | null {
  if (ctx.config.COUNTRY_HEADER) {
    const header = request.headers[ctx.config.COUNTRY_HEADER];
    if (typeof header === 'string' && /^[A-Za-z]{2}$/.test(header)) return header.toUpperCase();
  }
  return lookupCountry(request.ip);
}

/** Status 1 while a maintenance window is open, 2 when the visitor's region is refused, else 0. */
export function assessAccess(input: { ctx: AppContext; config: MerchantConfig; request: FastifyRequest }): SiteAccess {
  const { ctx, config, request } = input;
  const now = ctx.now().getTime();
  const country = findCountry(ctx, request);
  const window = config.maintenance.find(
    (entry) => Date.parse(entry.start) <= now && (entry.end === null || Date.parse(entry.end) > now),
  );
  if (window) return { status: 1, maintenanceEnd: window.end, country };
  if (isRegionRestricted({ ip: request.ip, country, rules: config.regionRules }))
    return { status: 2, maintenanceEnd: null, country };
  return { status: 0, maintenanceEnd: null, country };
}
