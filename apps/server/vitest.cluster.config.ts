import { defineConfig } from 'vitest/config';

/**
 * The cluster tier (`npm run test:cluster`): PostgreSQL with a streaming replica, Redis, three server instances and
 * HAProxy on this machine, under a mixed load while instances are killed and restarted. Minutes, not seconds, so not
 * part of `npm test`; CI runs it after the simulations (.ci/run). Skipped with a message when HAProxy or PostgreSQL
 * is missing.
 */
export default defineConfig({
  test: {
    include: ['test/cluster/**/*.cluster.ts'],
    testTimeout: 420_000,
    hookTimeout: 420_000,
    maxWorkers: 1,
  },
});
