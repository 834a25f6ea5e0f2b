import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs a pass at once and then every `intervalMs` until the returned stop function is called.
 * Passes never overlap (a slow one makes the next tick skip); a failed pass is logged and the
 * next tick tries again. The timer does not keep the process alive.
 */
export function startPeriodicJob(input: {
  name: string;
  intervalMs: number;
  log: FastifyBaseLogger;
  pass: () => Promise<void>;
}): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await input.pass();
    } catch (error) {
      input.log.error({ err: error }, `${input.name} failed`);
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), input.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
