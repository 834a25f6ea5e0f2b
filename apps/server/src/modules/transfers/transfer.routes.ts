import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import { readFunds } from '../wallet/wallet-records.service.ts';
import { readUplineInfo, transferToDownline, transferToUpline } from './transfer.service.ts';

export function registerTransferRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, ENDPOINTS.transferUplineInfo, async ({ session, merchantConfig }) => {
    const funds = await readFunds(ctx.database.db, session!.memberId, merchantConfig.currency);
    return readUplineInfo(ctx, session!, merchantConfig, funds.sumBalance);
  });

  registerEndpoint(app, ctx, ENDPOINTS.transferUpline, async ({ session, merchantConfig, body }) =>
    transferToUpline(ctx, { session, config: merchantConfig, body }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.transferDownline, async ({ session, merchantConfig, body }) =>
    transferToDownline(ctx, { session, config: merchantConfig, body }),
  );
}
