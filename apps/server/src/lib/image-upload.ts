import sharp, { type Metadata } from 'sharp';
import { AppError } from '../plugins/app-error.ts';

/**
 * The one check every uploaded image goes through (withdrawal receipt proofs, which feedback
 * reuses, and promotion applications). A signature check alone accepts a PNG header followed by
 * HTML or a script; here the image is decoded in full and re-encoded, and only the re-encoded
 * pixels are stored: metadata (EXIF with GPS positions, text chunks, ICC profiles), trailing bytes
 * and anything smuggled between chunks are gone, and what we serve back is an image and nothing else.
 *
 * sharp (libvips) does the decoding: maintained, fast, it refuses truncated and corrupt data when
 * told to (`failOn: 'error'`), checks the pixel count from the header before it decodes (so a few
 * kilobytes that claim gigapixels cost nothing), and its prebuilt binaries come as npm packages.
 */
export type UploadedImage = { mime: 'image/png' | 'image/jpeg'; data: Buffer; width: number; height: number };

/** At most 25 megapixels: a 24 MP camera photo or any phone screenshot fits; decoded, about 100 MB at most. */
export const MAX_IMAGE_PIXELS = 25_000_000;

// libvips' operation cache helps repeated work on the same input; uploads are all different.
sharp.cache(false);

const OUTPUT: Record<'png' | 'jpeg', UploadedImage['mime']> = { png: 'image/png', jpeg: 'image/jpeg' };

/** The header only (format, dimensions); null when it is not an image sharp knows. */
async function readMetadata(data: Buffer): Promise<Metadata | null> {
  try {
    // No pixel limit here: this reads the header, and the caller compares the count itself.
    return await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    return null; // sharp throws for an empty buffer and rejects for an unknown or corrupt header
  }
}

/** Decodes, checks and re-encodes one uploaded file; throws `upload.invalid` or `upload.too.many.pixels`. */
export async function checkImageUpload(data: Buffer): Promise<UploadedImage> {
  const metadata = await readMetadata(data);
  const format = metadata?.format;
  if (!metadata || (format !== 'png' && format !== 'jpeg')) throw new AppError('upload.invalid');
  if ((metadata.pages ?? 1) > 1) throw new AppError('upload.invalid', 'Animated images are not accepted');
  const { width, height } = metadata;
  if (!width || !height) throw new AppError('upload.invalid');
  if (width * height > MAX_IMAGE_PIXELS) throw new AppError('upload.too.many.pixels');
  // failOn 'error' refuses truncated and corrupt pixel data; warnings (a PNG's slightly wrong sRGB
  // chunk, common in real screenshots) pass. autoOrient applies EXIF rotation before EXIF is dropped.
  try {
    const pipeline = sharp(data, {
      failOn: 'error',
      limitInputPixels: MAX_IMAGE_PIXELS,
      sequentialRead: true,
    }).autoOrient();
    const encoded = format === 'png' ? pipeline.png({ compressionLevel: 9 }) : pipeline.jpeg({ quality: 90 });
    const { data: output, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { mime: OUTPUT[format], data: output, width: info.width, height: info.height };
  } catch {
    throw new AppError('upload.invalid', 'The image is damaged or incomplete');
  }
}

/** Checks every file first, so one bad image refuses the whole request before anything is stored. */
export async function checkImageUploads(files: Buffer[]): Promise<UploadedImage[]> {
  const checked: UploadedImage[] = [];
  // One at a time: three 25 MP images decoded at once would triple the peak memory.
  for (const file of files) checked.push(await checkImageUpload(file));
  return checked;
}
