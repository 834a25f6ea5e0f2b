import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One browser at a time: the specs share one server and database, and the machine has two cores.
    fileParallelism: false,
  },
});
