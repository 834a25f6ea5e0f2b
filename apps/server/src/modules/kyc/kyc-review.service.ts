import type { z } from 'zod';
import type { opsKycQueue, opsKycReview } from '@lucky/contracts/ops/ops-kyc-endpoints';
import type { AppContext } from '../../app-context.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { offsetOf, toPage } from '../../lib/paging.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { ActiveOperator } from '../audit/active-operator.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { postInboxMessage } from '../inbox/member-inbox.ts';
import { inTransaction } from '../wallet/ledger.service.ts';
import {
  countPending,
  decideDocument,
  findDocumentImage,
  findListedDocument,
  listQueue,
  lockDocument,
  type ListedDocument,
} from './kyc.repository.ts';
import { readKycState, readMemberTier, toDocumentView } from './kyc.service.ts';

type QueueQuery = z.output<NonNullable<typeof opsKycQueue.query>>;
type ReviewBody = z.output<NonNullable<typeof opsKycReview.body>>;

/** The desk's view of a document: the member's view with who it belongs to, the member's tier and the reviewer. */
function toOpsDocumentView(row: ListedDocument, tier: number) {
  return {
    ...toDocumentView(row),
    reason: row.reason,
    memberId: row.memberId,
    username: row.username,
    tier,
    reviewer: row.reviewer,
  };
}

async function withTiers(ctx: AppContext, rows: ListedDocument[]) {
  const tiers = new Map<number, number>();
  for (const memberId of new Set(rows.map((row) => row.memberId)))
    tiers.set(memberId, (await readMemberTier(ctx.database.db, memberId)).tier);
  return rows.map((row) => toOpsDocumentView(row, tiers.get(row.memberId) ?? 0));
}

/** The review queue: documents of a status (pending by default, oldest first), with the pending total for the badge. */
export async function listKycQueue(ctx: AppContext, query: QueueQuery) {
  const db = ctx.database.db;
  const { rows, total } = await listQueue(
    db,
    { status: query.status, kind: query.kind },
    { limit: query.pageSize, offset: offsetOf(query) },
  );
  return { ...toPage(await withTiers(ctx, rows), total, query), pendingTotal: await countPending(db) };
}

/** One document's image for the reviewer; reading an identity document is audited like a member look-up. */
export async function readKycImage(ctx: AppContext, operator: ActiveOperator, documentId: number) {
  const image = await findDocumentImage(ctx.database.db, documentId);
  if (!image) throw new AppError('kyc.document.not.found');
  await recordAudit(ctx.database.db, {
    operator,
    action: 'KYC_DOCUMENT_VIEW',
    targetType: 'KYC_DOCUMENT',
    targetId: String(documentId),
  });
  return { documentId: image.id, mime: image.mime, size: image.size, dataBase64: image.data.toString('base64') };
}

/**
 * Approves or rejects a pending document with a reason, in one transaction with the row locked (two reviewers
 * deciding at once decide once; the second answers `kyc.document.reviewed`): the decision, the member's inbox
 * message (a rejection carries the reason, an approval the tier reached) and the audit entry with the tier before
 * and after. The tier is computed from the approved documents, so an approval raises it as soon as it commits.
 */
export async function reviewKycDocument(
  ctx: AppContext,
  input: { operator: ActiveOperator; config: MerchantConfig; body: ReviewBody },
) {
  const { operator, body, config } = input;
  const result = await inTransaction(ctx.database.db, async (tx) => {
    const row = await lockDocument(tx, body.documentId);
    if (!row) throw new AppError('kyc.document.not.found');
    if (row.status !== 'PENDING') throw new AppError('kyc.document.reviewed', `The document is ${row.status}`);
    const tierBefore = (await readMemberTier(tx, row.memberId)).tier;
    const status = body.decision === 'APPROVE' ? 'APPROVED' : 'REJECTED';
    await decideDocument(tx, row.id, { status, reason: body.reason, reviewedBy: operator.id, reviewedAt: ctx.now() });
    const tierAfter = (await readMemberTier(tx, row.memberId)).tier;
    await postInboxMessage(tx, {
      memberId: row.memberId,
      kind: status === 'APPROVED' ? 'KYC_APPROVED' : 'KYC_REJECTED',
      params: {
        site: config.siteName,
        currency: config.currency.code,
        document: row.kind,
        tier: String(tierAfter),
        ...(status === 'REJECTED' ? { reason: body.reason } : {}),
      },
    });
    await recordAudit(tx, {
      operator,
      action: status === 'APPROVED' ? 'KYC_APPROVE' : 'KYC_REJECT',
      targetType: 'MEMBER',
      targetId: String(row.memberId),
      reason: body.reason,
      before: { documentId: row.id, kind: row.kind, status: row.status, tier: tierBefore },
      after: { documentId: row.id, kind: row.kind, status, tier: tierAfter },
    });
    return { tierBefore, tierAfter };
  });
  const document = await findListedDocument(ctx.database.db, body.documentId);
  return { document: toOpsDocumentView(document!, result.tierAfter), ...result };
}

/** The player 360's verification: the member's state and every document ever uploaded, newest first. */
export async function readMemberKyc(ctx: AppContext, memberId: number) {
  const { state, history } = await readKycState(ctx.database.db, memberId);
  return { ...state, history: history.map((row) => toOpsDocumentView(row, state.tier)) };
}
