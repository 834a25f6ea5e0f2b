import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { ShutdownState } from './readiness.ts';

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
export async function shutDownGracefully(input: {
  app: FastifyInstance;
  shutdown: ShutdownState;
  drainMs: number;
  timeoutMs: number;
}): Promise<ShutdownOutcome> {
  const { app } = input;
  input.shutdown.began = true;
  if (input.drainMs > 0) await sleep(input.drainMs);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), input.timeoutMs);
  });
  const outcome = await Promise.race([app.close().then(() => 'closed' as const), late]);
  clearTimeout(timer);
  if (outcome === 'timed out') app.server.closeAllConnections();
  return outcome;
}

/** SIGTERM and SIGINT start `shutDownGracefully`; a second signal while it runs exits at once. */
export function closeOnSignals({
  app,
  ctx,
  exit = (code) => process.exit(code),
}: {
  app: FastifyInstance;
  ctx: Pick<AppContext, 'shutdown' | 'config'>;
  exit?: (code: number) => void;
}): void {
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) {
        app.log.warn({ signal }, 'second signal during shutdown: exiting now');
        return exit(1);
      }
      closing = true;
      app.log.info({ signal }, 'shutting down');
      void shutDownGracefully({
        app,
        shutdown: ctx.shutdown,
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
