import { randomBytes } from 'node:crypto';
import { and, count, eq, like } from 'drizzle-orm';
import { gameRounds, games } from '../../src/db/schema/games.ts';
import { ledgerTransfers } from '../../src/db/schema/ledger.ts';
import { members } from '../../src/db/schema/members.ts';
import { deposits } from '../../src/db/schema/payments.ts';
import type { TestApp } from '../test-app.ts';

/** Test data for VIP and points: successful deposits and settled rounds written as the payment and game modules leave them. */
export function loyaltyFixtures(t: TestApp) {
  const db = () => t.ctx.database.db;
  return {
    async memberId(username: string): Promise<number> {
      const [row] = await db().select({ id: members.id }).from(members).where(eq(members.username, username));
      return row.id;
    },
    async deposit(memberId: number, amount: bigint, completedAt: Date): Promise<void> {
      const tag = randomBytes(6).toString('hex');
      await db()
        .insert(deposits)
        .values({
          orderNo: `DT${tag}`,
          memberId,
          requestId: `req-${tag}`,
          requestHash: tag,
          methodCode: 'BANK_TRANSFER',
          methodName: 'Bank transfer',
          channel: 'MANUAL_BANK',
          amount,
          currency: 'USD',
          status: 'SUCCESS',
          createdAt: completedAt,
          completedAt,
        });
    },
    async round(memberId: number, category: string, validBet: bigint, settledAt: Date): Promise<void> {
      const type = category as 'RNG';
      // The demo catalogue has slots, live and fish games; other categories get a test game of their own.
      await db()
        .insert(games)
        .values({
          vendorCode: `TEST_${type}`,
          gameCode: 'LOYALTY',
          category: type,
          names: { EN: `Test ${type}` },
          iconPath: '/x.png',
          minBet: 100n,
        })
        .onConflictDoNothing();
      const [game] = await db().select({ id: games.id }).from(games).where(eq(games.category, type)).limit(1);
      await db()
        .insert(gameRounds)
        .values({
          memberId,
          gameId: game.id,
          vendorCode: 'HOUSE',
          roundRef: `loyalty-${randomBytes(6).toString('hex')}`,
          bet: validBet,
          win: 0n,
          validBet,
          status: 'SETTLED',
          createdAt: settledAt,
          settledAt,
        });
    },
    async transfersLike(pattern: string): Promise<number> {
      const [row] = await db()
        .select({ n: count() })
        .from(ledgerTransfers)
        .where(and(like(ledgerTransfers.idempotencyKey, pattern)));
      return row.n;
    },
  };
}

export const usd = (whole: number): bigint => BigInt(Math.round(whole * 100));
