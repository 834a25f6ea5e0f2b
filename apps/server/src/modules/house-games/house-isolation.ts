import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// The house game pages run with an opaque origin (the site's /game iframe drops allow-same-origin, and the pages'
// own CSP sandboxes them wherever they are opened), so their requests are cross-origin with `Origin: null`. These
// hooks open exactly what those pages load, and nothing else of the site, to such a caller. See README.md,
// "Isolation".

/** The sandbox the pages' CSP puts them in: what the site's iframe grants them, never allow-same-origin. */
export const HOUSE_PAGE_SANDBOX = 'sandbox allow-scripts allow-forms allow-popups';

const API_ROUTES = '/house/api/';
const STATIC_ROUTES = '/house/static/';
const PAGE_ROUTES = new Set(['/house/play/:gameId', '/house/verify']);

/**
 * The API answers any origin with `*`: it reads no cookie (a call carries its game session in X-Game-Session),
 * and `*` makes browsers refuse a credentialed call, so no cookie of the site can ride along.
 */
const API_CORS = { 'access-control-allow-origin': '*' };
const PREFLIGHT = {
  ...API_CORS,
  'access-control-allow-methods': 'GET, POST',
  'access-control-allow-headers': 'content-type, x-game-session',
  'access-control-max-age': '600',
};
/** Module scripts load in CORS mode, the stylesheet in no-cors mode (helmet's CORP same-origin would refuse it). */
const STATIC_CORS = { 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin' };

function isolate(request: FastifyRequest, reply: FastifyReply): void {
  // The matched route's pattern, not the raw address: an encoded or unknown path gets nothing.
  const route = request.routeOptions.url;
  if (!route) return;
  if (route.startsWith(API_ROUTES)) reply.headers(API_CORS);
  else if (route.startsWith(STATIC_ROUTES)) reply.headers(STATIC_CORS);
  else if (PAGE_ROUTES.has(route)) {
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') reply.header('content-security-policy', `${csp};${HOUSE_PAGE_SANDBOX}`);
    // A sandboxed document may not carry a cross-origin opener policy: the browser refuses to show it (a verify
    // page opened from the game frame, or any page opened straight, would be a network error).
    reply.removeHeader('cross-origin-opener-policy');
  }
}

/** CORS for the house API and the pages' files, the pages' own sandbox, and the API's preflight. */
export function registerHouseIsolation(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    isolate(request, reply);
    return payload;
  });
  app.options(`${API_ROUTES}*`, { schema: { hide: true } }, async (_request, reply) =>
    reply.code(204).headers(PREFLIGHT).send(),
  );
}
