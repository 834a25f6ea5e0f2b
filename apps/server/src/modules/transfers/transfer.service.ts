import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../plugins/app-error.ts';
import { postInboxMessage } from '../inbox/member-inbox.ts';
import { requireAgent, requirePasswordSettled, requireRealAccount } from '../member/account-guard.ts';
import { findMemberById, findMemberByUsername } from '../member/member.service.ts';
import type { MemberRow } from '../member/member-row.ts';
import { verifyPaymentPassword } from '../member/payment-password.service.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import type { ActiveSession } from '../session/session.service.ts';
import { assertWithinLimits, money, parseAmount } from '../../lib/amount.ts';
import { ensureMemberWallet, inTransaction, postTransfer } from '../wallet/ledger.service.ts';
import { findSentTransfer } from './transfer.repository.ts';

type TransferBody = { requestId: string; amount: string; paymentPassword: string; remark?: string };
type Direction = 'UPLINE' | 'DOWNLINE';

/**
 * Moves money between two members of one hierarchy. The ledger key is the sender's request id,
 * so a replay moves nothing and answers the original transfer (its balance figure included);
 * the same id for another recipient, amount or remark is refused.
 */
async function transferBetweenMembers(
  ctx: AppContext,
  input: { from: MemberRow; to: MemberRow; direction: Direction; body: TransferBody; config: MerchantConfig },
) {
  const { from, to, direction, body, config } = input;
  const amount = parseAmount(body.amount, config.currency);
  assertWithinLimits(amount, config.transfers, config.currency);
  await verifyPaymentPassword(ctx, from.id, body.paymentPassword);
  const currency = config.currency.code;
  return inTransaction(ctx.database.db, async (tx) => {
    const fromWallet = await ensureMemberWallet(tx, from.id, currency);
    const posted = await postTransfer(tx, {
      idempotencyKey: `member-transfer:${from.id}:${body.requestId}`,
      kind: direction === 'UPLINE' ? 'TRANSFER_UPLINE' : 'TRANSFER_DOWNLINE',
      amount,
      debitAccountId: fromWallet,
      creditAccountId: await ensureMemberWallet(tx, to.id, currency),
      memo: body.remark ?? `Transfer from ${from.username} to ${to.username}`,
      metadata: { fromUsername: from.username, toUsername: to.username, remark: body.remark ?? null },
    });
    if (!posted.replayed) {
      await postInboxMessage(tx, {
        memberId: to.id,
        kind: 'TRANSFER_RECEIVED',
        params: {
          site: config.siteName,
          currency,
          amount: money(amount, config.currency),
          counterparty: from.username,
        },
      });
    }
    const sent = (await findSentTransfer(tx, posted.transferId, fromWallet))!;
    return {
      transferId: posted.transferId,
      direction,
      amount: money(sent.amount, config.currency),
      currency,
      toUsername: sent.metadata.toUsername ?? to.username,
      balanceAfter: money(sent.balanceAfter, config.currency),
      remark: sent.metadata.remark ?? null,
      createdAt: sent.createdAt.toISOString(),
    };
  });
}

export async function readUplineInfo(
  ctx: AppContext,
  session: ActiveSession,
  config: MerchantConfig,
  available: string,
) {
  const member = await findMemberById(ctx.database.db, session.memberId);
  const upline = member?.uplineId ? await findMemberById(ctx.database.db, member.uplineId) : null;
  return {
    uplineUsername: upline?.username ?? null,
    uplineNickname: upline?.nickname ?? null,
    available,
    minAmount: config.transfers.minAmount,
    maxAmount: config.transfers.maxAmount,
    hasPaymentPassword: member?.paymentPasswordHash != null,
  };
}

/** A member sends to their own upline agent, and to nobody else. */
export async function transferToUpline(
  ctx: AppContext,
  input: { session: ActiveSession | null; config: MerchantConfig; body: TransferBody },
) {
  const session = requirePasswordSettled(requireRealAccount(input.session));
  const member = await findMemberById(ctx.database.db, session.memberId);
  if (!member?.uplineId) throw new AppError('upline.missing');
  const upline = await findMemberById(ctx.database.db, member.uplineId);
  if (!upline || upline.status !== 'ACTIVE') throw new AppError('transfer.not.allowed');
  return transferBetweenMembers(ctx, {
    from: member,
    to: upline,
    direction: 'UPLINE',
    body: input.body,
    config: input.config,
  });
}

/**
 * An agent sends to a member of its own downline: at any depth of its tree by default (the
 * agent answers for its whole team), or only its direct downline when the merchant's
 * `transfers.downline` says DIRECT. An unknown name and a name outside the tree get the same
 * answer, so the call tells nothing about other teams.
 */
export async function transferToDownline(
  ctx: AppContext,
  input: { session: ActiveSession | null; config: MerchantConfig; body: TransferBody & { toUsername: string } },
) {
  const session = requirePasswordSettled(requireAgent(input.session));
  const db = ctx.database.db;
  const [agent, target] = await Promise.all([
    findMemberById(db, session.memberId),
    findMemberByUsername(db, input.body.toUsername),
  ]);
  const isBelow = (member: MemberRow) =>
    input.config.transfers.downline === 'DIRECT'
      ? member.uplineId === agent!.id
      : member.ancestorPath.includes(`/${agent!.id}/`);
  if (
    !agent ||
    !target ||
    target.id === agent.id ||
    target.type === 4 ||
    target.status !== 'ACTIVE' ||
    !isBelow(target)
  )
    throw new AppError('transfer.not.allowed');
  return transferBetweenMembers(ctx, {
    from: agent,
    to: target,
    direction: 'DOWNLINE',
    body: input.body,
    config: input.config,
  });
}
