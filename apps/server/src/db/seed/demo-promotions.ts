import { parseMoney } from '../../lib/money.ts';
import type { Db } from '../client.ts';
import { promotions, type LocalizedText, type PromotionTerms } from '../schema/promotions.ts';
import { LUNAR_TEXT, RAFFLE_TEXT, SHARE_TEXT } from './demo-events-text.ts';
import { REBATE_TEXT, RELOAD_TEXT, WELCOME_TEXT } from './demo-promotions-text.ts';

const DAY_MS = 86_400_000;

const prizeName = (amount: string, jackpot = false): LocalizedText =>
  jackpot
    ? {
        EN: `Jackpot ${amount}`,
        CN: `头奖 ${amount}`,
        ID: `Jackpot ${amount}`,
        TH: `รางวัลใหญ่ ${amount}`,
        VI: `Giải đặc biệt ${amount}`,
      }
    : {
        EN: `Cash ${amount}`,
        CN: `现金 ${amount}`,
        ID: `Tunai ${amount}`,
        TH: `เงินสด ${amount}`,
        VI: `Tiền mặt ${amount}`,
      };

type PromotionSeed = typeof promotions.$inferInsert & { terms: PromotionTerms };
/** Money in minor units as the terms store it. */
type Money = (text: string) => string;
/** The status and dates every promotion running now gets. */
type LiveWindow = { status: 'ACTIVE'; startsAt: Date; endsAt: Date };

/** The deposit bonuses and the daily rebate: what a member earns by depositing and betting. */
function bonusPromotions(money: Money, live: LiveWindow): PromotionSeed[] {
  return [
    {
      code: 'WELCOME100',
      kind: 'DEPOSIT_BONUS',
      type: 'NEW_MEMBER',
      period: 'ONCE',
      ...WELCOME_TEXT,
      image: '/assets/promotions/welcome.svg',
      sort: 10,
      ...live,
      terms: { percentBp: 10_000, cap: money('500'), minDeposit: money('50'), turnoverMultiplier: 8 },
    },
    {
      code: 'DAILYRELOAD10',
      kind: 'DEPOSIT_BONUS',
      type: 'DEPOSIT',
      period: 'DAILY',
      ...RELOAD_TEXT,
      image: '/assets/promotions/reload.svg',
      sort: 20,
      ...live,
      terms: { percentBp: 1_000, cap: money('100'), minDeposit: money('20'), turnoverMultiplier: 1 },
    },
    {
      code: 'DAILYREBATE',
      kind: 'REBATE',
      type: 'REBATE',
      period: 'DAILY',
      ...REBATE_TEXT,
      image: '/assets/promotions/rebate.svg',
      sort: 30,
      ...live,
      terms: { rebateBp: 80, maxRebate: money('888') },
    },
  ];
}

/** The events: a share-to-win application, the weekly raffle and a lunar new year raffle that starts later. */
function eventPromotions(money: Money, live: LiveWindow, now: Date): PromotionSeed[] {
  return [
    {
      code: 'SHAREWIN',
      kind: 'APPLICATION',
      type: 'EVENT',
      period: 'WEEKLY',
      ...SHARE_TEXT,
      image: '/assets/promotions/share.svg',
      sort: 40,
      ...live,
      terms: { fixedBonus: money('18'), turnoverMultiplier: 1 },
    },
    {
      code: 'WEEKLYDRAW',
      kind: 'RAFFLE',
      type: 'EVENT',
      period: 'WEEKLY',
      ...RAFFLE_TEXT,
      image: '/assets/promotions/raffle.svg',
      sort: 50,
      ...live,
      terms: {
        minDeposit: money('100'),
        prizes: [
          { name: prizeName('8.88'), amount: money('8.88'), weight: 600 },
          { name: prizeName('18.88'), amount: money('18.88'), weight: 250 },
          { name: prizeName('58.88'), amount: money('58.88'), weight: 100 },
          { name: prizeName('188'), amount: money('188'), weight: 40 },
          { name: prizeName('888', true), amount: money('888'), weight: 10 },
        ],
      },
    },
    {
      code: 'LUNAR2027',
      kind: 'RAFFLE',
      type: 'EVENT',
      period: 'WEEKLY',
      ...LUNAR_TEXT,
      image: '/assets/promotions/lunar.svg',
      sort: 60,
      status: 'ACTIVE',
      startsAt: new Date(now.getTime() + 45 * DAY_MS),
      endsAt: new Date(now.getTime() + 75 * DAY_MS),
      terms: {
        minDeposit: money('200'),
        prizes: [
          { name: prizeName('28.88'), amount: money('28.88'), weight: 9 },
          { name: prizeName('288', true), amount: money('288'), weight: 1 },
        ],
      },
    },
  ];
}

/**
 * The demo promotions, one of each kind plus one coming soon, inserted by code so running the
 * seed again (or on a database seeded before promotions existed) adds only what is missing.
 */
export async function seedDemoPromotions(db: Db, scale: number, now = new Date()): Promise<void> {
  const money = (text: string) => parseMoney(text, scale).toString();
  const live = {
    status: 'ACTIVE' as const,
    startsAt: new Date(now.getTime() - DAY_MS),
    endsAt: new Date(now.getTime() + 365 * DAY_MS),
  };
  const rows = [...bonusPromotions(money, live), ...eventPromotions(money, live, now)];
  await db
    .insert(promotions)
    .values(rows.map((row) => ({ ...row, createdAt: now, updatedAt: now })))
    .onConflictDoNothing({ target: promotions.code });
}
