import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { formatMoney } from '../../lib/money.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import { readMemberBalance } from './ledger.repository.ts';

export function registerWalletRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, ENDPOINTS.walletBalance, async ({ session, merchantConfig }) => {
    const { code, scale, symbol } = merchantConfig.currency;
    const balance = await readMemberBalance(ctx.database.db as never, session!.memberId, code);
    return { sumBalance: formatMoney(balance, scale), currency: code, currencySymbol: symbol };
  });
}
