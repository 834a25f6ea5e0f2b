import { isMultiLineText } from '@lucky/contracts/common/text';
import { PROMOTION_COMMENT_MAX } from '@lucky/contracts/promotions/promotion-schemas';
import type { FastifyRequest } from 'fastify';
import { checkImageUploads } from '../../../lib/image-upload.ts';
import { readMultipartForm } from '../../../lib/multipart-form.ts';
import { AppError } from '../../../plugins/app-error.ts';

export type ApplicationForm = {
  promotionId: number;
  comment: string;
  images: { mime: 'image/png' | 'image/jpeg'; data: Buffer }[];
};

/**
 * Reads an application form: fields promotionId and comment (at most 140 characters, counted
 * as characters, not bytes), and up to 3 images in field "file" that must decode in full as png
 * or jpg and be at most 5 MB. Everything is checked before anything is stored.
 */
export async function readApplicationForm(request: FastifyRequest): Promise<ApplicationForm> {
  if (!request.isMultipart())
    throw new AppError('request.unsupported.media', 'Send the application as multipart/form-data');
  const { fields, files: parts } = await readMultipartForm(request, { fields: 4, parts: 8, fieldSize: 4096 });
  // A browser sends an empty part for an untouched file input.
  const files = parts.map((part) => part.data).filter((data) => data.length > 0);
  const promotionId = Number(fields.promotionId);
  if (!Number.isSafeInteger(promotionId) || promotionId <= 0)
    throw new AppError('request.invalid', 'promotionId: choose a promotion', { fields: ['promotionId'] });
  const comment = (fields.comment ?? '').trim();
  if (!isMultiLineText(comment)) throw new AppError('request.invalid.characters', undefined, { fields: ['comment'] });
  if (comment.length === 0 || [...comment].length > PROMOTION_COMMENT_MAX) {
    throw new AppError('request.invalid', `comment: 1 to ${PROMOTION_COMMENT_MAX} characters`, { fields: ['comment'] });
  }
  // Decoded in full and re-encoded (lib/image-upload.ts): only the re-encoded images are stored.
  const images = await checkImageUploads(files);
  return { promotionId, comment, images: images.map(({ mime, data }) => ({ mime, data })) };
}
