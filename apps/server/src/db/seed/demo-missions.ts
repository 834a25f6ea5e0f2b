import { parseMoney } from '../../lib/money.ts';
import type { Db } from '../client.ts';
import type { LocalizedText } from '../schema/merchant.ts';
import { missions } from '../schema/missions.ts';
import { referralRewardRules } from '../schema/referral.ts';

type DemoMission = {
  seedKey: string;
  period: 'DAILY' | 'WEEKLY';
  metric: 'VALID_BET' | 'ROUNDS' | 'DEPOSIT';
  gameCategory: 'RNG' | 'LIVE' | null;
  /** Money for VALID_BET and DEPOSIT, a count for ROUNDS. */
  target: string;
  reward: string;
  title: LocalizedText;
  description: LocalizedText;
};

/** Daily missions first, quickest first: "Lucky Start" takes three slot spins, the e2e test plays it. */
export const DEMO_MISSIONS: DemoMission[] = [
  {
    seedKey: 'daily-slot-start',
    period: 'DAILY',
    metric: 'ROUNDS',
    gameCategory: 'RNG',
    target: '3',
    reward: '1.00',
    title: { EN: 'Lucky Start', CN: '幸运开局', ID: 'Awal Beruntung', TH: 'เริ่มต้นนำโชค', VI: 'Khởi Đầu May Mắn' },
    description: {
      EN: 'Spin any slot game 3 times today.',
      CN: '今天在任意老虎机游戏中旋转 3 次。',
      ID: 'Putar game slot apa saja sebanyak 3 kali hari ini.',
      TH: 'หมุนเกมสล็อตใดก็ได้ 3 ครั้งวันนี้',
      VI: 'Quay bất kỳ trò slot nào 3 lần trong hôm nay.',
    },
  },
  {
    seedKey: 'daily-valid-bet',
    period: 'DAILY',
    metric: 'VALID_BET',
    gameCategory: null,
    target: '100.00',
    reward: '5.00',
    title: {
      EN: 'Daily Warm-up',
      CN: '每日热身',
      ID: 'Pemanasan Harian',
      TH: 'วอร์มอัปประจำวัน',
      VI: 'Khởi Động Mỗi Ngày',
    },
    description: {
      EN: 'Reach 100.00 in valid bets on any game today.',
      CN: '今天在任意游戏中有效投注达到 100.00。',
      ID: 'Capai taruhan valid 100.00 di game apa pun hari ini.',
      TH: 'ทำยอดเดิมพันที่ถูกต้องให้ถึง 100.00 ในเกมใดก็ได้วันนี้',
      VI: 'Đạt 100.00 cược hợp lệ ở bất kỳ trò chơi nào trong hôm nay.',
    },
  },
  {
    seedKey: 'daily-rounds',
    period: 'DAILY',
    metric: 'ROUNDS',
    gameCategory: null,
    target: '20',
    reward: '3.00',
    title: {
      EN: 'Spin Marathon',
      CN: '旋转马拉松',
      ID: 'Maraton Putaran',
      TH: 'มาราธอนการหมุน',
      VI: 'Marathon Vòng Quay',
    },
    description: {
      EN: 'Play 20 rounds of any game today.',
      CN: '今天玩任意游戏 20 局。',
      ID: 'Mainkan 20 ronde game apa saja hari ini.',
      TH: 'เล่นเกมใดก็ได้ 20 รอบวันนี้',
      VI: 'Chơi 20 ván bất kỳ trò chơi nào trong hôm nay.',
    },
  },
  {
    seedKey: 'daily-deposit',
    period: 'DAILY',
    metric: 'DEPOSIT',
    gameCategory: null,
    target: '50.00',
    reward: '5.00',
    title: { EN: 'Daily Top-up', CN: '每日充值', ID: 'Isi Ulang Harian', TH: 'เติมเงินประจำวัน', VI: 'Nạp Tiền Mỗi Ngày' },
    description: {
      EN: 'Deposit a total of 50.00 or more today.',
      CN: '今天累计存款 50.00 或以上。',
      ID: 'Setor total 50.00 atau lebih hari ini.',
      TH: 'ฝากเงินรวม 50.00 ขึ้นไปวันนี้',
      VI: 'Nạp tổng cộng từ 50.00 trở lên trong hôm nay.',
    },
  },
  {
    seedKey: 'weekly-valid-bet',
    period: 'WEEKLY',
    metric: 'VALID_BET',
    gameCategory: null,
    target: '2000.00',
    reward: '50.00',
    title: {
      EN: 'Weekly High Roller',
      CN: '每周豪客',
      ID: 'High Roller Mingguan',
      TH: 'ไฮโรลเลอร์ประจำสัปดาห์',
      VI: 'Cao Thủ Tuần',
    },
    description: {
      EN: 'Reach 2,000.00 in valid bets this week (Monday to Sunday, UTC).',
      CN: '本周（UTC 周一至周日）有效投注达到 2,000.00。',
      ID: 'Capai taruhan valid 2.000,00 minggu ini (Senin sampai Minggu, UTC).',
      TH: 'ทำยอดเดิมพันที่ถูกต้องให้ถึง 2,000.00 ในสัปดาห์นี้ (จันทร์ถึงอาทิตย์ ตามเวลา UTC)',
      VI: 'Đạt 2.000,00 cược hợp lệ trong tuần này (thứ Hai đến Chủ nhật, giờ UTC).',
    },
  },
  {
    seedKey: 'weekly-live',
    period: 'WEEKLY',
    metric: 'VALID_BET',
    gameCategory: 'LIVE',
    target: '500.00',
    reward: '15.00',
    title: {
      EN: 'Live Table Regular',
      CN: '真人桌常客',
      ID: 'Pelanggan Meja Live',
      TH: 'ขาประจำโต๊ะไลฟ์',
      VI: 'Khách Quen Bàn Live',
    },
    description: {
      EN: 'Bet 500.00 on live casino tables this week.',
      CN: '本周在真人娱乐场牌桌投注 500.00。',
      ID: 'Pasang taruhan 500.00 di meja kasino live minggu ini.',
      TH: 'เดิมพัน 500.00 ที่โต๊ะคาสิโนสดในสัปดาห์นี้',
      VI: 'Đặt cược 500.00 tại các bàn sòng bài trực tiếp trong tuần này.',
    },
  },
  {
    seedKey: 'weekly-deposit',
    period: 'WEEKLY',
    metric: 'DEPOSIT',
    gameCategory: null,
    target: '500.00',
    reward: '25.00',
    title: {
      EN: 'Weekly Loyalty Deposit',
      CN: '每周忠诚存款',
      ID: 'Setoran Loyalitas Mingguan',
      TH: 'เงินฝากสมาชิกประจำสัปดาห์',
      VI: 'Nạp Tiền Thân Thiết Tuần',
    },
    description: {
      EN: 'Deposit a total of 500.00 or more this week.',
      CN: '本周累计存款 500.00 或以上。',
      ID: 'Setor total 500.00 atau lebih minggu ini.',
      TH: 'ฝากเงินรวม 500.00 ขึ้นไปในสัปดาห์นี้',
      VI: 'Nạp tổng cộng từ 500.00 trở lên trong tuần này.',
    },
  },
];

