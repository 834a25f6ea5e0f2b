/**
 * The image-upload codes of the one error catalogue (errors.ts spreads them in), answered by every upload of the
 * site: receipt proofs, feedback and promotion images, verification documents (server `lib/image-upload.ts`).
 */
export const UPLOAD_ERRORS = {
  'upload.invalid': { status: 400, message: 'Images must be png or jpg' },
  'upload.too.large': { status: 413, message: 'Each image may be at most 5 MB' },
  'upload.too.many': { status: 400, message: 'At most 3 images can be uploaded' },
  'upload.too.many.pixels': { status: 413, message: 'Each image may be at most 25 megapixels' },
} as const satisfies Record<string, { status: number; message: string }>;
