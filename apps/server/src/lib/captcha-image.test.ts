import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_ALPHABET, CAPTCHA_HEIGHT, CAPTCHA_WIDTH, answersMatch, crc32, createCaptchaChallenge,
} from './captcha-image.ts';

type Chunk = { type: string; data: Buffer; crc: number };

function readChunks(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    chunks.push({ type, data, crc: png.readUInt32BE(offset + 8 + length) });
    offset += 12 + length;
  }
  return chunks;
}

// A seeded generator so a test can reproduce one exact image.
function seeded(seed: number): (max: number) => number {
  let state = seed >>> 0;
  return (max) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % max;
  };
}

describe('createCaptchaChallenge', () => {
  it('produces a PNG with the right signature, IHDR and chunk CRCs', () => {
    const png = Buffer.from(createCaptchaChallenge().pngBase64, 'base64');
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const chunks = readChunks(png);
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const ihdr = chunks[0].data;
    expect(ihdr.readUInt32BE(0)).toBe(CAPTCHA_WIDTH);
    expect(ihdr.readUInt32BE(4)).toBe(CAPTCHA_HEIGHT);
    expect(ihdr[8]).toBe(8);
    expect(ihdr[9]).toBe(2);
    for (const chunk of chunks) {
      expect(chunk.crc).toBe(crc32(Buffer.concat([Buffer.from(chunk.type, 'latin1'), chunk.data])));
    }
  });

  it('decodes: inflated IDAT has one filter byte plus RGB pixels per row, and text ink', () => {
    const png = Buffer.from(createCaptchaChallenge().pngBase64, 'base64');
    const raw = inflateSync(readChunks(png).find((c) => c.type === 'IDAT')!.data);
    const bytesPerPixel = 3;
    const stride = 1 + CAPTCHA_WIDTH * bytesPerPixel;
    expect(raw.length).toBe(CAPTCHA_HEIGHT * stride);
    let darkPixels = 0;
    for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
      expect(raw[y * stride]).toBe(0);
      for (let x = 0; x < CAPTCHA_WIDTH; x++) {
        const p = y * stride + 1 + x * 3;
        if (raw[p] < 120 && raw[p + 1] < 120 && raw[p + 2] < 120) darkPixels++;
      }
    }
    // Four 20x28 glyphs at about 40% ink; noise alone stays far below this.
    expect(darkPixels).toBeGreaterThan(400);
  });

  it('two challenges differ', () => {
    const many = Array.from({ length: 5 }, () => createCaptchaChallenge());
    expect(new Set(many.map((c) => c.pngBase64)).size).toBe(5);
    expect(new Set(many.map((c) => c.answer)).size).toBeGreaterThan(1);
  });

  it('is deterministic for an injected random source and honours length', () => {
    const a = createCaptchaChallenge({ random: seeded(42), length: 6 });
    const b = createCaptchaChallenge({ random: seeded(42), length: 6 });
    expect(a).toEqual(b);
    expect(a.answer).toHaveLength(6);
    expect(() => createCaptchaChallenge({ length: 0 })).toThrow(RangeError);
  });

  it('draws only from an alphabet without ambiguous characters', () => {
    for (const ch of ['0', '1', 'I', 'O']) expect(CAPTCHA_ALPHABET).not.toContain(ch);
    expect(CAPTCHA_ALPHABET).toMatch(/^[2-9A-Z]+$/);
    expect(new Set(CAPTCHA_ALPHABET).size).toBe(32);
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) for (const ch of createCaptchaChallenge().answer) seen.add(ch);
    for (const ch of seen) expect(CAPTCHA_ALPHABET).toContain(ch);
  });

  it('renders every alphabet character', () => {
    for (let i = 0; i < CAPTCHA_ALPHABET.length; i++) {
      const { answer } = createCaptchaChallenge({ length: 1, random: (max) => (max === CAPTCHA_ALPHABET.length ? i : 0) });
      expect(answer).toBe(CAPTCHA_ALPHABET[i]);
    }
  });
});

describe('answersMatch', () => {
  it('matches case-insensitively after trimming', () => {
    expect(answersMatch('AB3K', 'ab3k')).toBe(true);
    expect(answersMatch('AB3K', '  Ab3K\n')).toBe(true);
  });

  it('rejects wrong, shorter, longer and empty answers', () => {
    expect(answersMatch('AB3K', 'AB3X')).toBe(false);
    expect(answersMatch('AB3K', 'AB3')).toBe(false);
    expect(answersMatch('AB3K', 'AB3KK')).toBe(false);
    expect(answersMatch('AB3K', '')).toBe(false);
    expect(answersMatch('', '')).toBe(false);
  });
});

describe('crc32', () => {
  it('matches the standard check value', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });
});
