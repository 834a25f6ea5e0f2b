import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { AppMetrics } from '../modules/observability/app-metrics.ts';
import type { Database } from './client.ts';
import { attachReadReplica, openReadReplica, registerReplicaGauges, type ReadReplica } from './read-pool.ts';

/**
 * Opens the read replica named by DATABASE_REPLICA_URL (only beside a PostgreSQL primary), attaches it to the
 * database for `readPool`, and shows its lag on /metrics. Undefined when none is configured.
 */
export function openReplicaOf(
  config: AppConfig,
  database: Database,
  log: FastifyBaseLogger,
  metrics: AppMetrics,
): ReadReplica | undefined {
  if (!config.DATABASE_REPLICA_URL || database.kind !== 'postgres') return undefined;
  let lastError = '';
  const replica = openReadReplica({
    url: config.DATABASE_REPLICA_URL,
    maxLagMs: config.REPLICA_MAX_LAG_MS,
    onError: (error) => {
      // Once per kind of failure, not every second while the replica is down.
      const kind = (error as { code?: string }).code ?? String(error);
      if (kind !== lastError) log.warn({ err: error }, 'read replica lag check failed; reads use the primary');
      lastError = kind;
    },
  });
  attachReadReplica(database, replica);
  registerReplicaGauges(replica, metrics.registry);
  return replica;
}
