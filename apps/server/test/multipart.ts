/** A multipart/form-data body with the given files, for inject(). */
export function multipartBody(files: { name?: string; filename: string; type: string; data: Buffer }[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----lucky${Math.random().toString(16).slice(2)}`;
  const parts = files.map((file) => Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`),
    file.data,
    Buffer.from('\r\n'),
  ]));
  return { payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The smallest real PNG and JPEG headers followed by filler: enough for a check by content. */
export const PNG_BYTES = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
export const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 9)]);
