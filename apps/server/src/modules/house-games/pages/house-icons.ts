import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { drawFallbackIcon } from './house-icon-fallback.ts';

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
