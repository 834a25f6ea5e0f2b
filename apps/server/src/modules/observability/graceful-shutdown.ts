import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';

export type ShutdownOutcome = 'closed' | 'timed out';

/**
 * Takes the instance out of service without dropping what it is doing:
 * 1. /readyz answers 503 at once, and for `drainMs` the instance keeps serving while the load balancer notices;
 * 2. `app.close()`: new connections are refused and new requests on open ones get 503 (`return503OnClosing`);
 *    the preClose hooks stop the periodic jobs (a pass in progress finishes), close the push sockets with 1001
 *    (the client reconnects, to another instance) and cancel the PVP tables' running hands; in-flight requests
 *    finish; then the onClose hooks close Redis and the database.
 * After `timeoutMs` the remaining connections are cut and the answer is `timed out` (the caller exits non-zero).
 */
export async function shutDownGracefully(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'shutdown'>,
  options: { drainMs: number; timeoutMs: number },
): Promise<ShutdownOutcome> {
  ctx.shutdown.began = true;
  if (options.drainMs > 0) await sleep(options.drainMs);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), options.timeoutMs);
  });
  const outcome = await Promise.race([app.close().then(() => 'closed' as const), late]);
  clearTimeout(timer);
  if (outcome === 'timed out') app.server.closeAllConnections();
  return outcome;
}

/** SIGTERM and SIGINT start `shutDownGracefully`; a second signal while it runs exits at once. */
export function closeOnSignals(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'shutdown' | 'config'>,
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) {
        app.log.warn({ signal }, 'second signal during shutdown: exiting now');
        return exit(1);
      }
      closing = true;
      app.log.info({ signal }, 'shutting down');
      void shutDownGracefully(app, ctx, {
        drainMs: ctx.config.SHUTDOWN_DRAIN_MS,
        timeoutMs: ctx.config.SHUTDOWN_TIMEOUT_MS,
      }).then(
        (outcome) => {
          if (outcome === 'timed out') app.log.warn('shutdown timed out: connections cut');
          exit(outcome === 'closed' ? 0 : 1);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          exit(1);
        },
      );
    });
  }
}
