import { crc32 } from 'node:zlib';
import { count, desc, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadFiles } from '../src/db/schema/payments.ts';
import { promotionApplicationImages, promotionApplications } from '../src/db/schema/promotions.ts';
import { checkImageUpload, MAX_IMAGE_PIXELS } from '../src/lib/image-upload.ts';
import { promotionKit } from '../src/modules/promotions/promotions-test-kit.ts';
import { AppError } from '../src/plugins/app-error.ts';
import { multipartBody } from './multipart.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const IEND = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');

/** Pixels that do not compress away, so a cut file loses real image data. */
const noise = (width: number, height: number) => {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + (i >> 3) * 104729) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } });
};

/** A PNG chunk with its length and CRC. */
const pngChunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A real PNG with a tEXt chunk after its header and HTML after its end. */
async function pngWithTextAndTrailer(): Promise<Buffer> {
  const png = await noise(40, 30).png().toBuffer();
  const headerEnd = 8 + 25; // signature + IHDR chunk
  return Buffer.concat([
    png.subarray(0, headerEnd),
    pngChunk('tEXt', Buffer.from('Comment\0secret-note-in-metadata', 'latin1')),
    png.subarray(headerEnd),
    HTML,
  ]);
}

/** A real JPEG carrying EXIF (camera, GPS-like text) and orientation 6 (rotated 90°). */
async function jpegWithExif(): Promise<Buffer> {
  return noise(40, 20)
    .jpeg()
    .withExif({ IFD0: { Make: 'secret-camera-make', Copyright: 'secret-exif-text' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A tiny real PNG whose header claims width × height pixels (its CRC fixed so only the size is wrong). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

const refusal = async (data: Buffer) => {
  try {
    await checkImageUpload(data);
  } catch (error) {
    return error instanceof AppError ? error.code : `not an AppError: ${String(error)}`;
  }
  return 'accepted';
};

describe('checkImageUpload', () => {
  it('refuses a PNG signature followed by HTML, and other non-images', async () => {
    expect(await refusal(Buffer.concat([PNG_SIGNATURE, HTML]))).toBe('upload.invalid');
    expect(await refusal(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), HTML]))).toBe('upload.invalid');
    expect(await refusal(PNG_SIGNATURE)).toBe('upload.invalid');
    expect(await refusal(Buffer.alloc(0))).toBe('upload.invalid');
    expect(await refusal(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'))).toBe(
      'upload.invalid',
    );
    expect(
      await refusal(
        await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
          .gif()
          .toBuffer(),
      ),
    ).toBe('upload.invalid');
  });

  it('refuses truncated PNG and JPEG files', async () => {
    const png = await noise(120, 90).png().toBuffer();
    const jpeg = await noise(120, 90).jpeg().toBuffer();
    for (const cut of [0.5, 0.9]) {
      expect(await refusal(png.subarray(0, Math.floor(png.length * cut)))).toBe('upload.invalid');
      expect(await refusal(jpeg.subarray(0, Math.floor(jpeg.length * cut)))).toBe('upload.invalid');
    }
  });

  it('refuses an image whose pixel count is over the limit before decoding it', async () => {
    const bomb = await pngClaiming(50_000, 50_000);
    expect(bomb.length).toBeLessThan(200);
    expect(await refusal(bomb)).toBe('upload.too.many.pixels');
    expect(await refusal(await pngClaiming(5001, 5000))).toBe('upload.too.many.pixels');
    expect(5001 * 5000).toBeGreaterThan(MAX_IMAGE_PIXELS);
  });

  it('re-encodes a PNG: no text chunk, nothing after the end chunk, the same pixels', async () => {
    const input = await pngWithTextAndTrailer();
    const output = await checkImageUpload(input);
    expect(output).toMatchObject({ mime: 'image/png', width: 40, height: 30 });
    expect(output.data.subarray(-IEND.length).equals(IEND)).toBe(true);
    expect(output.data.includes(Buffer.from('secret-note'))).toBe(false);
    expect(output.data.includes(Buffer.from('<html'))).toBe(false);
    const [before, after] = await Promise.all([sharp(input).raw().toBuffer(), sharp(output.data).raw().toBuffer()]);
    expect(after.equals(before)).toBe(true);
  });

  it('re-encodes a JPEG without EXIF, turned upright by its orientation', async () => {
    const input = await jpegWithExif();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const output = await checkImageUpload(input);
    expect(output).toMatchObject({ mime: 'image/jpeg', width: 20, height: 40 });
    const metadata = await sharp(output.data).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(metadata.exif).toBeUndefined();
    expect(output.data.includes(Buffer.from('Exif'))).toBe(false);
    expect(output.data.includes(Buffer.from('secret-'))).toBe(false);
  });
});

describe.each(TEST_DATABASES)('image upload routes on %s', (kind) => {
  let t: TestApp;
  let member: string;
  let kit: ReturnType<typeof promotionKit>;
  let share: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    member = await t.login('demo', 'demo1234');
    const finance = await t.opsLogin('finance', 'finance1234');
    kit = promotionKit(t, () => finance);
    share = await kit.promotionId('SHAREWIN');
  });
  afterAll(async () => {
    await t.close();
  });

  const uploadProofs = (files: Buffer[]) => {
    const { payload, headers } = multipartBody(
      files.map((data, index) => ({ filename: `proof${index}.png`, type: 'image/png', data })),
    );
    return t.app.inject({
      method: 'POST',
      url: '/wps/withdrawal/proofs',
      payload,
      headers: { ...headers, authorization: `Bearer ${member}` },
    });
  };
  const uploadRows = async () => (await t.ctx.database.db.select({ total: count() }).from(uploadFiles))[0]!.total;

  it('refuses a PNG signature followed by HTML, a truncated PNG and a pixel bomb at /wps/withdrawal/proofs, storing nothing', async () => {
    const good = await noise(30, 20).png().toBuffer();
    const before = await uploadRows();
    const cases: [Buffer[], number, string][] = [
      [[Buffer.concat([PNG_SIGNATURE, HTML])], 400, 'upload.invalid'],
      [[good.subarray(0, good.length - 40)], 400, 'upload.invalid'],
      [[await pngClaiming(40_000, 40_000)], 413, 'upload.too.many.pixels'],
      // One bad file among good ones refuses the whole request.
      [[good, Buffer.concat([PNG_SIGNATURE, HTML])], 400, 'upload.invalid'],
    ];
    for (const [files, status, code] of cases) {
      const response = await uploadProofs(files);
      expect(response.statusCode, code).toBe(status);
      expect(response.json()).toMatchObject({ success: false, code });
    }
    expect(await uploadRows()).toBe(before);
  });

  it('stores receipt proofs re-encoded, without metadata or trailing bytes', async () => {
    const response = await uploadProofs([await pngWithTextAndTrailer(), await jpegWithExif()]);
    expect(response.statusCode).toBe(200);
    const [png, jpeg] = response.json().value as { proofId: number; mime: string; size: number }[];
    expect(png).toMatchObject({ mime: 'image/png' });
    expect(jpeg).toMatchObject({ mime: 'image/jpeg' });
    const rows = await t.ctx.database.db
      .select()
      .from(uploadFiles)
      .where(inArray(uploadFiles.id, [png!.proofId, jpeg!.proofId]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const storedPng = byId.get(png!.proofId)!.data;
    const storedJpeg = byId.get(jpeg!.proofId)!.data;
    expect(byId.get(png!.proofId)!.size).toBe(storedPng.length);
    expect(storedPng.subarray(-IEND.length).equals(IEND)).toBe(true);
    expect(storedPng.includes(Buffer.from('<html'))).toBe(false);
    expect(storedPng.includes(Buffer.from('secret-note'))).toBe(false);
    expect((await sharp(storedJpeg).metadata()).exif).toBeUndefined();
    expect(storedJpeg.includes(Buffer.from('secret-'))).toBe(false);
  });

  it('refuses a polyglot in a promotion application and stores a real image re-encoded', async () => {
    const applicant = await kit.newMember();
    const apply = (data: Buffer) => {
      const { payload, headers } = multipartBody([{ filename: 'win.png', type: 'image/png', data }]);
      // The form fields go before the file, as a browser's FormData sends them.
      const fields = Buffer.from(
        `--${headers['content-type']!.split('boundary=')[1]}\r\nContent-Disposition: form-data; name="promotionId"\r\n\r\n${share}\r\n` +
          `--${headers['content-type']!.split('boundary=')[1]}\r\nContent-Disposition: form-data; name="comment"\r\n\r\nLook at this win\r\n`,
      );
      return t.app.inject({
        method: 'POST',
        url: '/wps/relay/MCS2_applyPromotion',
        payload: Buffer.concat([fields, payload]),
        headers: { ...headers, authorization: `Bearer ${applicant.token}` },
      });
    };
    const applications = async () =>
      (await t.ctx.database.db.select({ total: count() }).from(promotionApplications))[0]!.total;
    const before = await applications();
    const refused = await apply(Buffer.concat([PNG_SIGNATURE, HTML]));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('upload.invalid');
    expect(await applications()).toBe(before);

    const accepted = await apply(await pngWithTextAndTrailer());
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [image] = await t.ctx.database.db
      .select()
      .from(promotionApplicationImages)
      .orderBy(desc(promotionApplicationImages.id))
      .limit(1);
    expect(image!.mime).toBe('image/png');
    expect(image!.data.subarray(-IEND.length).equals(IEND)).toBe(true);
    expect(image!.data.includes(Buffer.from('secret-note'))).toBe(false);
  });
});
