import { AsyncLocalStorage } from 'node:async_hooks';
import type { JobLease } from './job-lease.ts';

/** What a periodic job reports after each pass (the metrics count it). */
export type JobPassReport = { name: string; failed: boolean; startedAt: number; durationMs: number };

/** A started job as its supervisor sees it: `stop` clears its timer and resolves once a pass in progress ends. */
export type SupervisedJob = { name: string; stop(): Promise<void> };

/**
 * The periodic jobs of one app: what they report after each pass, and stopping them all at close. Jobs started
 * inside `supervise` join it by themselves (`startPeriodicJob` asks `currentJobSupervisor`), so the modules that
 * start them keep their `(ctx, log)` signatures and each app — tests build several in one process — keeps its own.
 */
export type JobSupervisor = {
  supervise<T>(start: () => T): T;
  join(job: SupervisedJob): void;
  passFinished(report: JobPassReport): void;
  /**
   * Runs a pass, on this instance only while it holds the job's lease (several instances on one PostgreSQL: see
   * job-lease.ts); answers whether it ran. Without a lease (one instance, PGlite) every pass runs.
   */
  runPass(name: string, pass: () => Promise<void>): Promise<boolean>;
  /** Stops every job; resolves when the passes in progress have finished. */
  stopAll(): Promise<void>;
};

const supervisorScope = new AsyncLocalStorage<JobSupervisor>();

/** The supervisor whose `supervise` is running now, if any. */
export const currentJobSupervisor = (): JobSupervisor | undefined => supervisorScope.getStore();

export function createJobSupervisor(onPass: (report: JobPassReport) => void, lease?: JobLease): JobSupervisor {
  const jobs = new Set<SupervisedJob>();
  const supervisor: JobSupervisor = {
    supervise: (start) => supervisorScope.run(supervisor, start),
    join: (job) => void jobs.add(job),
    passFinished: onPass,
    runPass: async (name, pass) => (lease ? lease.runIfHeld(name, pass) : pass().then(() => true)),
    async stopAll() {
      const stopping = [...jobs].map((job) => job.stop());
      jobs.clear();
      await Promise.all(stopping);
      // After the passes in progress: the leases move to another instance only once this one has let go.
      await lease?.close();
    },
  };
  return supervisor;
}
