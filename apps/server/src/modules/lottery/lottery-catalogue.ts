import type { LotterySchedule } from '../../db/schema/lottery.ts';
import type { LocalizedText } from '../../db/schema/merchant.ts';
import type { LotteryKind } from './engine/lottery-engine.ts';
import { VN_TIME_ZONE } from './engine/vn-regions.ts';
import { localizedNames as names } from '../../lib/localized-names.ts';

/*
 * The demo lottery games of the in-house lottery vendors: HOUSE_LOTTO (category LOTT: the Vietnamese regions and
 * 4D) and HOUSE_ELOTT (category ELOTT: Keno, 5-digit and 3-digit games every 1, 3 or 5 minutes). Each is a
 * catalogue game (launch, favourites, betting record) and a lottery game (schedule, odds, limits), both editable
 * at /ops afterwards; the seed inserts what is missing and leaves operator changes alone.
 */

export const LOTTO_VENDOR = 'HOUSE_LOTTO';
export const ELOTT_VENDOR = 'HOUSE_ELOTT';
export const LOTTERY_VENDORS = [
  { code: LOTTO_VENDOR, displayName: 'Lucky Lotto', category: 'LOTT' as const, isHot: true, sort: 0 },
  { code: ELOTT_VENDOR, displayName: 'Lucky Fast Lottery', category: 'ELOTT' as const, isHot: true, sort: 0 },
];

export type DemoLotteryGame = {
  code: string;
  vendorCode: string;
  category: 'LOTT' | 'ELOTT';
  kind: LotteryKind;
  variant: string | null;
  prizeMode: 'Lott' | 'Elott' | 'ZY' | 'SEA';
  groupCode: string;
  schedule: LotterySchedule;
  timeZone: string;
  stopSaleSeconds: number;
  names: LocalizedText;
  /** Default stake limits per unit and the per-draw cap per key, in the currency's major units. */
  minStake: string;
  maxStake: string;
  liabilityCap: string;
  sort: number;
};

const fast = (
  code: string,
  kind: LotteryKind,
  prizeMode: 'Elott' | 'ZY',
  minutes: number,
  label: LocalizedText,
  sort: number,
): DemoLotteryGame => ({
  code,
  vendorCode: ELOTT_VENDOR,
  category: 'ELOTT',
  kind,
  variant: null,
  prizeMode,
  groupCode: kind,
  schedule: { type: 'interval', minutes },
  timeZone: VN_TIME_ZONE,
  stopSaleSeconds: minutes === 1 ? 10 : 30,
  names: label,
  minStake: '0.10',
  maxStake: '500.00',
  liabilityCap: '20000.00',
  sort,
});

export const DEMO_LOTTERY_GAMES: DemoLotteryGame[] = [
  {
    code: 'VN_MB',
    vendorCode: LOTTO_VENDOR,
    category: 'LOTT',
    kind: 'VN',
    variant: 'MB',
    prizeMode: 'Lott',
    groupCode: 'VN',
    schedule: { type: 'vn', region: 'MB' },
    timeZone: VN_TIME_ZONE,
    stopSaleSeconds: 15 * 60,
    names: names(
      'Northern Lottery (Miền Bắc)',
      'Xổ số Miền Bắc',
      '越南北部彩',
      'Lotre Vietnam Utara',
      'หวยเวียดนามเหนือ',
    ),
    minStake: '0.10',
    maxStake: '200.00',
    liabilityCap: '50000.00',
    sort: 1,
  },
  {
    code: 'VN_MT',
    vendorCode: LOTTO_VENDOR,
    category: 'LOTT',
    kind: 'VN',
    variant: 'MT',
    prizeMode: 'Lott',
    groupCode: 'VN',
    schedule: { type: 'vn', region: 'MT' },
    timeZone: VN_TIME_ZONE,
    stopSaleSeconds: 15 * 60,
    names: names(
      'Central Lottery (Miền Trung)',
      'Xổ số Miền Trung',
      '越南中部彩',
      'Lotre Vietnam Tengah',
      'หวยเวียดนามกลาง',
    ),
    minStake: '0.10',
    maxStake: '200.00',
    liabilityCap: '30000.00',
    sort: 2,
  },
  {
    code: 'VN_MN',
    vendorCode: LOTTO_VENDOR,
    category: 'LOTT',
    kind: 'VN',
    variant: 'MN',
    prizeMode: 'Lott',
    groupCode: 'VN',
    schedule: { type: 'vn', region: 'MN' },
    timeZone: VN_TIME_ZONE,
    stopSaleSeconds: 15 * 60,
    names: names(
      'Southern Lottery (Miền Nam)',
      'Xổ số Miền Nam',
      '越南南部彩',
      'Lotre Vietnam Selatan',
      'หวยเวียดนามใต้',
    ),
    minStake: '0.10',
    maxStake: '200.00',
    liabilityCap: '30000.00',
    sort: 3,
  },
  {
    code: 'FOURD',
    vendorCode: LOTTO_VENDOR,
    category: 'LOTT',
    kind: 'FOUR_D',
    variant: null,
    prizeMode: 'SEA',
    groupCode: 'SEA',
    schedule: { type: 'weekly', weekdays: [3, 6, 0], time: '19:00' },
    timeZone: 'Asia/Kuala_Lumpur',
    stopSaleSeconds: 15 * 60,
    names: names('4D Lotto', 'Xổ số 4D', '万字票 4D', 'Lotre 4D', 'หวย 4D'),
    minStake: '0.10',
    maxStake: '100.00',
    liabilityCap: '50000.00',
    sort: 4,
  },
  fast(
    'KENO_1M',
    'KENO',
    'Elott',
    1,
    names('Keno 1 Minute', 'Keno 1 phút', '快乐8 1分钟', 'Keno 1 Menit', 'คีโน 1 นาที'),
    1,
  ),
  fast(
    'KENO_5M',
    'KENO',
    'Elott',
    5,
    names('Keno 5 Minutes', 'Keno 5 phút', '快乐8 5分钟', 'Keno 5 Menit', 'คีโน 5 นาที'),
    2,
  ),
  fast(
    '5D_1M',
    'FIVE_D',
    'Elott',
    1,
    names('5D Lotto 1 Minute', 'Xổ số 5D 1 phút', '5D彩 1分钟', 'Lotre 5D 1 Menit', 'หวย 5D 1 นาที'),
    3,
  ),
  fast(
    '5D_3M',
    'FIVE_D',
    'Elott',
    3,
    names('5D Lotto 3 Minutes', 'Xổ số 5D 3 phút', '5D彩 3分钟', 'Lotre 5D 3 Menit', 'หวย 5D 3 นาที'),
    4,
  ),
  fast(
    '5D_5M',
    'FIVE_D',
    'Elott',
    5,
    names('5D Lotto 5 Minutes', 'Xổ số 5D 5 phút', '5D彩 5分钟', 'Lotre 5D 5 Menit', 'หวย 5D 5 นาที'),
    5,
  ),
  fast(
    '3D_3M',
    'THREE_D',
    'ZY',
    3,
    names('3D Lotto 3 Minutes', 'Xổ số 3D 3 phút', '3D彩 3分钟', 'Lotre 3D 3 Menit', 'หวย 3D 3 นาที'),
    6,
  ),
  fast(
    '3D_5M',
    'THREE_D',
    'ZY',
    5,
    names('3D Lotto 5 Minutes', 'Xổ số 3D 5 phút', '3D彩 5分钟', 'Lotre 3D 5 Menit', 'หวย 3D 5 นาที'),
    7,
  ),
];
