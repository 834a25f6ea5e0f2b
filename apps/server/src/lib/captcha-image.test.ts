import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_ALPHABET,
  CAPTCHA_HEIGHT,
  CAPTCHA_LENGTH,
  CAPTCHA_WIDTH,
  captchaAnswerMatches,
  createCaptchaChallenge,
  hashCaptchaAnswer,
} from './captcha-image.ts';

const SECRET = 'a-test-secret-of-at-least-32-characters!';

/** Pixels of the image that are dark ink (the background is a light cream). */
async function inkPixels(pngBase64: string): Promise<{ ink: number; colours: number; width: number; height: number }> {
  const { data, info } = await sharp(Buffer.from(pngBase64, 'base64'))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let ink = 0;
  const colours = new Set<string>();
  for (let i = 0; i < data.length; i += 3) {
    if (data[i]! + data[i + 1]! + data[i + 2]! < 3 * 140) {
      ink++;
      colours.add(`${data[i]! >> 5},${data[i + 1]! >> 5},${data[i + 2]! >> 5}`);
    }
  }
  return { ink, colours: colours.size, width: info.width, height: info.height };
}

describe('createCaptchaChallenge', () => {
  it('draws a PNG the spec can carry, with glyphs in several inks', async () => {
    const challenge = await createCaptchaChallenge();
    const png = Buffer.from(challenge.pngBase64, 'base64');
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT });
    const { ink, colours } = await inkPixels(challenge.pngBase64);
    // Five bold glyphs and the curves cover well over a tenth of the picture; noise alone would not.
    expect(ink).toBeGreaterThan(CAPTCHA_WIDTH * CAPTCHA_HEIGHT * 0.1);
    expect(colours).toBeGreaterThan(2);
  });

  it('uses at least five characters from the unambiguous alphabet', async () => {
    expect(CAPTCHA_LENGTH).toBeGreaterThanOrEqual(5);
    for (const ch of ['0', 'O', 'Q', '1', 'I', 'L', 'J', '8', 'S', 'Z', 'G', 'V', '4'])
      expect(CAPTCHA_ALPHABET).not.toContain(ch);
    expect(new Set(CAPTCHA_ALPHABET).size).toBe(CAPTCHA_ALPHABET.length);
    const answers = await Promise.all(Array.from({ length: 6 }, () => createCaptchaChallenge()));
    for (const { answer } of answers) expect(answer).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{${CAPTCHA_LENGTH}}$`));
    expect(new Set(answers.map((challenge) => challenge.answer)).size).toBeGreaterThan(1);
    expect(new Set(answers.map((challenge) => challenge.pngBase64)).size).toBe(6);
  });

  it('draws every character of the alphabet and honours the length', async () => {
    for (let i = 0; i < CAPTCHA_ALPHABET.length; i++) {
      const challenge = await createCaptchaChallenge({
        length: 1,
        random: (max) => (max === CAPTCHA_ALPHABET.length ? i : Math.floor(max / 2)),
      });
      expect(challenge.answer).toBe(CAPTCHA_ALPHABET[i]);
      expect((await inkPixels(challenge.pngBase64)).ink).toBeGreaterThan(100);
    }
    await expect(createCaptchaChallenge({ length: 0 })).rejects.toThrow(RangeError);
  });
});

describe('captcha answers at rest', () => {
  it('are a keyed HMAC: not the plain hash, different under another secret or for another requester', () => {
    const stored = hashCaptchaAnswer({ secret: SECRET, requester: 'cid:a', answer: 'K7M3P' });
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toBe(createHash('sha256').update('K7M3P').digest('hex'));
    expect(hashCaptchaAnswer({ secret: `${SECRET}x`, requester: 'cid:a', answer: 'K7M3P' })).not.toBe(stored);
    expect(hashCaptchaAnswer({ secret: SECRET, requester: 'cid:b', answer: 'K7M3P' })).not.toBe(stored);
  });

  it('match case-insensitively, trimmed, reading look-alikes as the character shown', () => {
    const storedHash = hashCaptchaAnswer({ secret: SECRET, requester: 'cid:a', answer: 'D2B5U' });
    const matches = (answer: string, requester = 'cid:a', secret = SECRET) =>
      captchaAnswerMatches({ secret, requester, answer, storedHash });
    expect(matches('D2B5U')).toBe(true);
    expect(matches('  d2b5u\n')).toBe(true);
    expect(matches('0Z8SV')).toBe(true);
    expect(matches('D2B5W')).toBe(false);
    expect(matches('D2B5U', 'cid:b')).toBe(false);
    expect(matches('D2B5U', 'cid:a', `${SECRET}x`)).toBe(false);
    expect(matches('')).toBe(false);
    expect(captchaAnswerMatches({ secret: SECRET, requester: 'cid:a', answer: 'D2B5U', storedHash: 'abc' })).toBe(
      false,
    );
  });
});
