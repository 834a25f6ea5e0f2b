import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, runTransaction, type Database } from '../src/db/client.ts';

/**
 * The embedded database lets the event loop in during a long run of statements (db/client.ts, `yieldToRequests`):
 * a job pass of thousands of statements must not hold back a request (or a timer) until it ends.
 */
describe('PGlite turns', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  }, 120_000);
  afterAll(async () => {
    await database.close();
  });

  it('runs a timer while a long chain of statements and transactions is still going', async () => {
    let statements = 0;
    let statementsWhenTimerRan: number | null = null;
    setTimeout(() => {
      statementsWhenTimerRan = statements;
    }, 0);
    const started = performance.now();
    // Well past the 20 ms turn: the chain is only promises, which alone would starve the timer to the end. Bounded
    // by time and by a number of rounds, so it ends even if the clock stalls.
    for (let round = 0; round < 5_000 && performance.now() - started < 300; round += 1) {
      await database.db.execute(sql`select 1`);
      await runTransaction(database.db, (tx) => tx.execute(sql`select 2`));
      statements += 2;
    }
    expect(statementsWhenTimerRan).not.toBeNull();
    expect(statementsWhenTimerRan!).toBeLessThan(statements);
  });
});
