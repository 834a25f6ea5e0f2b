import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** The drawn tile art: one SVG per in-house title, named `<titleId>.svg` like the catalogue's icon paths. */
export const HOUSE_ICON_DIR = fileURLToPath(new URL('./icons/', import.meta.url));

const ICON_NAME = /^[\w-]{1,60}\.svg$/;
// A day, then a cheap revalidation by ETag: the paths carry no version, so new art must show within a day; within
// it the browser never asks again (immutable), not even on reload.
const CACHE_CONTROL = 'public, max-age=86400, immutable';

type Icon = { svg: string; etag: string };

const toIcon = (svg: string): Icon => ({
  svg,
  etag: `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"`,
});

/** Every drawn icon, read once: the request's name is only ever a key of this map, never a path. */
function readDrawnIcons(): Map<string, Icon> {
  const icons = new Map<string, Icon>();
  for (const file of readdirSync(HOUSE_ICON_DIR))
    if (ICON_NAME.test(file)) icons.set(file, toIcon(readFileSync(path.join(HOUSE_ICON_DIR, file), 'utf8')));
  return icons;
}

/** Small, stable hash of a name: picks the fallback's colours, so each undrawn title keeps its own look. */
const hueOf = (name: string): number => [...name].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 360, 7);

/**
 * The tile of a title nobody has drawn yet: a lit stage in the title's own hue with a faceted gem at its centre and
 * a few sparkles — no text (the tile shows the title below it), so nothing from the name reaches the markup.
 */
export function drawFallbackIcon(name: string): string {
  const hue = hueOf(name);
  const accent = (hue + 40) % 360;
  const sparkles = [
    [38, 40, 3],
    [200, 34, 4],
    [186, 128, 2.5],
    [52, 132, 2],
    [150, 24, 2],
  ]
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="0.75"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 180" width="240" height="180">
<defs><radialGradient id="bg" cx="50%" cy="42%" r="75%"><stop offset="0" stop-color="hsl(${hue},70%,38%)"/><stop offset="1" stop-color="hsl(${hue},65%,9%)"/></radialGradient>
<linearGradient id="gem" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${accent},95%,80%)"/><stop offset=".5" stop-color="hsl(${accent},85%,55%)"/><stop offset="1" stop-color="hsl(${accent},80%,28%)"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="hsl(${accent},100%,75%)" stop-opacity=".7"/><stop offset="1" stop-color="hsl(${accent},100%,60%)" stop-opacity="0"/></radialGradient></defs>
<rect width="240" height="180" fill="url(#bg)"/>
<g fill="#fff" opacity=".07"><path d="M120 78 60 0h30z"/><path d="M120 78 150 0h30z"/><path d="M120 78 0 40v30z"/><path d="M120 78 240 40v30z"/></g>
<ellipse cx="120" cy="150" rx="80" ry="14" fill="#000" opacity=".35"/>
<circle cx="120" cy="84" r="70" fill="url(#glow)"/>
<path d="M92 58h56l18 24-46 58-46-58z" fill="url(#gem)" stroke="hsl(${accent},90%,88%)" stroke-width="1.5"/>
<path d="M74 82h92M92 58l10 24 18 58 18-58 10-24M102 82l18-24 18 24" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="1.2"/>
<path d="M96 62h22l-12 16z" fill="#fff" opacity=".35"/>
${sparkles}
</svg>`;
}

/** The tile art of the in-house titles at /house/icons/:titleId.svg (the catalogue's icon paths point here). */
export function registerHouseIcons(app: FastifyInstance): void {
  const drawn = readDrawnIcons();
  app.get(
    '/house/icons/:name',
    { schema: { hide: true, params: z.object({ name: z.string().regex(ICON_NAME) }) } },
    async (request, reply) => {
      const name = (request.params as { name: string }).name;
      // Drawn on each request rather than kept: made-up names must not grow the memory.
      const icon = drawn.get(name) ?? toIcon(drawFallbackIcon(name.replace(/\.svg$/, '')));
      reply.type('image/svg+xml').header('cache-control', CACHE_CONTROL).header('etag', icon.etag);
      if (request.headers['if-none-match'] === icon.etag) return reply.code(304).send();
      return reply.send(icon.svg);
    },
  );
}
