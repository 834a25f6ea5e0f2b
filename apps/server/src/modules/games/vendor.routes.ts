import { GAME_CATEGORIES } from '@lucky/contracts/common/constants';
import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { asc, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { gameVendors } from '../../db/schema/merchant.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';

export function registerVendorRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, ENDPOINTS.gameVendor, async () => {
    const rows = await ctx.database.db
      .select()
      .from(gameVendors)
      .where(ne(gameVendors.status, 'DISABLED'))
      .orderBy(asc(gameVendors.sort), asc(gameVendors.code));
    return GAME_CATEGORIES.map((gameCategory) => ({
      gameCategory,
      vendors: rows
        .filter((row) => row.category === gameCategory)
        .map((row) => ({
          vassalage: row.code,
          displayName: row.displayName,
          isHot: (row.isHot ? 1 : 0) as 0 | 1,
          status: row.status as 'ACTIVE' | 'MAINTENANCE',
        })),
    })).filter((entry) => entry.vendors.length > 0);
  });
}
