import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { formatMoney } from '../src/lib/money.ts';
import { requestHash } from '../src/lib/request-hash.ts';
import { PERIOD_MS, PERIODS, windowStart } from '../src/modules/responsible-play/play-windows.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';

// The seamless money call (migration 0039) hashes requests and formats balances inside PostgreSQL; a replay is
// recognised and an answer stored only if both agree to the byte with lib/request-hash.ts and lib/money.ts.
describe.each(TEST_DATABASES)('the money call SQL helpers on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('fingerprints a request as requestHash does, for every text the contracts let through', async () => {
    const rounds = ['r-1', 'round:2026.11_25', 'A'.repeat(100), 'ünï "q" \\ /', '数字 ラウンド'];
    for (const roundId of rounds) {
      for (const flag of [null, 'roundClosed']) {
        const parts: unknown[] = ['DEBIT', 123456, 1050n, roundId, null, ...(flag ? [flag] : [])];
        const [row] = await queryRows<{ hash: string }>(
          t.ctx.database.db,
          sql`select json_parts_fingerprint(ARRAY[to_json('DEBIT'::text)::text, '123456', to_json('1050'::text)::text,
            to_json(${roundId}::text)::text, 'null'] || ${flag === null ? sql`ARRAY[]::text[]` : sql`ARRAY[to_json(${flag}::text)::text]`}) as hash`,
        );
        expect(row!.hash, `${roundId} ${flag}`).toBe(requestHash(parts));
      }
    }
  });

  it('writes minor units as formatMoney does', async () => {
    const cases: [bigint, number][] = [
      [0n, 2],
      [5n, 2],
      [99n, 2],
      [100n, 2],
      [99_850n, 2],
      [-7n, 2],
      [123_456_789_012_345n, 2],
      [42n, 0],
      [1n, 8],
      [-123_456_789n, 4],
    ];
    for (const [minor, scale] of cases) {
      const [row] = await queryRows<{ text: string }>(
        t.ctx.database.db,
        sql`select minor_units_text(${minor.toString()}::bigint, ${scale}::int) as text`,
      );
      expect(row!.text, `${minor} at ${scale}`).toBe(formatMoney(minor, scale));
    }
  });

  // The limits' windows (migration 0044) are counted in SQL and shown by the page from play-windows.ts: both must
  // put a moment in the same window, at the edges too.
  it('starts the limit windows where play-windows.ts does', async () => {
    const anchor = new Date('2026-03-07T13:45:12.345Z');
    const moments = [
      0,
      1,
      PERIOD_MS.DAY - 1,
      PERIOD_MS.DAY,
      PERIOD_MS.DAY + 1,
      8 * PERIOD_MS.DAY + 7,
      95 * PERIOD_MS.DAY,
    ];
    for (const period of PERIODS)
      for (const offset of [-5_000, ...moments]) {
        const at = new Date(anchor.getTime() + offset);
        const [row] = await queryRows<{ start: string | Date }>(
          t.ctx.database.db,
          sql`select play_window_start(${anchor.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz,
            ${PERIOD_MS[period]}::bigint) as start`,
        );
        expect(new Date(row!.start).toISOString(), `${period} +${offset}`).toBe(
          windowStart(anchor, at, period).toISOString(),
        );
      }
  });
});
