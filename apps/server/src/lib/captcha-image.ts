import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { createRequire } from 'node:module';
import sharp from 'sharp';

/**
 * Captcha images: svg-captcha draws the answer (glyphs of a captcha font turned into paths, jittered,
 * in random colours, crossed by curved noise lines); we turn each glyph by its own angle and bend the
 * whole picture through an SVG turbulence displacement, then sharp (libvips with librsvg, prebuilt
 * binaries from npm) renders it to the PNG the spec's captcha response carries. Both libraries are
 * maintained, need no system fonts (svg-captcha ships its font as paths) and download nothing at install.
 */

// One character of each group people confuse in a distorted picture (0/O/D/Q, 8/B, 5/S, 2/Z, 6/G,
// U/V; 1/I/L/J and 4, which this font draws close to A, are left out altogether). An answer is
// compared case-insensitively with the others of a group read as the one shown, so a wrong answer
// is a wrong guess, not a glyph that could be read two ways.
export const CAPTCHA_ALPHABET = '235679ABCDEFHKMNPRTUWXY';
const READ_AS: Record<string, string> = { 0: 'D', O: 'D', Q: 'D', 8: 'B', S: '5', Z: '2', G: '6', V: 'U' };
export const CAPTCHA_LENGTH = 5;
export const CAPTCHA_WIDTH = 150;
export const CAPTCHA_HEIGHT = 50;

export type RandomInt = (maxExclusive: number) => number;
export type CaptchaOptions = { length?: number; random?: RandomInt };
export type CaptchaChallenge = { answer: string; pngBase64: string };

type SvgCaptchaOptions = {
  width: number;
  height: number;
  noise: number;
  color: boolean;
  background: string;
  fontSize: number;
};
// The package's type declarations omit its main export, the function that draws a given text; we
// pick our own text with node:crypto instead of its Math.random one.
const drawCaptchaSvg = createRequire(import.meta.url)('svg-captcha') as (
  text: string,
  options: SvgCaptchaOptions,
) => string;

export async function createCaptchaChallenge(options: CaptchaOptions = {}): Promise<CaptchaChallenge> {
  const length = options.length ?? CAPTCHA_LENGTH;
  if (!Number.isInteger(length) || length < 1 || length > 12) throw new RangeError('captcha length must be 1..12');
  const random = options.random ?? randomInt;
  let answer = '';
  for (let i = 0; i < length; i++) answer += CAPTCHA_ALPHABET[random(CAPTCHA_ALPHABET.length)];
  const svg = drawCaptchaSvg(answer, {
    width: CAPTCHA_WIDTH,
    height: CAPTCHA_HEIGHT,
    noise: 3,
    color: true,
    background: '#f4f1e8',
    fontSize: 46,
  });
  const png = await sharp(Buffer.from(distort(svg, random)))
    .png({ compressionLevel: 9 })
    .toBuffer();
  return { answer, pngBase64: png.toString('base64') };
}

// Dark inks on the light background: every glyph keeps a strong contrast, and the noise lines
// share the glyphs' inks so they cannot be told apart by colour.
const INKS = ['#1d1402', '#7a1f1f', '#1f3f7a', '#1e5b2e', '#5a2a7a', '#7a4a00', '#00606b'];

/**
 * Gives each glyph its own ink, angle and size (turned and scaled about its centre), thickens the
 * noise curves, and bends everything drawn through a turbulence displacement with a random seed.
 */
function distort(svg: string, random: RandomInt): string {
  const ink = () => INKS[random(INKS.length)];
  const glyphs = svg.replace(/<path fill="[^"]+" d="([^"]+)"\/>/g, (_whole, d: string) => {
    const [cx, cy] = centreOf(d).map((value) => value.toFixed(1));
    const angle = random(51) - 25;
    const scale = (0.9 + random(21) / 100).toFixed(2);
    const colour = ink();
    // The font's glyphs are thin sketchy outlines; a stroke in the same ink makes them bold enough to read small.
    return `<path fill="${colour}" stroke="${colour}" stroke-width="1.3" d="${d}" transform="translate(${cx} ${cy}) rotate(${angle}) scale(${scale}) translate(-${cx} -${cy})"/>`;
  });
  const drawn = glyphs.replace(
    /<path d="([^"]+)" stroke="[^"]+" fill="none"\/>/g,
    (_whole, d: string) => `<path d="${d}" stroke="${ink()}" stroke-width="1.1" fill="none"/>`,
  );
  const filter =
    `<defs><filter id="bend" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.025 0.06" numOctaves="2" seed="${random(10_000)}"/>` +
    '<feDisplacementMap in="SourceGraphic" scale="5" xChannelSelector="R" yChannelSelector="G"/></filter></defs>';
  const open = drawn.indexOf('>') + 1;
  const close = drawn.lastIndexOf('</svg>');
  // The background rect stays outside the filter, so the bent edges do not show.
  const body = drawn.slice(open, close);
  const background = body.match(/^<rect [^>]*\/>/)?.[0] ?? '';
  return `${drawn.slice(0, open)}${filter}${background}<g filter="url(#bend)">${body.slice(background.length)}</g></svg>`;
}

/** The mean of a path's absolute coordinates (opentype writes only absolute M, L, Q, C and Z commands). */
function centreOf(d: string): [number, number] {
  const numbers = d.match(/-?\d+(?:\.\d+)?/g)?.map(Number) ?? [];
  let x = 0;
  let y = 0;
  const pairs = Math.floor(numbers.length / 2);
  for (let i = 0; i < pairs; i++) {
    x += numbers[2 * i]!;
    y += numbers[2 * i + 1]!;
  }
  return pairs === 0 ? [0, 0] : [x / pairs, y / pairs];
}

const normalise = (answer: string): string => [...answer.trim().toUpperCase()].map((ch) => READ_AS[ch] ?? ch).join('');

/**
 * What the database keeps of an answer: an HMAC keyed with the server's CAPTCHA_SECRET, over the
 * requester and the answer. Without the key a stored row cannot be checked against guesses, however
 * small the alphabet; with the requester in it, a row is worth nothing for another requester.
 */
export function hashCaptchaAnswer(input: { secret: string; requester: string; answer: string }): string {
  return createHmac('sha256', input.secret)
    .update(`captcha:${input.requester}:${normalise(input.answer)}`)
    .digest('hex');
}

/** Whether a given answer matches a stored hash, compared in constant time. */
export function captchaAnswerMatches(input: {
  secret: string;
  requester: string;
  answer: string;
  storedHash: string;
}): boolean {
  if (normalise(input.answer).length === 0) return false;
  const expected = Buffer.from(input.storedHash, 'hex');
  const given = Buffer.from(hashCaptchaAnswer(input), 'hex');
  // Both are SHA-256 HMACs of 32 bytes unless the stored value is damaged; timingSafeEqual needs equal lengths.
  return expected.length === given.length && timingSafeEqual(expected, given);
}
