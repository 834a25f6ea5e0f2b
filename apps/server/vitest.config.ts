import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The RTP and statistics simulations are their own tier (vitest.sim.config.ts, `npm run test:sim`).
    exclude: ['**/node_modules/**', '**/*.sim.test.ts'],
    // Migrates and seeds the test database once per run; each integration file copies it (test/test-app.ts).
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each integration file opens its own database; two at a time suits a 2-core machine.
    maxWorkers: 2,
    // Files share one module graph per worker: the app is imported and PGlite's WebAssembly compiled once per worker,
    // not once per file (≈ 2.5 s a file). Safe because src/ keeps no state between apps — no mocks, no global stubs,
    // no module singletons that outlive the app a file builds and closes.
    isolate: false,
  },
});
