import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import { receiveGatewayCallback } from './deposit-callback.service.ts';
import { cancelDeposit, createDeposit, listMemberDeposits } from './deposit.service.ts';
import { toPublicMethod } from './deposit-view.ts';
import { registerSandboxGatewayPages } from './sandbox-gateway-host.ts';

export function registerDepositRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Method, bank and branch names are the merchant's, in the language the site sends (its Language header).
  registerEndpoint(app, ctx, ENDPOINTS.depositMethods, async ({ merchantConfig: config, language }) => ({
    currency: config.currency.code,
    currencySymbol: config.currency.symbol,
    methods: config.payments.methods
      .filter((method) => method.enabled)
      .map((method) => toPublicMethod(method, language, config)),
  }));

  registerEndpoint(app, ctx, ENDPOINTS.depositCreate, async ({ session, merchantConfig, body, language }) =>
    createDeposit(ctx, { session, config: merchantConfig, body, language }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.depositCancel, async ({ session, merchantConfig, body, language }) =>
    cancelDeposit(ctx, {
      session,
      config: merchantConfig,
      orderNo: body.orderNo,
      language,
    }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.depositList, async ({ session, merchantConfig, query, language }) =>
    listMemberDeposits(ctx, {
      memberId: session!.memberId,
      config: merchantConfig,
      page: query,
      status: query.status,
      language,
    }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.paymentCallbackSandbox, async ({ merchantConfig, body }) =>
    receiveGatewayCallback(ctx, { config: merchantConfig, provider: 'SANDBOX', body }),
  );

  // The sandbox gateway's own pages: served here so the demo runs on one machine with no internet.
  registerSandboxGatewayPages(app, ctx);
}
