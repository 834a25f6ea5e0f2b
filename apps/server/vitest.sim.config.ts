import { defineConfig } from 'vitest/config';

/**
 * The simulation tier: RTP of every house game and the uniformity of every draw, measured over millions of seeded
 * rounds (`*.sim.test.ts`). Minutes of CPU, so `npm test` leaves them to `npm run test:sim`, which CI runs after it.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.sim.test.ts'],
    // A simulation of millions of rounds takes up to a minute alone, several on a busy 2-core machine.
    testTimeout: 300_000,
    maxWorkers: 2,
  },
});
