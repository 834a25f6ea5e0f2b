import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { deflateSync } from 'node:zlib';

// Characters people confuse when reading a distorted image (0/O, 1/I) are left out,
// so a wrong answer means a wrong guess rather than an ambiguous glyph.
export const CAPTCHA_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;

export type RandomInt = (maxExclusive: number) => number;
export type CaptchaOptions = { length?: number; random?: RandomInt };
export type CaptchaChallenge = { answer: string; pngBase64: string };

// 5x7 bitmap font, one 5-bit row per group, top to bottom. Hand-drawn so the server
// needs no font files or image library.
const FONT: Record<string, string> = {
  '2': '01110 10001 00001 00010 00100 01000 11111', '3': '11111 00010 00100 00010 00001 10001 01110',
  '4': '00010 00110 01010 10010 11111 00010 00010', '5': '11111 10000 11110 00001 00001 10001 01110',
  '6': '00110 01000 10000 11110 10001 10001 01110', '7': '11111 00001 00010 00100 01000 01000 01000',
  '8': '01110 10001 10001 01110 10001 10001 01110', '9': '01110 10001 10001 01111 00001 00010 01100',
  A: '01110 10001 10001 10001 11111 10001 10001', B: '11110 10001 10001 11110 10001 10001 11110',
  C: '01110 10001 10000 10000 10000 10001 01110', D: '11100 10010 10001 10001 10001 10010 11100',
  E: '11111 10000 10000 11110 10000 10000 11111', F: '11111 10000 10000 11110 10000 10000 10000',
  G: '01110 10001 10000 10111 10001 10001 01111', H: '10001 10001 10001 11111 10001 10001 10001',
  J: '00111 00010 00010 00010 00010 10010 01100', K: '10001 10010 10100 11000 10100 10010 10001',
  L: '10000 10000 10000 10000 10000 10000 11111', M: '10001 11011 10101 10101 10001 10001 10001',
  N: '10001 10001 11001 10101 10011 10001 10001', P: '11110 10001 10001 11110 10000 10000 10000',
  Q: '01110 10001 10001 10001 10101 10010 01101', R: '11110 10001 10001 11110 10100 10010 10001',
  S: '01111 10000 10000 01110 00001 00001 11110', T: '11111 00100 00100 00100 00100 00100 00100',
  U: '10001 10001 10001 10001 10001 10001 01110', V: '10001 10001 10001 10001 10001 01010 00100',
  W: '10001 10001 10001 10101 10101 10101 01010', X: '10001 10001 01010 00100 01010 10001 10001',
  Y: '10001 10001 10001 01010 00100 00100 00100', Z: '11111 00001 00010 00100 01000 10000 11111',
};
const GLYPH_W = 5;
const GLYPH_H = 7;

type Rgb = [number, number, number];
// Pixels are packed RGB, row-major, 3 bytes per pixel.
export type RgbImage = { width: number; height: number; pixels: Buffer };

export function createCaptchaChallenge(options: CaptchaOptions = {}): CaptchaChallenge {
  const length = options.length ?? 4;
  if (!Number.isInteger(length) || length < 1 || length > 12) throw new RangeError('captcha length must be 1..12');
  const random = options.random ?? randomInt;
  let answer = '';
  for (let i = 0; i < length; i++) answer += CAPTCHA_ALPHABET[random(CAPTCHA_ALPHABET.length)];
  const canvas = renderCaptcha(answer, random);
  return { answer, pngBase64: encodePng(canvas).toString('base64') };
}

