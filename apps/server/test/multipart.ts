import sharp from 'sharp';
import { checkImageUpload } from '../src/lib/image-upload.ts';

/** A multipart/form-data body with the given files, for inject(). */
export function multipartBody(files: { name?: string; filename: string; type: string; data: Buffer }[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----lucky${Math.random().toString(16).slice(2)}`;
  const parts = files.map((file) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * A small real PNG and JPEG, in the form the upload check stores them (decoded and re-encoded by
 * lib/image-upload.ts; re-encoding that form again gives the same bytes), so tests can compare
 * what they read back byte for byte. test/image-uploads.test.ts covers what the check changes.
 */
export const PNG_BYTES = (
  await checkImageUpload(
    await sharp({ create: { width: 6, height: 4, channels: 3, background: '#2f6fd0' } })
      .png()
      .toBuffer(),
  )
).data;
export const JPEG_BYTES = (
  await checkImageUpload(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#d0702f' } })
      .jpeg()
      .toBuffer(),
  )
).data;
