import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import { setPaymentPassword } from '../member/payment-password.service.ts';
import { bindBankAccount, listMemberBankAccounts, toBankAccountView } from './bank-account.service.ts';
import { uploadProofs } from './receipt-proofs.ts';
import { confirmReceipt, createWithdrawal, listMemberWithdrawals } from './withdrawal.service.ts';
import { readWithdrawalSettings } from './withdrawal-settings.service.ts';

export function registerWithdrawalRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;

  // Bank names are the merchant's, in the language the site sends (its Language header).
  registerEndpoint(app, ctx, ENDPOINTS.withdrawalSettings, async ({ session, merchantConfig, language }) =>
    readWithdrawalSettings(ctx, session!.memberId, merchantConfig, language),
  );

  registerEndpoint(app, ctx, ENDPOINTS.paymentPasswordSet, async ({ session, merchantConfig, body }) => {
    await setPaymentPassword(ctx, { memberId: session!.memberId, config: merchantConfig, ...body });
    return null;
  });

  registerEndpoint(app, ctx, ENDPOINTS.bankAccountList, async ({ session, merchantConfig, language }) => {
    const accounts = await listMemberBankAccounts(db, session!.memberId);
    return accounts.map((account) => toBankAccountView(account, merchantConfig, language));
  });

  registerEndpoint(app, ctx, ENDPOINTS.bankAccountBind, async ({ session, merchantConfig, body, language }) =>
    bindBankAccount(ctx, {
      session,
      config: merchantConfig,
      ...body,
      language,
    }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.withdrawalCreate, async ({ session, merchantConfig, body }) =>
    createWithdrawal(ctx, { session, config: merchantConfig, body }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.withdrawalList, async ({ session, merchantConfig, query, language }) =>
    listMemberWithdrawals(ctx, {
      memberId: session!.memberId,
      config: merchantConfig,
      page: query,
      status: query.status,
      language,
    }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.withdrawalProofUpload, async ({ session, request }) =>
    uploadProofs(ctx, { session, request }),
  );

  registerEndpoint(app, ctx, ENDPOINTS.withdrawalConfirmReceipt, async ({ session, merchantConfig, body }) =>
    confirmReceipt(ctx, { session, config: merchantConfig, body }),
  );
}
