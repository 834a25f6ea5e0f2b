import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import { muteOpsPvpChat, readOpsPvpChat, setOpsPvpChatTable, updateOpsPvpChat } from './ops-pvp-chat.service.ts';
import { readOpsPvpHand, searchOpsPvpHands } from './ops-pvp-hands.service.ts';
import { listOpsPvpLiveTables } from './ops-pvp-live.service.ts';
import { readOpsPvpCollusion, readOpsPvpRakeReport } from './ops-pvp-reports.service.ts';
import {
  createOpsPvpTable,
  listOpsPvpTables,
  setOpsPvpTableStatus,
  updateOpsPvpTable,
} from './ops-pvp-tables.service.ts';

/** The card rooms' desk at /ops (admin, per the role matrix): tables and their terms, live tables, hands, reports. */
export function registerOpsPvpRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, ENDPOINTS.opsPvpTables, async ({ query, merchantConfig }) =>
    listOpsPvpTables(ctx, { query, currency: merchantConfig.currency }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsPvpTableCreate, async ({ operator, body, merchantConfig }) =>
    createOpsPvpTable(ctx, { operator: operator!, body, currency: merchantConfig.currency }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsPvpTableUpdate, async ({ operator, body, merchantConfig }) =>
    updateOpsPvpTable(ctx, { operator: operator!, body, currency: merchantConfig.currency }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsPvpTableStatus, async ({ operator, body, merchantConfig }) =>
    setOpsPvpTableStatus(ctx, { operator: operator!, body, currency: merchantConfig.currency }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsPvpLiveTables, async ({ merchantConfig }) =>
    listOpsPvpLiveTables(ctx, { currency: merchantConfig.currency }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsPvpHands, async ({ query, merchantConfig }) =>
    searchOpsPvpHands(ctx, { query, currency: merchantConfig.currency }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsPvpHandDetail, async ({ query, merchantConfig }) =>
    readOpsPvpHand(ctx, { handId: query.handId, currency: merchantConfig.currency }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsPvpRakeReport, async ({ query, merchantConfig }) =>
    readOpsPvpRakeReport(ctx, { query, currency: merchantConfig.currency }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsPvpCollusion, async ({ query, merchantConfig }) =>
    readOpsPvpCollusion(ctx, { query, currency: merchantConfig.currency }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsPvpChat, async () => readOpsPvpChat(ctx));
  registerEndpoint(app, ctx, ENDPOINTS.opsPvpChatUpdate, async ({ operator, body }) =>
    updateOpsPvpChat(ctx, { operator: operator!, body }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsPvpChatTable, async ({ operator, body }) =>
    setOpsPvpChatTable(ctx, { operator: operator!, body }),
  );
  registerEndpoint(app, ctx, ENDPOINTS.opsPvpChatMute, async ({ operator, body }) =>
    muteOpsPvpChat(ctx, { operator: operator!, body }),
  );
}
