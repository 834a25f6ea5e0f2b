import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Migrates and seeds the test database once per run; each integration file copies it (test/test-app.ts).
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each integration file opens its own database; two at a time suits a 2-core machine.
    maxWorkers: 2,
  },
});
