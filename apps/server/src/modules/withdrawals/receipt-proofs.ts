import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { checkImageUploads } from '../../lib/image-upload.ts';
import { readMultipartForm } from '../../lib/multipart-form.ts';
import { AppError } from '../../plugins/app-error.ts';
import { enforceRateLimit } from '../../plugins/rate-limit.ts';
import { requireRealAccount } from '../member/account-guard.ts';
import type { ActiveSession } from '../session/session.service.ts';
import { deleteOrphanUploads, insertUpload } from './withdrawal.repository.ts';

/** The images of the form (lib/multipart-form.ts answers a malformed body and the limits). */
async function readImages(request: FastifyRequest): Promise<Buffer[]> {
  const form = await readMultipartForm(request, { fields: 5, parts: 8 });
  return form.files.map((file) => file.data);
}

/**
 * Stores receipt proof images: png or jpg decoded in full (lib/image-upload.ts), at most 5 MB each and 3 per request. All
 * files are checked before any is stored, so a bad one writes nothing. They stay unattached
 * until a receipt confirmation names them (unattached ones are removed after a day).
 */
export async function uploadProofs(ctx: AppContext, input: { session: ActiveSession | null; request: FastifyRequest }) {
  const session = requireRealAccount(input.session);
  if (!input.request.isMultipart())
    throw new AppError('request.unsupported.media', 'Send the images as multipart/form-data');
  await enforceRateLimit(ctx.counters, 'uploadPerAccount', String(session.memberId));
  const images = await readImages(input.request);
  if (images.length === 0) throw new AppError('upload.invalid', 'Choose at least one png or jpg image');
  // Decoded in full and re-encoded: only the re-encoded image is stored and hashed.
  const checked = await checkImageUploads(images);
  const stored = [];
  for (const image of checked) {
    const { mime } = image;
    const proofId = await insertUpload(ctx.database.db, {
      memberId: session.memberId,
      purpose: 'WITHDRAWAL_PROOF',
      mime,
      size: image.data.length,
      sha256: createHash('sha256').update(image.data).digest('hex'),
      data: image.data,
    });
    stored.push({ proofId, mime, size: image.data.length });
  }
  return stored;
}

/** Proofs uploaded but never attached to a withdrawal before `before` are removed (the money jobs' pass). */
export function deleteOrphanProofs(ctx: AppContext, before: Date): Promise<number> {
  return deleteOrphanUploads(ctx.database.db, before);
}
