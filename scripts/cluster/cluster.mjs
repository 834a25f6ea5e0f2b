// `npm run cluster [-- --instances 3 --port 9500 --no-replica --api-only]`: the site as several instances behind HAProxy, on
// PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/lucky_cluster) with a streaming read replica
// on 127.0.0.1:5433 and Redis (REDIS_URL, default a Redis of its own). Runs until Ctrl-C, then stops everything it
// started. README, "Several instances".
import { parseArgs } from 'node:util';
import { startCluster } from './cluster-lib.mjs';
import { buildWebIfMissing } from './instances.mjs';

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '3' },
    port: { type: 'string', default: '9500' },
    'replica-port': { type: 'string', default: '5433' },
    'no-replica': { type: 'boolean', default: false },
    'api-only': { type: 'boolean', default: false },
  },
});
const instances = Number(values.instances);
if (!Number.isInteger(instances) || instances < 1 || instances > 9) {
  console.error('--instances must be 1 to 9');
  process.exit(2);
}
// The instances serve the built site; --api-only skips building it (the API, /docs and the house games' pages only).
if (!values['api-only'] && !buildWebIfMissing()) process.exit(1);
const cluster = await startCluster({
  instances,
  port: Number(values.port),
  databaseUrl: process.env.DATABASE_URL,
  redisUrl: process.env.REDIS_URL,
  replicaPort: values['no-replica'] ? null : Number(values['replica-port']),
  env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', ...(values['api-only'] ? { WEB_DIST: '/nonexistent' } : {}) },
});
console.log(
  [
    '',
    `  The site: ${cluster.url}  (HAProxy, round robin over ${instances} instance(s); stats ${cluster.url.replace(/\d+$/, (port) => String(Number(port) + 9))}/)`,
    ...cluster.instances.map(
      (instance) => `    ${instance.name}: http://127.0.0.1:${instance.port} (pid ${instance.pid})`,
    ),
    `  PostgreSQL: ${cluster.databaseUrl}`,
    `  Read replica: ${cluster.replicaUrl ?? 'none'}`,
    `  Redis: ${cluster.redisUrl}`,
    '  Ctrl-C stops everything.',
    '',
  ].join('\n'),
);
let stopping = false;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('stopping the cluster…');
    void cluster.stop().then(() => process.exit(0));
  });
}
