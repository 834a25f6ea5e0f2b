import type { FastifyInstance } from 'fastify';
import type { AppMetrics } from './app-metrics.ts';

/** The load balancer's probes and the scraper: polled every few seconds, so kept out of the request metrics. */
export const QUIET_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * Counts every answered request by its route template, and every WebSocket by its route while it is open.
 * Register before any route (the push channel's @fastify/websocket included): the socket count wraps each
 * WebSocket handler as its route is added, ahead of the plugin's own wrapping.
 */
export function installRequestMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    // A request no route matched has no template: the raw URL would put anyone's typing into a label.
    const route = request.routeOptions.url ?? 'unmatched';
    if (!QUIET_PATHS.has(route))
      metrics.observeRequest({
        method: request.method,
        route,
        statusCode: reply.statusCode,
        seconds: reply.elapsedTime / 1000,
      });
    done();
  });

  app.addHook('onRoute', (routeOptions) => {
    const wsHandler = routeOptions.wsHandler;
    if (typeof wsHandler !== 'function') return;
    const route = routeOptions.url ?? routeOptions.path;
    routeOptions.wsHandler = function (this: FastifyInstance, socket, request) {
      socket.once('close', metrics.socketOpened(route));
      return wsHandler.call(this, socket, request);
    };
  });
}
