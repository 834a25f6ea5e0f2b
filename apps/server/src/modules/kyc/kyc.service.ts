import { createHash } from 'node:crypto';
import { KYC_TIERS, tierOf, type KycDocumentKind, type KycTier } from '@lucky/contracts/member/kyc';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { checkImageUpload } from '../../lib/image-upload.ts';
import { readMultipartForm } from '../../lib/multipart-form.ts';
import { AppError } from '../../plugins/app-error.ts';
import { enforceRateLimit } from '../../plugins/rate-limit.ts';
import { requireRealAccount } from '../member/account-guard.ts';
import type { ActiveSession } from '../session/session.service.ts';
import {
  approvedKinds,
  findLiveStatus,
  insertDocument,
  listMemberDocuments,
  type KycDocumentRow,
} from './kyc.repository.ts';

export function toDocumentView(row: KycDocumentRow) {
  return {
    documentId: row.id,
    kind: row.kind,
    status: row.status,
    // Only a rejection's reason is the member's to read; an approval's note stays with the desk and the audit log.
    reason: row.status === 'REJECTED' ? row.reason : null,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

const tierView = (tier: KycTier) => ({ ...tier, requires: [...tier.requires] });

/** The member's tier now: the highest whose documents are all approved. */
export async function readMemberTier(db: Db | Tx, memberId: number): Promise<KycTier> {
  const tier = tierOf(await approvedKinds(db, memberId));
  return KYC_TIERS.find((entry) => entry.tier === tier) ?? KYC_TIERS[0]!;
}

/** Tier, limits, the tiers and the latest document of each kind (the member page), and every document (the desk's). */
export async function readKycState(db: Db | Tx, memberId: number) {
  const history = await listMemberDocuments(db, memberId);
  const limits = await readMemberTier(db, memberId);
  const latest = new Map<KycDocumentKind, KycDocumentRow>();
  for (const row of history) if (!latest.has(row.kind)) latest.set(row.kind, row);
  const state = {
    tier: limits.tier,
    limits: tierView(limits),
    tiers: KYC_TIERS.map(tierView),
    documents: [...latest.values()].map(toDocumentView),
  };
  return { state, history };
}

/** The one image of the form (lib/multipart-form.ts answers a malformed body and its limits). */
async function readOneImage(request: FastifyRequest): Promise<Buffer> {
  const form = await readMultipartForm(request, { fields: 2, parts: 4 });
  // A browser sends an empty part for an untouched file input.
  const files = form.files.filter((file) => file.data.length > 0);
  if (files.length === 0) throw new AppError('upload.invalid', 'Choose a png or jpg image');
  if (files.length > 1) throw new AppError('upload.too.many', 'One image per document');
  return files[0]!.data;
}

/**
 * Stores one verification document: the image decoded in full and re-encoded by lib/image-upload.ts (the path every
 * upload of the site takes; only the re-encoded pixels are stored), pending review. Refused while the member has a
 * pending or approved document of the kind: a rejected one may be replaced.
 */
export async function uploadKycDocument(
  ctx: AppContext,
  input: { session: ActiveSession | null; request: FastifyRequest; kind: KycDocumentKind },
) {
  const session = requireRealAccount(input.session);
  const db = ctx.database.db;
  const refuseLive = async () => {
    const live = await findLiveStatus(db, session.memberId, input.kind);
    if (live === 'PENDING') throw new AppError('kyc.document.pending');
    if (live === 'APPROVED') throw new AppError('kyc.document.approved');
  };
  if (!input.request.isMultipart())
    throw new AppError('request.unsupported.media', 'Send the image as multipart/form-data');
  await enforceRateLimit(ctx.counters, 'uploadPerAccount', String(session.memberId));
  const image = await checkImageUpload(await readOneImage(input.request));
  await refuseLive();
  const row = await insertDocument(db, {
    memberId: session.memberId,
    kind: input.kind,
    mime: image.mime,
    size: image.data.length,
    sha256: createHash('sha256').update(image.data).digest('hex'),
    data: image.data,
    createdAt: ctx.now(),
  });
  if (!row) {
    // Another upload of the kind won the race between the check and the insert.
    await refuseLive();
    throw new AppError('kyc.document.pending');
  }
  return toDocumentView(row);
}
