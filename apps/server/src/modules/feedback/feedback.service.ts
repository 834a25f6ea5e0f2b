import type { AppContext } from '../../app-context.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { offsetOf, toPage, type PageRequest } from '../../lib/paging.ts';
import { AppError } from '../../plugins/app-error.ts';
import { enforceRateLimit } from '../../plugins/rate-limit.ts';
import { postInboxMessage } from '../inbox/member-inbox.ts';
import { requireRealAccount } from '../member/account-guard.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { ActiveOperator } from '../audit/active-operator.ts';
import type { ActiveSession } from '../session/session.service.ts';
import { inTransaction } from '../wallet/ledger.service.ts';
import {
  countImages,
  findFeedbackForUpdate,
  findFeedbackImage,
  insertFeedback,
  listFeedback,
  markRead,
  moveUploadsToFeedback,
  saveReply,
  type FeedbackRow,
  type FeedbackStatus,
} from './feedback.repository.ts';

type Category = FeedbackRow['category'];

function view(row: FeedbackRow, imageCount: number) {
  return {
    id: row.id,
    category: row.category,
    content: row.content,
    imageCount,
    status: row.status,
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Stores a member's feedback with up to 3 images uploaded before. Every image must be the
 * member's own unattached upload; otherwise nothing is stored.
 */
export async function submitFeedback(
  ctx: AppContext,
  input: { session: ActiveSession | null; category: Category; content: string; imageIds: number[] },
) {
  const session = requireRealAccount(input.session);
  await enforceRateLimit(ctx.counters, 'feedbackPerAccount', String(session.memberId));
  const imageIds = [...new Set(input.imageIds)];
  const id = await inTransaction(ctx.database.db, async (tx) => {
    const feedbackId = await insertFeedback(tx, {
      memberId: session.memberId,
      category: input.category,
      content: input.content,
      createdAt: ctx.now(),
    });
    const moved = await moveUploadsToFeedback(tx, { memberId: session.memberId, feedbackId, uploadIds: imageIds });
    // Throwing rolls the feedback back too: a wrong image id writes nothing.
    if (moved !== imageIds.length)
      throw new AppError('upload.invalid', 'An image is not one of your uploads or is already used');
    return feedbackId;
  });
  return { id };
}

export async function listMyFeedback(ctx: AppContext, input: { session: ActiveSession | null; page: PageRequest }) {
  const session = requireRealAccount(input.session);
  const { rows, total } = await listFeedback(
    ctx.database.db,
    { memberId: session.memberId },
    input.page.pageSize,
    offsetOf(input.page),
  );
  return toPage(
    rows.map((row) => view(row.feedback, row.imageCount)),
    total,
    input.page,
  );
}

/** The operators' list; what it shows counts as read (the answer still shows the status it had). */
export async function listAllFeedback(ctx: AppContext, input: { page: PageRequest; status?: FeedbackStatus }) {
  const { rows, total } = await listFeedback(
    ctx.database.db,
    { status: input.status },
    input.page.pageSize,
    offsetOf(input.page),
  );
  await markRead(
    ctx.database.db,
    rows.map((row) => row.feedback.id),
  );
  return toPage(
    rows.map((row) => ({ ...view(row.feedback, row.imageCount), username: row.username })),
    total,
    input.page,
  );
}

/** One reply per feedback, audited, and sent to the member's inbox in the same transaction. */
export async function replyToFeedback(
  ctx: AppContext,
  input: { operator: ActiveOperator; config: MerchantConfig; id: number; reply: string },
) {
  return inTransaction(ctx.database.db, async (tx) => {
    const found = await findFeedbackForUpdate(tx, input.id);
    if (!found) throw new AppError('feedback.not.found');
    if (found.feedback.status === 'REPLIED') throw new AppError('feedback.replied');
    const updated = await saveReply(tx, {
      id: input.id,
      reply: input.reply,
      operatorId: input.operator.id,
      at: ctx.now(),
    });
    await postInboxMessage(tx, {
      memberId: found.feedback.memberId,
      kind: 'FEEDBACK_REPLIED',
      params: { site: input.config.siteName, currency: input.config.currency.code, reason: input.reply },
    });
    await recordAudit(tx, {
      operator: input.operator,
      action: 'FEEDBACK_REPLY',
      targetType: 'FEEDBACK',
      targetId: String(input.id),
      before: { status: found.feedback.status },
      after: { status: updated.status, reply: updated.reply },
    });
    return { ...view(updated, await countImages(tx, input.id)), username: found.username };
  });
}

/** One feedback image for the operators' desk (operator endpoints only: members never read images back). */
export async function readFeedbackImage(ctx: AppContext, input: { feedbackId: number; index: number }) {
  const image = await findFeedbackImage(ctx.database.db, input.feedbackId, input.index);
  if (!image) throw new AppError('feedback.image.not.found');
  return {
    feedbackId: input.feedbackId,
    index: input.index,
    mime: image.mime,
    size: image.size,
    dataBase64: image.data.toString('base64'),
  };
}
