import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { readMultipartForm } from '../../lib/multipart-form.ts';
import { AppError } from '../../plugins/app-error.ts';
import { enforceRateLimit } from '../../plugins/rate-limit.ts';
import { requireRealAccount } from '../member/account-guard.ts';
import type { ActiveSession } from '../session/session.service.ts';
import { insertUpload } from './withdrawal.repository.ts';

type ImageType = 'image/png' | 'image/jpeg';

const SIGNATURES: { mime: ImageType; bytes: number[] }[] = [
  { mime: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mime: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/** The type by content: the file's first bytes, never its name or the type the browser claims. */
export function detectImageType(data: Buffer): ImageType | null {
  return SIGNATURES.find((signature) => data.length > signature.bytes.length && signature.bytes.every((byte, index) => data[index] === byte))?.mime ?? null;
}

/** The images of the form (lib/multipart-form.ts answers a malformed body and the limits). */
async function readImages(request: FastifyRequest): Promise<Buffer[]> {
  const form = await readMultipartForm(request, { fields: 5, parts: 8 });
  return form.files.map((file) => file.data);
}

/**
 * Stores receipt proof images: png or jpg by content, at most 5 MB each and 3 per request. All
 * files are checked before any is stored, so a bad one writes nothing. They stay unattached
 * until a receipt confirmation names them (unattached ones are removed after a day).
 */
export async function uploadProofs(ctx: AppContext, input: { session: ActiveSession | null; request: FastifyRequest }) {
  const session = requireRealAccount(input.session);
  if (!input.request.isMultipart()) throw new AppError('request.unsupported.media', 'Send the images as multipart/form-data');
  await enforceRateLimit(ctx.counters, 'uploadPerAccount', String(session.memberId));
  const images = await readImages(input.request);
  if (images.length === 0) throw new AppError('upload.invalid', 'Choose at least one png or jpg image');
  const typed = images.map((data) => ({ data, mime: detectImageType(data) }));
  if (typed.some((image) => image.mime === null)) throw new AppError('upload.invalid');
  const stored = [];
  for (const image of typed) {
    const mime = image.mime!;
    const proofId = await insertUpload(ctx.database.db, {
      memberId: session.memberId, purpose: 'WITHDRAWAL_PROOF', mime, size: image.data.length, sha256: createHash('sha256').update(image.data).digest('hex'), data: image.data,
    });
    stored.push({ proofId, mime, size: image.data.length });
  }
  return stored;
}
