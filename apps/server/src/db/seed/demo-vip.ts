import { parseMoney } from '../../lib/money.ts';
import type { Db } from '../client.ts';
import { vipLevels } from '../schema/vip.ts';

type Ladder = {
  names: Record<'EN' | 'CN' | 'ID' | 'TH' | 'VI', string>;
  deposit: string;
  validBet: string;
  keepDeposit: string;
  keepValidBet: string;
  upgrade: string;
  monthly: string;
  rebateBp: number;
  count: number;
  amount: string;
};

/**
 * Six levels: VIP 0 is everyone. Upgrades need both cumulative deposits and valid bets; a month
 * with either keep figure met keeps the level. The daily withdrawal limits of levels above the
 * site-wide limit (withdrawal.dailyMaxCount/Amount of the merchant config) only take effect when
 * the operator raises that limit: the stricter of the two applies.
 */
const LADDER: Ladder[] = [
  {
    names: { EN: 'Bronze', CN: '青铜', ID: 'Perunggu', TH: 'บรอนซ์', VI: 'Đồng' },
    deposit: '0',
    validBet: '0',
    keepDeposit: '0',
    keepValidBet: '0',
    upgrade: '0',
    monthly: '0',
    rebateBp: 30,
    count: 5,
    amount: '50000',
  },
  {
    names: { EN: 'Silver', CN: '白银', ID: 'Perak', TH: 'ซิลเวอร์', VI: 'Bạc' },
    deposit: '500',
    validBet: '2000',
    keepDeposit: '100',
    keepValidBet: '500',
    upgrade: '8',
    monthly: '3',
    rebateBp: 40,
    count: 5,
    amount: '50000',
  },
  {
    names: { EN: 'Gold', CN: '黄金', ID: 'Emas', TH: 'โกลด์', VI: 'Vàng' },
    deposit: '2000',
    validBet: '10000',
    keepDeposit: '300',
    keepValidBet: '2000',
    upgrade: '28',
    monthly: '10',
    rebateBp: 50,
    count: 6,
    amount: '80000',
  },
  {
    names: { EN: 'Platinum', CN: '铂金', ID: 'Platinum', TH: 'แพลทินัม', VI: 'Bạch Kim' },
    deposit: '10000',
    validBet: '50000',
    keepDeposit: '1000',
    keepValidBet: '10000',
    upgrade: '88',
    monthly: '28',
    rebateBp: 60,
    count: 8,
    amount: '100000',
  },
  {
    names: { EN: 'Diamond', CN: '钻石', ID: 'Berlian', TH: 'ไดมอนด์', VI: 'Kim Cương' },
    deposit: '50000',
    validBet: '250000',
    keepDeposit: '5000',
    keepValidBet: '50000',
    upgrade: '388',
    monthly: '88',
    rebateBp: 80,
    count: 10,
    amount: '200000',
  },
  {
    names: { EN: 'Crown', CN: '皇冠', ID: 'Mahkota', TH: 'คราวน์', VI: 'Vương Miện' },
    deposit: '200000',
    validBet: '1000000',
    keepDeposit: '20000',
    keepValidBet: '200000',
    upgrade: '1888',
    monthly: '288',
    rebateBp: 100,
    count: 15,
    amount: '500000',
  },
];

/** Adds the demo ladder; levels the operator already has are left as they are (idempotent). */
export async function seedDemoVip(db: Db, scale: number): Promise<void> {
  const minor = (text: string) => parseMoney(text, scale);
  await db
    .insert(vipLevels)
    .values(
      LADDER.map((rung, level) => ({
        level,
        names: rung.names,
        depositThreshold: minor(rung.deposit),
        validBetThreshold: minor(rung.validBet),
        keepDeposit: minor(rung.keepDeposit),
        keepValidBet: minor(rung.keepValidBet),
        upgradeBonus: minor(rung.upgrade),
        monthlyBonus: minor(rung.monthly),
        rebateRateBp: rung.rebateBp,
        dailyWithdrawalCount: rung.count,
        dailyWithdrawalAmount: minor(rung.amount),
      })),
    )
    .onConflictDoNothing();
}
