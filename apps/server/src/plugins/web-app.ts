import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { answerApiNotFound } from './error-handler.ts';
import { API_PREFIXES, BACKOFFICE_PREFIXES } from './endpoint-route.ts';

/**
 * Serves the built SPA: hashed assets with long caching, and index.html for every other
 * GET so React Router's history mode works on reload. Unknown API paths stay JSON errors.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const indexPath = path.join(webDist, 'index.html');
  const hasBuild = existsSync(indexPath);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build ships .br and .gz beside each asset; clients that accept them get them.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable =
          filePath.includes(`${path.sep}assets${path.sep}`) && /-[A-Za-z0-9_-]{8,}\.\w+$/.test(filePath);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
  }
  const indexHtml = hasBuild ? readFileSync(indexPath) : null;

  app.setNotFoundHandler((request, reply) => {
    // The house games' API and the vendors' seamless wallet answer JSON too, never the site's page.
    const isApi = [...API_PREFIXES, ...BACKOFFICE_PREFIXES, '/house/', '/seamless/'].some((prefix) =>
      request.url.startsWith(prefix),
    );
    if (isApi || request.method !== 'GET') return answerApiNotFound(app, reply, request.method, request.url);
    if (!indexHtml) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built. Run `npm run build` (npm start does it for you).');
    }
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
  });
}
