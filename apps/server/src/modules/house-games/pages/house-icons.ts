import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The tile art of the in-house titles at /house/icons/:titleId.svg (the catalogue's icon paths point here). */
export function registerHouseIcons(app: FastifyInstance): void {
  // Drawn here rather than shipped as files: each house title gets its own colour and initials.
  app.get(
    '/house/icons/:name',
    { schema: { hide: true, params: z.object({ name: z.string().regex(/^[\w-]{1,60}\.svg$/) }) } },
    async (request, reply) => {
      const name = (request.params as { name: string }).name.replace(/\.svg$/, '');
      const initials = escapeHtml(
        name
          .replace(/^house-/, '')
          .split('-')
          .map((word) => word[0]?.toUpperCase() ?? '')
          .join('')
          .slice(0, 3),
      );
      const hue = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 360;
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" rx="24" fill="hsl(${hue},60%,30%)"/><circle cx="100" cy="100" r="70" fill="hsl(${hue},70%,50%)"/><text x="100" y="118" font-size="52" text-anchor="middle" fill="#fff" font-family="sans-serif">${initials}</text></svg>`;
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );
}
