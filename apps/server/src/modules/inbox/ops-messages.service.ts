import { count, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { messageBroadcasts } from '../../db/schema/content.ts';
import { memberMessages } from '../../db/schema/merchant.ts';
import { operators } from '../../db/schema/operators.ts';
import { offsetOf, toPage, type PageRequest } from '../../lib/paging.ts';
import { AppError } from '../../plugins/app-error.ts';
import { findMemberByUsername } from '../member/member.service.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { ActiveOperator } from '../audit/active-operator.ts';
import { inTransaction } from '../wallet/ledger.service.ts';
import { insertMessageForAllMembers } from './inbox.repository.ts';

/** Operator messages are shown as written (kind OPERATOR): the operator chooses the language. */
export const OPERATOR_MESSAGE_KIND = 'OPERATOR';

type SendInput = {
  operator: ActiveOperator;
  audience: 'MEMBER' | 'ALL';
  username?: string;
  title: string;
  body: string;
};

/**
 * Sends an inbox message to one member or to every active real member. The messages, the
 * sent-messages row and the audit entry are written in one transaction: all or nothing.
 */
export async function sendOperatorMessage(
  ctx: AppContext,
  input: SendInput,
): Promise<{ id: number; recipients: number }> {
  const at = ctx.now();
  return inTransaction(ctx.database.db, async (tx) => {
    let recipients: number;
    let username: string | null = null;
    if (input.audience === 'MEMBER') {
      const member = await findMemberByUsername(tx, input.username ?? '');
      if (!member) throw new AppError('member.not.found');
      // Trial accounts cannot open the member centre, so a message to one would never be read.
      if (member.type === 4) throw new AppError('account.trial');
      await tx.insert(memberMessages).values({
        memberId: member.id,
        kind: OPERATOR_MESSAGE_KIND,
        title: input.title,
        body: input.body,
        params: null,
        createdAt: at,
      });
      recipients = 1;
      username = member.username;
    } else {
      recipients = await insertMessageForAllMembers(tx, { title: input.title, body: input.body, at });
    }
    const [sent] = await tx
      .insert(messageBroadcasts)
      .values({
        operatorId: input.operator.id,
        audience: input.audience,
        username,
        title: input.title,
        recipients,
        createdAt: at,
      })
      .returning({ id: messageBroadcasts.id });
    await recordAudit(tx, {
      operator: input.operator,
      action: input.audience === 'ALL' ? 'MESSAGE_BROADCAST' : 'MESSAGE_SEND',
      targetType: 'MESSAGE',
      targetId: username ?? 'ALL',
      after: { sentId: sent!.id, title: input.title, body: input.body, recipients },
    });
    return { id: sent!.id, recipients };
  });
}

export async function listSentMessages(ctx: AppContext, page: PageRequest) {
  const db = ctx.database.db;
  const rows = await db
    .select({ sent: messageBroadcasts, operator: operators.username })
    .from(messageBroadcasts)
    .innerJoin(operators, eq(operators.id, messageBroadcasts.operatorId))
    .orderBy(desc(messageBroadcasts.createdAt), desc(messageBroadcasts.id))
    .limit(page.pageSize)
    .offset(offsetOf(page));
  const [total] = await db.select({ total: count() }).from(messageBroadcasts);
  return toPage(
    rows.map(({ sent, operator }) => ({
      id: sent.id,
      audience: sent.audience,
      username: sent.username,
      title: sent.title,
      recipients: sent.recipients,
      operator,
      createdAt: sent.createdAt.toISOString(),
    })),
    total?.total ?? 0,
    page,
  );
}
