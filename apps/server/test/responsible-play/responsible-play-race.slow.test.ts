import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { wagerRefusal } from '../../src/modules/responsible-play/play-guard.service.ts';
import {
  ensureMemberWallet,
  houseShardAccountId,
  inTransaction,
  postTransfer,
} from '../../src/modules/wallet/ledger.service.ts';
import { expectLedgerSound } from '../ledger-helpers.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { playKit } from './play-kit.ts';

const WAGERS = 40;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Races need real connections: PostgreSQL only (PGlite has one connection).
describe.runIf(process.env.TEST_DATABASE_URL)('responsible play: wagers racing a self-exclusion on postgres', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(async () => {
    await expectLedgerSound(t.ctx.database.db);
    await t.close();
  });

  it('refuses every wager that comes after the exclusion commits; those before it are debited once', async () => {
    const kit = playKit(t);
    await kit.init();
    const { token, memberId } = await kit.member('500');
    const db = t.ctx.database.db;
    let excludedAt = Number.POSITIVE_INFINITY;
    const wagerAt = async (index: number) => {
      await pause(index * 6);
      const startedAt = performance.now();
      const result = await inTransaction(db, async (tx) => {
        // The order of a real debit: the check (which locks the wallet row), then the transfer.
        const refusal = await wagerRefusal(tx, { memberId, amount: 100n, now: t.clock.now });
        if (refusal) return refusal;
        await postTransfer(tx, {
          idempotencyKey: `rp-race:${memberId}:${index}`,
          kind: 'GAME_DEBIT',
          amount: 100n,
          debitAccountId: await ensureMemberWallet(tx, memberId, 'USD'),
          creditAccountId: await houseShardAccountId(tx, 'HOUSE_GAMES', 'USD', memberId),
        });
        return 'allowed';
      });
      return { startedAt, result };
    };
    const exclusion = (async () => {
      await pause(20);
      const answer = await t.call('playExclude', { token, body: { kind: 'SELF_EXCLUSION', duration: '1Y' } });
      excludedAt = performance.now();
      return answer;
    })();
    const [answer, ...wagers] = await Promise.all([exclusion, ...Array.from({ length: WAGERS }, (_, i) => wagerAt(i))]);
    expect(answer.statusCode, answer.body).toBe(200);
    const after = wagers.filter((wager) => wager.startedAt > excludedAt);
    expect(after.every((wager) => wager.result === 'play.blocked')).toBe(true);
    const allowed = wagers.filter((wager) => wager.result === 'allowed').length;
    expect(allowed).toBeGreaterThan(0);
    expect(allowed).toBeLessThan(WAGERS);
    // The wallet moved exactly once per allowed wager.
    const [wallet] = await queryRows<{ balance: string }>(
      db,
      sql`select balance::text from ledger_accounts where member_id = ${memberId} and kind = 'MEMBER_WALLET'`,
    );
    expect(BigInt(wallet!.balance)).toBe(50_000n - BigInt(allowed) * 100n);
  });
});