// Both sides are hashed first so timingSafeEqual always gets equal-length buffers:
// it would throw otherwise, and an early length check would leak the answer length.
export function answersMatch(expected: string, given: string): boolean {
  if (typeof expected !== 'string' || typeof given !== 'string') return false;
  const a = expected.trim().toUpperCase();
  const b = given.trim().toUpperCase();
  const same = timingSafeEqual(sha256(a), sha256(b));
  return same && a.length > 0;
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

function renderCaptcha(text: string, random: RandomInt): RgbImage {
  const width = CAPTCHA_WIDTH;
  const height = CAPTCHA_HEIGHT;
  const canvas: RgbImage = { width, height, pixels: Buffer.alloc(width * height * 3) };
  const background: Rgb = [228 + random(28), 228 + random(28), 228 + random(28)];
  for (let i = 0; i < width * height; i++) canvas.pixels.set(background, i * 3);

  // Lines behind the text make segmentation harder; dots on top add pixel noise.
  for (let i = 0; i < 3; i++) drawNoiseLine(canvas, random);
  const margin = 6;
  const cellW = Math.floor((width - 2 * margin) / text.length);
  const scale = Math.max(1, Math.min(Math.floor((cellW - 2) / GLYPH_W), Math.floor((height - 8) / GLYPH_H)));
  for (let i = 0; i < text.length; i++) {
    const freeY = Math.max(1, height - GLYPH_H * scale - 2);
    const left = margin + i * cellW + Math.floor((cellW - GLYPH_W * scale) / 2) + random(3) - 1;
    const top = 1 + random(freeY);
    const shear = (random(7) - 3) / 10;
    const color: Rgb = [20 + random(90), 20 + random(90), 20 + random(90)];
    drawGlyph(canvas, FONT[text[i]], left, top, scale, shear, color);
  }
  for (let i = 0; i < 2; i++) drawNoiseLine(canvas, random);
  for (let i = 0; i < 80; i++) {
    setPixel(canvas, random(width), random(height), [random(256), random(256), random(256)]);
  }
  return canvas;
}

function drawGlyph(canvas: RgbImage, glyph: string, left: number, top: number, scale: number, shear: number, color: Rgb): void {
  const rows = glyph.split(' ');
  const centerY = top + (GLYPH_H * scale) / 2;
  for (let r = 0; r < GLYPH_H; r++) {
    for (let c = 0; c < GLYPH_W; c++) {
      if (rows[r][c] !== '1') continue;
      for (let dy = 0; dy < scale; dy++) {
        const y = top + r * scale + dy;
        // Shear shifts each scanline sideways in proportion to its distance from the middle.
        const shift = Math.round(shear * (centerY - y));
        for (let dx = 0; dx < scale; dx++) setPixel(canvas, left + c * scale + dx + shift, y, color);
      }
    }
  }
}

function drawNoiseLine(canvas: RgbImage, random: RandomInt): void {
  const color: Rgb = [60 + random(140), 60 + random(140), 60 + random(140)];
  let x0 = random(canvas.width);
  let y0 = random(canvas.height);
  const x1 = random(canvas.width);
  const y1 = random(canvas.height);
  // Bresenham, integer-only.
  const dx = Math.abs(x1 - x0);
  const dy = -Math.abs(y1 - y0);
  const sx = x0 < x1 ? 1 : -1;
  const sy = y0 < y1 ? 1 : -1;
  let err = dx + dy;
  for (;;) {
    setPixel(canvas, x0, y0, color);
    if (x0 === x1 && y0 === y1) return;
    const e2 = 2 * err;
    if (e2 >= dy) { err += dy; x0 += sx; }
    if (e2 <= dx) { err += dx; y0 += sy; }
  }
}

function setPixel(canvas: RgbImage, x: number, y: number, color: Rgb): void {
  if (x < 0 || y < 0 || x >= canvas.width || y >= canvas.height) return;
  canvas.pixels.set(color, (y * canvas.width + x) * 3);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

// Minimal truecolour (RGB, 8-bit) encoder: every row uses filter 0, which is larger
// than adaptive filtering but trivially correct; captcha images are tiny anyway.
export function encodePng(canvas: RgbImage): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(canvas.width, 0);
  ihdr.writeUInt32BE(canvas.height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  const rowBytes = canvas.width * 3;
  const raw = Buffer.alloc(canvas.height * (1 + rowBytes));
  for (let y = 0; y < canvas.height; y++) {
    canvas.pixels.copy(raw, y * (1 + rowBytes) + 1, y * rowBytes, (y + 1) * rowBytes);
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

// zlib.crc32 only exists from Node 20.15, so the table-driven CRC-32 is done here.
const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
