import type { ContractKind } from '@lucky/contracts/agent/contract-endpoints';
import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import { readFunds } from '../wallet/wallet-records.service.ts';
import {
  offerContract,
  processRequest,
  readContractFlags,
  readHeld,
  readOffered,
  requestTermination,
} from './contract.service.ts';
import { endPlatformContract, grantContract, listPlatformContracts } from './ops-contract.service.ts';
import { readPayouts, readRevenueReport } from './payout-report.service.ts';

/** The agents' contract calls, the four process calls of spec section 7, and the finance desk's platform contracts. */
export function registerContractRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The header's funds call carries the contract flags beside the balance, so it lives here, above the wallet.
  registerEndpoint(app, ctx, ENDPOINTS.fundsConsolidated, async ({ session, merchantConfig }) => {
    const [{ accountId, ...funds }, flags] = await Promise.all([
      readFunds(ctx.database.db, session!.memberId, merchantConfig.currency),
      readContractFlags(ctx.database.db, session!.memberId),
    ]);
    void accountId;
    return { ...funds, ...flags };
  });

  registerEndpoint(app, ctx, ENDPOINTS.contractOffer, async ({ session, merchantConfig, body }) =>
    offerContract(ctx, {
      session,
      config: merchantConfig,
      username: body.username,
      terms: body.terms,
      confirm: body.confirm,
    }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.contractsHeld, async ({ session, merchantConfig, query }) =>
    readHeld(ctx, { session, config: merchantConfig, kind: query.kind }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.contractsOffered, async ({ session, merchantConfig, query }) =>
    readOffered(ctx, { session, config: merchantConfig, query }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.contractTerminate, async ({ session, merchantConfig, body }) =>
    requestTermination(ctx, { session, config: merchantConfig, contractId: body.contractId }),
  );

  const processCalls: [typeof ENDPOINTS.processDividendReq, ContractKind][] = [
    [ENDPOINTS.processDividendReq, 'DIVIDEND'],
    [ENDPOINTS.processDailySalContract, 'DAILY_WAGE'],
    [ENDPOINTS.processContractHourSalary, 'HOURLY'],
    [ENDPOINTS.processRealTimeSalaryContract, 'REALTIME'],
  ];
  for (const [endpoint, kind] of processCalls) {
    registerEndpoint(app, ctx, endpoint, async ({ session, merchantConfig, body }) =>
      processRequest(ctx, { session, config: merchantConfig, kind, ...body }),
    );
  }

  registerEndpoint(app, ctx, ENDPOINTS.contractPayouts, async ({ session, merchantConfig, query }) =>
    readPayouts(ctx, { session, config: merchantConfig, query: { ...query, username: query.username || undefined } }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.agentRevenueReport, async ({ session, merchantConfig, query }) =>
    readRevenueReport(ctx, { session, config: merchantConfig, query }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.opsContractGrant, async ({ operator, merchantConfig, body }) =>
    grantContract(ctx, { operator: operator!, config: merchantConfig, ...body }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.opsContractTerminate, async ({ operator, merchantConfig, body }) =>
    endPlatformContract(ctx, { operator: operator!, config: merchantConfig, ...body }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.opsContractList, async ({ merchantConfig, query }) =>
    listPlatformContracts(ctx, { config: merchantConfig, query }),
  );
}
