const MAX_PROOF_BYTES = 5 * 1024 * 1024;
export const MAX_PROOFS = 3;
const PROOF_TYPES = ['image/png', 'image/jpeg'];

/** Browser-side check of uploaded images (receipt proofs, feedback images): png/jpg, at most 5 MB each, at most 3; answers the error code. */
export function checkProofs(files: readonly File[]): 'upload.invalid' | 'upload.too.large' | 'upload.too.many' | null {
  if (files.length > MAX_PROOFS) return 'upload.too.many';
  for (const file of files) {
    const typeOk = PROOF_TYPES.includes(file.type) || (/\.(png|jpe?g)$/i.test(file.name) && file.type === '');
    if (!typeOk) return 'upload.invalid';
    if (file.size > MAX_PROOF_BYTES) return 'upload.too.large';
  }
  return null;
}
