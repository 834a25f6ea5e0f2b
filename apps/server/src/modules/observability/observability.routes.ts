import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../plugins/app-error.ts';
import { createReadinessProbe } from './readiness.ts';
import { installRequestMetrics } from './request-metrics.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time (digests of equal length). */
function carriesMetricsToken(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return false;
  const header = request.headers.authorization ?? '';
  const match = /^Bearer (.+)$/.exec(header);
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

/**
 * The operator's view of one instance: /healthz and /readyz for the load balancer, /metrics for Prometheus, and the
 * request and socket metrics. Register first, before the push channel (request-metrics.ts says why). The three
 * routes are plain Fastify routes, outside the endpoint table: no session, no rate limit, no maintenance gate, no
 * request log line, and not in the API docs.
 */
export function registerObservability(app: FastifyInstance, ctx: AppContext): void {
  installRequestMetrics(app, ctx.metrics);
  const probe = createReadinessProbe({
    db: ctx.database.db,
    redisUrl: ctx.config.REDIS_URL,
    shutdown: ctx.shutdown,
    timeoutMs: ctx.config.READY_TIMEOUT_MS,
  });
  // Before the other preClose hooks (push, PVP): a probe answered while they run already says "not ready".
  app.addHook('preClose', async () => {
    ctx.shutdown.began = true;
  });
  app.addHook('onClose', async () => probe.close());
  // Once shutdown began, every answer ends its connection: a keep-alive connection left idle after its last
  // request would otherwise hold the server open until the timeout.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (ctx.shutdown.began) reply.header('Connection', 'close');
    done(null, payload);
  });

  const quiet = { logLevel: 'silent' as const, schema: { hide: true } };

  // Alive: the process answers. Nothing else is checked, so a database outage never gets instances restarted.
  app.get('/healthz', quiet, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { alive: true };
  });

  // Ready for traffic: 503 naming the failed checks, and from the moment shutdown begins.
  app.get('/readyz', quiet, async (_request, reply) => {
    const answer = await probe.check();
    reply.header('Cache-Control', 'no-store').code(answer.ready ? 200 : 503);
    return answer;
  });

  // Operator-facing: without METRICS_TOKEN, or without the right bearer token, it is the same 404 as any unknown path.
  app.get('/metrics', quiet, async (request, reply) => {
    if (!carriesMetricsToken(request, ctx.config.METRICS_TOKEN)) throw new AppError('route.not.found');
    reply.header('Cache-Control', 'no-store').type(ctx.metrics.registry.contentType);
    return ctx.metrics.registry.metrics();
  });
}
