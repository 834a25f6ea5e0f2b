import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../src/db/schema/games.ts';
import { drawFallbackIcon } from '../src/modules/house-games/pages/house-icon-fallback.ts';
import { HOUSE_ICON_DIR } from '../src/modules/house-games/pages/house-icons.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** Every in-house title, whether or not the catalogue lists it yet: each has its own drawing. */
const HOUSE_TITLES = [
  'house-lucky-dragon',
  'house-gold-rush-777',
  'house-fruit-fiesta',
  'house-jade-temple',
  'house-wild-buffalo',
  'house-sugar-cascade',
  'house-sands-of-anubis',
  'house-koi-fortune-link',
  'house-starlight-gems',
  'house-panda-jackpot',
  'house-virtual-baccarat',
  'house-live-baccarat-1',
  'house-live-baccarat-2',
  'house-live-baccarat-3',
  'house-roulette',
  'house-sic-bo',
  'house-dragon-tiger',
  'house-ocean-hunter',
];
const MAX_ICON_BYTES = 12 * 1024;

/** Problems that would stop a browser showing the SVG as a tile image, or let it run or fetch anything. */
function problemsOf(svg: string): string[] {
  const problems: string[] = [];
  if (!svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 180"')) problems.push('root');
  if (Buffer.byteLength(svg) > MAX_ICON_BYTES) problems.push('size');
  if (/<(script|foreignObject|image|text|style)\b/i.test(svg)) problems.push('element');
  if (/\son\w+\s*=/i.test(svg)) problems.push('event attribute');
  // Only references inside the document, each to an id it defines.
  const ids = new Set([...svg.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]));
  for (const [, target] of svg.matchAll(/(?:href="|url\()([^")]*)/g))
    if (!target.startsWith('#') || !ids.has(target.slice(1))) problems.push(`reference ${target}`);
  // Well formed: every element closed, in order, and nothing after the root.
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([\w:-]+)(?:\s[^>]*?)?(\/?)>/g)) {
    if (closing) {
      if (open.pop() !== name) problems.push(`closes ${name}`);
    } else if (!selfClosing) open.push(name);
  }
  if (open.length > 0) problems.push(`unclosed ${open.join(',')}`);
  if (!svg.trimEnd().endsWith('</svg>')) problems.push('tail');
  return problems;
}

describe('house tile icons at /house/icons/:name', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const get = (name: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/house/icons/${name}`, headers });

  it('has a drawing for every house title, served as the file with an immutable cache header', async () => {
    for (const title of HOUSE_TITLES) {
      const reply = await get(`${title}.svg`);
      expect(reply.statusCode, title).toBe(200);
      expect(reply.headers['content-type']).toBe('image/svg+xml');
      expect(reply.headers['cache-control']).toMatch(/^public, max-age=\d+, immutable$/);
      expect(reply.body, title).toBe(readFileSync(path.join(HOUSE_ICON_DIR, `${title}.svg`), 'utf8'));
    }
  });

  it('serves a sound icon for every catalogue row pointing here, drawn art for each house title among them', async () => {
    const rows = await t.ctx.database.db.select({ iconPath: games.iconPath }).from(games);
    const names = rows.flatMap((row) => /^\/house\/icons\/(.+)\.svg$/.exec(row.iconPath)?.[1] ?? []);
    expect(names).toContain('house-lucky-dragon');
    for (const name of names) {
      const reply = await get(`${name}.svg`);
      expect(reply.statusCode, name).toBe(200);
      expect(problemsOf(reply.body), name).toEqual([]);
      if (name.startsWith('house-')) expect(HOUSE_TITLES, name).toContain(name);
    }
  });

  it('keeps every drawing a safe standalone 240×180 SVG of at most 12 KB', () => {
    const files = readdirSync(HOUSE_ICON_DIR);
    expect(files.sort()).toEqual(HOUSE_TITLES.map((title) => `${title}.svg`).sort());
    for (const file of files)
      expect(problemsOf(readFileSync(path.join(HOUSE_ICON_DIR, file), 'utf8')), file).toEqual([]);
  });

  it('answers a repeat request carrying the ETag with 304 and no body', async () => {
    const first = await get('house-roulette.svg');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const repeat = await get('house-roulette.svg', { 'if-none-match': etag });
    expect(repeat.statusCode).toBe(304);
    expect(repeat.body).toBe('');
    expect((await get('house-sic-bo.svg', { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('draws a title without art in its own colours, with no text from its name', async () => {
    const reply = await get('house-new-title.svg');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('image/svg+xml');
    expect(reply.body).toBe(drawFallbackIcon('house-new-title'));
    expect(problemsOf(reply.body)).toEqual([]);
    expect(reply.body).not.toMatch(/new|title/i);
    expect(drawFallbackIcon('house-other-title')).not.toBe(reply.body);
    // A lottery's draw balls rather than the gem.
    const lottery = (await get('lottery-keno-1m.svg')).body;
    expect(problemsOf(lottery)).toEqual([]);
    expect(lottery).toContain('id="ball0"');
    expect(reply.body).not.toContain('id="ball0"');
  });

  it('refuses names that are not a plain .svg file name', async () => {
    for (const name of ['..%2Fhouse-icons.ts', '..%2Ficons%2Fhouse-roulette.svg', 'house-roulette.png', 'a.b.svg'])
      expect((await get(name)).statusCode, name).toBe(400);
    expect((await get(`${'x'.repeat(61)}.svg`)).statusCode).toBe(400);
  });
});
