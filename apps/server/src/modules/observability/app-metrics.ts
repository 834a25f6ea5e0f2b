import pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';
import type { JobPassReport } from '../../lib/job-supervisor.ts';
import { createCommittedMoneyTail } from './committed-money-tail.ts';

/** Seconds; from a cached answer (a millisecond) to the slowest report page. */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The metrics of one app, on the AppContext as `ctx.metrics`. Each app has its own registry (never prom-client's
 * global one): tests build several apps in one process, and each must count only its own requests.
 */
export type AppMetrics = {
  registry: Registry;
  /** One observation per answered request; `route` is the route's template (`/api/x/:id`), never the raw URL. */
  observeRequest(request: { method: string; route: string; statusCode: number; seconds: number }): void;
  /** A periodic job's pass (lib/periodic-job.ts reports it through the app's job supervisor). */
  observeJobPass(report: JobPassReport): void;
  /** A WebSocket of `route` opened; call the answer when it closes. */
  socketOpened(route: string): () => void;
};

export function createAppMetrics(input: { database: Database; now: () => Date }): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const requestSeconds = new Histogram({
    name: 'lucky_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route template and status class; its _count counts requests',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  // The labelled child of each combination, so a request costs one map look-up and one observation.
  const requestSeries = new Map<string, Histogram.Internal<'method' | 'route' | 'status_class'>>();

  const jobRuns = new Counter({
    name: 'lucky_job_runs_total',
    help: 'Passes of a periodic job that finished, failed ones included',
    labelNames: ['job'] as const,
    registers,
  });
  const jobFailures = new Counter({
    name: 'lucky_job_failures_total',
    help: 'Passes of a periodic job that failed (logged with the error)',
    labelNames: ['job'] as const,
    registers,
  });
  const jobDuration = new Gauge({
    name: 'lucky_job_last_duration_seconds',
    help: 'How long the last finished pass of a periodic job took',
    labelNames: ['job'] as const,
    registers,
  });
  const lastPassEnd = new Map<string, number>();
  new Gauge({
    name: 'lucky_job_lag_seconds',
    help: 'Seconds since a periodic job last finished a pass; grows without bound when a pass hangs or the job stopped',
    labelNames: ['job'] as const,
    registers,
    collect() {
      const at = Date.now();
      for (const [job, endedAt] of lastPassEnd) this.set({ job }, (at - endedAt) / 1000);
    },
  });

  const sockets = new Gauge({
    name: 'lucky_websocket_connections',
    help: 'Open WebSockets of this instance by route (the push channel, the PVP table socket)',
    labelNames: ['route'] as const,
    registers,
  });

  registerPoolGauges(input.database, registers);
  createCommittedMoneyTail({ db: input.database.db, now: input.now, registers });

  return {
    registry,
    observeRequest({ method, route, statusCode, seconds }) {
      const statusClass = `${Math.floor(statusCode / 100)}xx`;
      const key = `${method} ${statusClass} ${route}`;
      let series = requestSeries.get(key);
      if (!series) {
        series = requestSeconds.labels(method, route, statusClass);
        requestSeries.set(key, series);
      }
      series.observe(seconds);
    },
    observeJobPass({ name, failed, durationMs, startedAt }) {
      jobRuns.inc({ job: name });
      // Counted by 0 too, so the series exists from the first pass and a rate over it is 0 rather than missing.
      jobFailures.inc({ job: name }, failed ? 1 : 0);
      jobDuration.set({ job: name }, durationMs / 1000);
      lastPassEnd.set(name, startedAt + durationMs);
    },
    socketOpened(route) {
      sockets.inc({ route });
      let open = true;
      return () => {
        if (!open) return;
        open = false;
        sockets.dec({ route });
      };
    },
  };
}

/**
 * The PostgreSQL pool's connections, read when scraped. PGlite (one in-process connection, no pool) has none.
 * Drizzle keeps the driver's client on `$client` (the pool `openDatabase` made).
 */
function registerPoolGauges(database: Database, registers: Registry[]): void {
  const client = (database.db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return;
  const pool = client;
  new Gauge({
    name: 'lucky_db_pool_connections',
    help: 'Connections of the PostgreSQL pool: all it holds, and the idle ones among them',
    labelNames: ['state'] as const,
    registers,
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
    },
  });
  new Gauge({
    name: 'lucky_db_pool_waiting',
    help: 'Queries waiting for a free connection of the PostgreSQL pool (above 0 for long: the pool is too small)',
    registers,
    collect() {
      this.set(pool.waitingCount);
    },
  });
}
