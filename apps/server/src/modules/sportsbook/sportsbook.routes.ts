import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import { cashOutBet, quoteCashOut } from './cash-out.service.ts';
import { listMySportsBets } from './my-bets.service.ts';
import { listOpsSportsEvents, readOpsLiability, suspendOpsMarket, voidOpsEvent } from './ops-sportsbook.service.ts';
import { readOpsSportsSettings, updateOpsSportsSettings } from './ops-settings.service.ts';
import { placeSportsBet } from './placement.service.ts';
import { quoteSportsSlip } from './quote.service.ts';
import { readSportsEvent, readSportsEvents, readSportsMenu, readSportsResults } from './sportsbook-read.service.ts';
import { readStandings, verifySportsEvent } from './verify-standings.service.ts';

/** The in-house sportsbook: the board, results and verify for everyone; bets and cash-out for members; the desk. */
export function registerSportsbookRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, ENDPOINTS.sportsbookMenu, async ({ query }) => readSportsMenu(ctx, query));
  registerEndpoint(app, ctx, ENDPOINTS.sportsbookEvents, async ({ query }) => readSportsEvents(ctx, query));
  registerEndpoint(app, ctx, ENDPOINTS.sportsbookEvent, async ({ query }) => readSportsEvent(ctx, query.eventId));
  registerEndpoint(app, ctx, ENDPOINTS.sportsbookQuote, async ({ body, merchantConfig }) =>
    quoteSportsSlip(ctx, { body, currency: merchantConfig.currency }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.sportsbookPlaceBet, async ({ session, body, merchantConfig }) => {
    const placed = await placeSportsBet(ctx, { session, body, currency: merchantConfig.currency });
    ctx.push.publishBalance({ memberId: session!.memberId, balance: placed.balance });
    return placed;
  });
  registerEndpoint(app, ctx, ENDPOINTS.sportsbookMyBets, async ({ session, query, merchantConfig }) =>
    listMySportsBets(ctx, { session, query, currency: merchantConfig.currency }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.sportsbookCashOutQuote, async ({ session, query, merchantConfig }) =>
    quoteCashOut(ctx, { session, betId: query.betId, currency: merchantConfig.currency }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.sportsbookCashOut, async ({ session, body, merchantConfig }) => {
    const done = await cashOutBet(ctx, { session, body, currency: merchantConfig.currency });
    ctx.push.publishBalance({ memberId: session!.memberId, balance: done.balance });
    return done;
  });
  registerEndpoint(app, ctx, ENDPOINTS.sportsbookResults, async ({ query }) => readSportsResults(ctx, query));
  registerEndpoint(app, ctx, ENDPOINTS.sportsbookStandings, async ({ query }) => readStandings(ctx, query));
  registerEndpoint(app, ctx, ENDPOINTS.sportsbookVerifyEvent, async ({ query }) =>
    verifySportsEvent(ctx, query.eventId),
  );

  registerEndpoint(app, ctx, ENDPOINTS.opsSportsSettings, async ({ merchantConfig }) =>
    readOpsSportsSettings(ctx, merchantConfig.currency),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsSportsSettingsUpdate, async ({ operator, body, merchantConfig }) =>
    updateOpsSportsSettings(ctx, { operator: operator!, body, currency: merchantConfig.currency }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsSportsEvents, async ({ query, merchantConfig }) =>
    listOpsSportsEvents(ctx, { query, currency: merchantConfig.currency }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsSportsLiability, async ({ query, merchantConfig }) =>
    readOpsLiability(ctx, { eventId: query.eventId, currency: merchantConfig.currency }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsSportsMarketSuspend, async ({ operator, body }) =>
    suspendOpsMarket(ctx, { operator: operator!, body }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsSportsEventVoid, async ({ operator, body, merchantConfig }) =>
    voidOpsEvent(ctx, {
      operator: operator!,
      eventId: body.eventId,
      reason: body.reason,
      currency: merchantConfig.currency,
    }),
  );
}
