import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { games, gameRounds } from '../../db/schema/games.ts';
import { ledgerAccounts, ledgerTransfers } from '../../db/schema/ledger.ts';
import { members } from '../../db/schema/members.ts';
import { promotions } from '../../db/schema/promotions.ts';
import { parseMoney } from '../../lib/money.ts';
import { randomName, type TestApp } from '../../../test/test-app.ts';

/** Helpers the promotion tests share: fresh members, approved deposits, settled bets. */
export function promotionKit(t: TestApp, financeToken: () => string) {
  const db = () => t.ctx.database.db;
  let ipCounter = 0;
  return {
    async newMember(): Promise<{ token: string; memberId: number; username: string }> {
      const username = randomName('promo');
      ipCounter += 1;
      const registered = await t.call('memberRegister', {
        body: { username, password: 'abc12345', confirmPassword: 'abc12345', ageConfirmed: true, termsAccepted: true },
        ip: `10.77.${Math.floor(ipCounter / 200)}.${ipCounter % 200}`,
      });
      if (registered.statusCode !== 200) throw new Error(`register failed: ${registered.body}`);
      const token = await t.login(username, 'abc12345');
      const [row] = await db().select({ id: members.id }).from(members).where(eq(members.username, username));
      return { token, memberId: row!.id, username };
    },
    async promotionId(code: string): Promise<number> {
      const [row] = await db().select({ id: promotions.id }).from(promotions).where(eq(promotions.code, code));
      return row!.id;
    },
    async deposit(token: string, amount: string): Promise<void> {
      const created = await t.call('depositCreate', {
        token,
        body: {
          requestId: `dep-${randomBytes(6).toString('hex')}`,
          methodCode: 'BANK_TRANSFER',
          amount,
          reference: 'PROMO-TEST',
        },
      });
      if (created.statusCode !== 200) throw new Error(`deposit failed: ${created.body}`);
      const approved = await t.call('opsDepositApprove', {
        token: financeToken(),
        body: { orderNo: created.json().value.orderNo },
      });
      if (approved.statusCode !== 200) throw new Error(`approve failed: ${approved.body}`);
    },
    /** A round a vendor settled: what turnover and rebates count. */
    async settleBet(memberId: number, validBet: string, settledAt = t.clock.now): Promise<void> {
      const [game] = await db().select({ id: games.id, vendorCode: games.vendorCode }).from(games).limit(1);
      const amount = parseMoney(validBet, 2);
      await db()
        .insert(gameRounds)
        .values({
          memberId,
          gameId: game!.id,
          vendorCode: game!.vendorCode,
          roundRef: `promo-${randomBytes(8).toString('hex')}`,
          bet: amount,
          validBet: amount,
          win: 0n,
          status: 'SETTLED',
          createdAt: settledAt,
          settledAt,
        });
    },
    async balance(token: string): Promise<string> {
      return (await t.call('walletBalance', { token })).json().value.sumBalance as string;
    },
    async bonusTransfers(memberId: number): Promise<number> {
      const [row] = await db()
        .select({ total: count() })
        .from(ledgerTransfers)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerTransfers.creditAccountId))
        .where(and(eq(ledgerTransfers.kind, 'BONUS_PROMOTION'), eq(ledgerAccounts.memberId, memberId)));
      return row!.total;
    },
  };
}