/** Per invited friend: 10.00 once their first deposit is 100.00 or more, 20.00 once they have bet 1,000.00. */
export const DEMO_REFERRAL_RULES = [
  { kind: 'FIRST_DEPOSIT' as const, threshold: '100.00', reward: '10.00' },
  { kind: 'VALID_BET' as const, threshold: '1000.00', reward: '20.00' },
];

/**
 * Seeds the demo missions and referral rules. Idempotent (seed keys and rule kinds are unique), and
 * never overwrites what an operator has changed since.
 */
export async function seedDemoMissions(db: Db, scale: number): Promise<void> {
  await db
    .insert(missions)
    .values(
      DEMO_MISSIONS.map((mission, index) => ({
        seedKey: mission.seedKey,
        period: mission.period,
        metric: mission.metric,
        gameCategory: mission.gameCategory,
        title: mission.title,
        description: mission.description,
        target: mission.metric === 'ROUNDS' ? BigInt(mission.target) : parseMoney(mission.target, scale),
        rewardAmount: parseMoney(mission.reward, scale),
        sort: index,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(referralRewardRules)
    .values(
      DEMO_REFERRAL_RULES.map((rule) => ({
        kind: rule.kind,
        threshold: parseMoney(rule.threshold, scale),
        rewardAmount: parseMoney(rule.reward, scale),
      })),
    )
    .onConflictDoNothing();
}
