import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import { cancelBet, cancelChase, listMyBets, listMyChases, placeBets, placeChase, quoteSlip } from './bets.service.ts';
import {
  readDraw,
  readGameDetail,
  readGameMenu,
  readLatestNumbers,
  readOpenedNumbers,
  readPopularNumbers,
  readRecentGames,
  verifyDraw,
} from './lottery-read.service.ts';
import {
  listOpsDraws,
  listOpsLotteryGames,
  readOpsExposure,
  updateOpsLotteryGame,
  voidOpsDraw,
} from './ops-lottery.service.ts';

/** The in-house lottery: menus, results and draws for everyone; bets and chases for members; the desk for operators. */
export function registerLotteryRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, ENDPOINTS.lotteryVnGameMenu, async ({ query }) => readGameMenu(ctx, query));
  registerEndpoint(app, ctx, ENDPOINTS.lotteryRecentGames, async ({ session, query }) =>
    readRecentGames(ctx, { memberId: session!.memberId, count: query.count, language: query.language }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.lotteryOpenedNumbers, async ({ query }) => readOpenedNumbers(ctx, query));
  registerEndpoint(app, ctx, ENDPOINTS.lotteryLatestNumbers, async ({ query }) => readLatestNumbers(ctx, query));
  registerEndpoint(app, ctx, ENDPOINTS.lotteryPopularNumbers, async ({ query, merchantConfig }) =>
    readPopularNumbers(ctx, { ...query, currency: merchantConfig.currency }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.lotteryGameDetail, async ({ query, merchantConfig }) =>
    readGameDetail(ctx, { ...query, currency: merchantConfig.currency }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.lotteryDraw, async ({ query }) => readDraw(ctx, query.drawId));
  registerEndpoint(app, ctx, ENDPOINTS.lotteryVerifyDraw, async ({ query }) => verifyDraw(ctx, query.drawId));
  registerEndpoint(app, ctx, ENDPOINTS.lotteryQuote, async ({ body, merchantConfig }) =>
    quoteSlip(ctx, { body, currency: merchantConfig.currency }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.lotteryPlaceBets, async ({ session, body, merchantConfig }) => {
    const placed = await placeBets(ctx, { session: session!, body, currency: merchantConfig.currency });
    ctx.push.publishBalance({ memberId: session!.memberId, balance: placed.balance });
    return placed;
  });
  registerEndpoint(app, ctx, ENDPOINTS.lotteryPlaceChase, async ({ session, body, merchantConfig }) => {
    const placed = await placeChase(ctx, { session: session!, body, currency: merchantConfig.currency });
    ctx.push.publishBalance({ memberId: session!.memberId, balance: placed.balance });
    return placed;
  });
  registerEndpoint(app, ctx, ENDPOINTS.lotteryCancelBet, async ({ session, body, merchantConfig }) =>
    cancelBet(ctx, { session: session!, body, currency: merchantConfig.currency }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.lotteryCancelChase, async ({ session, body, merchantConfig }) =>
    cancelChase(ctx, { session: session!, chaseId: body.chaseId, currency: merchantConfig.currency }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.lotteryMyBets, async ({ session, query, merchantConfig }) =>
    listMyBets(ctx, { session: session!, query, currency: merchantConfig.currency }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.lotteryMyChases, async ({ session, query, merchantConfig }) =>
    listMyChases(ctx, { session: session!, query, currency: merchantConfig.currency }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.opsLotteryGames, async ({ merchantConfig }) =>
    listOpsLotteryGames(ctx, merchantConfig.currency),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsLotteryGameUpdate, async ({ operator, body, merchantConfig }) =>
    updateOpsLotteryGame(ctx, { operator: operator!, body, currency: merchantConfig.currency }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsLotteryDraws, async ({ query, merchantConfig }) =>
    listOpsDraws(ctx, { query, currency: merchantConfig.currency }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsLotteryExposure, async ({ query, merchantConfig }) =>
    readOpsExposure(ctx, { ...query, currency: merchantConfig.currency }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsLotteryDrawVoid, async ({ operator, body, merchantConfig }) =>
    voidOpsDraw(ctx, {
      operator: operator!,
      drawId: body.drawId,
      reason: body.reason,
      currency: merchantConfig.currency,
    }),
  );
}
