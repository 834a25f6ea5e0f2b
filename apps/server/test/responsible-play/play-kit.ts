import { randomBytes } from 'node:crypto';
import { runLotteryPass } from '../../src/modules/lottery/lottery-jobs.ts';
import { promotionKit } from '../../src/modules/promotions/promotions-test-kit.ts';
import type { TestApp } from '../test-app.ts';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** What the responsible-play tests share: fresh members, deposits, Keno bets and limit changes. */
export function playKit(t: TestApp) {
  let financeToken = '';
  const promo = promotionKit(t, () => financeToken);
  const requestId = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;
  return {
    promo,
    async init() {
      financeToken = await t.opsLogin('finance', 'finance1234');
      await t.configure((config) => {
        config.payments.maxPendingDeposits = 50;
      });
    },
    finance: () => financeToken,
    async refreshFinance() {
      financeToken = await t.opsLogin('finance', 'finance1234');
    },
    /** A new member with `funds` deposited and approved. */
    async member(funds = '500') {
      financeToken = await t.opsLogin('finance', 'finance1234');
      const member = await promo.newMember();
      if (funds !== '0') await promo.deposit(member.token, funds);
      return member;
    },
    askDeposit: (token: string, amount: string) =>
      t.call('depositCreate', {
        token,
        body: { requestId: requestId('dep'), methodCode: 'BANK_TRANSFER', amount, reference: 'RP-TEST' },
      }),
    setLimit: (token: string, body: Record<string, unknown>) => t.call('playLimitSet', { token, body }),
    async kenoBet(token: string, unitStake: string) {
      let detail = (await t.call('lotteryGameDetail', { query: { gameCode: 'KENO_1M' } })).json().value;
      if (!detail.currentDraws[0]) {
        await runLotteryPass(t.ctx);
        detail = (await t.call('lotteryGameDetail', { query: { gameCode: 'KENO_1M' } })).json().value;
      }
      return t.call('lotteryPlaceBets', {
        token,
        body: {
          requestId: requestId('keno'),
          gameCode: 'KENO_1M',
          drawId: detail.currentDraws[0].drawId,
          selections: [{ betType: 'SUM_BIG', picks: [], unitStake }],
        },
      });
    },
  };
}
