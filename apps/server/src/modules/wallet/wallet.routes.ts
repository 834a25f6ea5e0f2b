import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import { readFunds, readTransactionHistory, readWalletSummary } from './wallet-records.service.ts';

/**
 * Single-wallet mode: every game vendor debits and credits the one main wallet through the
 * seamless-wallet interface, so there are no vendor sub-wallets and nothing to transfer between
 * them. GCS_merchantWallet says so (isSingle) and GCS_walletTransfer accepts the call and answers
 * that no transfer was needed, so clients written for transfer-wallet merchants keep working.
 */
const SINGLE_WALLET_MESSAGE = 'Single wallet: every game uses the main wallet, no transfer is needed';

export function registerWalletRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;

  registerEndpoint(app, ctx, ENDPOINTS.walletBalance, async ({ session, merchantConfig }) => {
    const funds = await readFunds(db, session!.memberId, merchantConfig.currency);
    return { sumBalance: funds.sumBalance, currency: funds.currency, currencySymbol: funds.currencySymbol };
  });

  registerEndpoint(app, ctx, ENDPOINTS.merchantWallet, async ({ merchantConfig }) => ({
    isSingle: true as const,
    currency: merchantConfig.currency.code,
    currencySymbol: merchantConfig.currency.symbol,
  }));

  registerEndpoint(app, ctx, ENDPOINTS.walletTransfer, async ({ session, merchantConfig }) => {
    const funds = await readFunds(db, session!.memberId, merchantConfig.currency);
    return {
      isSingle: true as const,
      transferred: false as const,
      message: SINGLE_WALLET_MESSAGE,
      sumBalance: funds.sumBalance,
    };
  });

  registerEndpoint(app, ctx, ENDPOINTS.walletSummary, async ({ session, merchantConfig, query }) =>
    readWalletSummary(db, session!.memberId, merchantConfig, query.recent),
  );

  registerEndpoint(app, ctx, ENDPOINTS.transactionHistory, async ({ session, merchantConfig, query }) =>
    readTransactionHistory(db, { memberId: session!.memberId, config: merchantConfig, page: query, type: query.type }),
  );
}
