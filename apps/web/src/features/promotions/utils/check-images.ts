import { UPLOAD_LIMITS } from '@lucky/contracts/common/constants';

const TYPES: readonly string[] = UPLOAD_LIMITS.types;

/** Why a set of picked images cannot be sent, as an error code, or null when they can. */
export function checkImages(files: readonly File[]): 'upload.invalid' | 'upload.too.large' | 'upload.too.many' | null {
  if (files.length > UPLOAD_LIMITS.maxFiles) return 'upload.too.many';
  for (const file of files) {
    if (!TYPES.includes(file.type) && !(file.type === '' && /\.(png|jpe?g)$/i.test(file.name))) return 'upload.invalid';
    if (file.size > UPLOAD_LIMITS.maxBytes) return 'upload.too.large';
  }
  return null;
}
