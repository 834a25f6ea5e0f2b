import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import {
  listGameMenus,
  listGames,
  listHotGames,
  listPopularGames,
  listVendorClassifies,
  listWinners,
} from './catalogue.service.ts';
import { listBettingRecords, readProfitAndLoss } from './game-record.service.ts';
import {
  addFavourite,
  listFavouriteGames,
  listFavouriteIds,
  listRecentGames,
  removeFavourite,
} from './favourite.service.ts';

export function registerCatalogueRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The public lists are the same for every caller: shared, with ETags, until the catalogue changes (endpoint-route.ts).
  const shared = { shared: 'catalogue' } as const;
  registerEndpoint(
    app,
    ctx,
    ENDPOINTS.gameList,
    ({ query, merchantConfig }) => listGames(ctx, query, merchantConfig.currency.scale),
    shared,
  );
  registerEndpoint(
    app,
    ctx,
    ENDPOINTS.hotGames,
    ({ query, merchantConfig }) => listHotGames(ctx, query.vassalage, merchantConfig.currency.scale, query.language),
    shared,
  );
  registerEndpoint(app, ctx, ENDPOINTS.vassGameType, ({ query }) => listVendorClassifies(ctx, query.vassalage), shared);
  registerEndpoint(app, ctx, ENDPOINTS.gameMenus, ({ query }) => listGameMenus(ctx, query.language), shared);
  registerEndpoint(app, ctx, ENDPOINTS.popularGames, ({ query, merchantConfig }) =>
    listPopularGames(ctx, query, merchantConfig.currency.scale),
  );
  registerEndpoint(app, ctx, ENDPOINTS.rankList, ({ query, merchantConfig }) =>
    listWinners(ctx, merchantConfig.currency.scale, query.language),
  );

  registerEndpoint(app, ctx, ENDPOINTS.favouriteIds, ({ session }) => listFavouriteIds(ctx, session!.memberId));
  registerEndpoint(app, ctx, ENDPOINTS.favouriteList, ({ session, query, merchantConfig }) =>
    listFavouriteGames(ctx, session!.memberId, query, merchantConfig.currency.scale),
  );
  registerEndpoint(app, ctx, ENDPOINTS.favouriteAdd, ({ session, body }) =>
    addFavourite(ctx, session!.memberId, body.gameId),
  );
  registerEndpoint(app, ctx, ENDPOINTS.favouriteRemove, ({ session, body }) =>
    removeFavourite(ctx, session!.memberId, body.gameId),
  );
  registerEndpoint(app, ctx, ENDPOINTS.recentGameList, ({ session, query, merchantConfig }) =>
    listRecentGames(
      ctx,
      session!.memberId,
      {
        pageNo: query.page,
        pageSize: query.pageSize,
        gameType: query.gameType,
        vendor: query.vassalage,
        language: query.language,
      },
      merchantConfig.currency.scale,
    ),
  );
  registerEndpoint(app, ctx, ENDPOINTS.bettingRecords, ({ session, query, merchantConfig }) =>
    listBettingRecords(ctx, session!.memberId, query, merchantConfig.currency.scale),
  );
  registerEndpoint(app, ctx, ENDPOINTS.profitAndLoss, ({ session, query, merchantConfig }) =>
    readProfitAndLoss(ctx, session!.memberId, query, merchantConfig.currency.scale),
  );
}
