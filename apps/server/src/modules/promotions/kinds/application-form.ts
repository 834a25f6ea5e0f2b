import { UPLOAD_LIMITS } from '@lucky/contracts/common/constants';
import { PROMOTION_COMMENT_MAX } from '@lucky/contracts/promotions/promotion-schemas';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../plugins/app-error.ts';
import { detectImageType } from '../../withdrawals/receipt-proofs.ts';

export type ApplicationForm = { promotionId: number; comment: string; images: { mime: 'image/png' | 'image/jpeg'; data: Buffer }[] };

const LIMIT_ERRORS: Record<string, AppError['code']> = {
  FST_REQ_FILE_TOO_LARGE: 'upload.too.large',
  FST_FILES_LIMIT: 'upload.too.many',
  FST_PARTS_LIMIT: 'upload.too.many',
  FST_FIELDS_LIMIT: 'request.invalid',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'request.unsupported.media',
};

/**
 * Reads an application form: fields promotionId and comment (at most 140 characters, counted
 * as characters, not bytes), and up to 3 images in field "file" that must be png or jpg by
 * content and at most 5 MB. Everything is checked before anything is stored.
 */
export async function readApplicationForm(request: FastifyRequest): Promise<ApplicationForm> {
  if (!request.isMultipart()) throw new AppError('request.unsupported.media', 'Send the application as multipart/form-data');
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: UPLOAD_LIMITS.maxBytes, files: UPLOAD_LIMITS.maxFiles, fields: 4, parts: 8, fieldSize: 4096 } })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        // A browser sends an empty part for an untouched file input.
        if (data.length > 0) files.push(data);
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    const code = LIMIT_ERRORS[(error as { code?: string }).code ?? ''];
    if (code) throw new AppError(code);
    throw error;
  }
  const promotionId = Number(fields.promotionId);
  if (!Number.isSafeInteger(promotionId) || promotionId <= 0) throw new AppError('request.invalid', 'promotionId: choose a promotion', { fields: ['promotionId'] });
  const comment = (fields.comment ?? '').trim();
  if (comment.length === 0 || [...comment].length > PROMOTION_COMMENT_MAX) {
    throw new AppError('request.invalid', `comment: 1 to ${PROMOTION_COMMENT_MAX} characters`, { fields: ['comment'] });
  }
  const images = files.map((data) => ({ data, mime: detectImageType(data) }));
  if (images.some((image) => image.mime === null)) throw new AppError('upload.invalid');
  return { promotionId, comment, images: images as ApplicationForm['images'] };
}
