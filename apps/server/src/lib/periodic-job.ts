import type { FastifyBaseLogger } from 'fastify';
import { currentJobSupervisor } from './job-supervisor.ts';

/**
 * Runs a pass at once and then every `intervalMs` until the returned stop function is called.
 * Passes never overlap (a slow one makes the next tick skip); a failed pass is logged and the
 * next tick tries again. The timer does not keep the process alive.
 *
 * Started inside a `JobSupervisor`'s `supervise`, the job runs its passes through it (with several instances on one
 * PostgreSQL, only where the job's lease is held: job-lease.ts), reports each pass that ran (the metrics) and is
 * stopped by its `stopAll`. Stopping resolves once a pass in progress has finished, so a shutdown can wait
 * for it before closing the database.
 */
export function startPeriodicJob(input: {
  name: string;
  intervalMs: number;
  log: FastifyBaseLogger;
  pass: () => Promise<void>;
}): () => Promise<void> {
  const supervisor = currentJobSupervisor();
  let running: Promise<void> | null = null;
  let stopped = false;
  const runPass = async () => {
    const startedAt = Date.now();
    let failed = false;
    let ran = true;
    try {
      // Under a supervisor with job leases, only the instance holding this job's lease runs the pass.
      if (supervisor) ran = await supervisor.runPass(input.name, input.pass);
      else await input.pass();
    } catch (error) {
      failed = true;
      input.log.error({ err: error }, `${input.name} failed`);
    }
    if (ran) supervisor?.passFinished({ name: input.name, failed, startedAt, durationMs: Date.now() - startedAt });
  };
  const tick = () => {
    if (running || stopped) return;
    running = runPass().finally(() => {
      running = null;
    });
  };
  tick();
  const timer = setInterval(tick, input.intervalMs);
  timer.unref();
  const stop = async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
  supervisor?.join({ name: input.name, stop });
  return stop;
}
