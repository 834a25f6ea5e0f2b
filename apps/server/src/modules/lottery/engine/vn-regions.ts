/**
 * The three Vietnamese lottery regions as the official companies run them: prize structure (which the bet
 * coverage counts are derived from, never hard-coded) and the weekly station rota.
 */

export const VN_TIME_ZONE = 'Asia/Ho_Chi_Minh';

export type VnRegionCode = 'MB' | 'MT' | 'MN';
export type VnPrizeCode = 'special' | 'g1' | 'g2' | 'g3' | 'g4' | 'g5' | 'g6' | 'g7' | 'g8';
export type VnPrizeTier = { prize: VnPrizeCode; count: number; digits: number };
export type VnStation = { code: string; name: string };
export type VnRegion = {
  code: VnRegionCode;
  name: string;
  /** Local time of the draw in the region's time zone. */
  drawTime: string;
  /** In results-board order; the draw consumes the stream in this order too. */
  prizeTiers: readonly VnPrizeTier[];
  /** Index 0 = Sunday … 6 = Saturday. MB has one draw a day hosted by a rotating province. */
  stationsByWeekday: readonly (readonly VnStation[])[];
};

const MB_TIERS: readonly VnPrizeTier[] = [
  { prize: 'special', count: 1, digits: 5 },
  { prize: 'g1', count: 1, digits: 5 },
  { prize: 'g2', count: 2, digits: 5 },
  { prize: 'g3', count: 6, digits: 5 },
  { prize: 'g4', count: 4, digits: 4 },
  { prize: 'g5', count: 6, digits: 4 },
  { prize: 'g6', count: 3, digits: 3 },
  { prize: 'g7', count: 4, digits: 2 },
];

// MN and MT boards read from the smallest prize (G8) down to the special prize.
const SOUTH_TIERS: readonly VnPrizeTier[] = [
  { prize: 'g8', count: 1, digits: 2 },
  { prize: 'g7', count: 1, digits: 3 },
  { prize: 'g6', count: 3, digits: 4 },
  { prize: 'g5', count: 1, digits: 4 },
  { prize: 'g4', count: 7, digits: 5 },
  { prize: 'g3', count: 2, digits: 5 },
  { prize: 'g2', count: 1, digits: 5 },
  { prize: 'g1', count: 1, digits: 5 },
  { prize: 'special', count: 1, digits: 6 },
];

const s = (code: string, name: string): VnStation => ({ code, name });
const HCM = s('HCM', 'TP. Hồ Chí Minh');
const HUE = s('TTH', 'Thừa Thiên Huế');
const DNG = s('DNG', 'Đà Nẵng');
const KH = s('KH', 'Khánh Hòa');
const HN = s('HN', 'Hà Nội');

export const VN_REGIONS: Readonly<Record<VnRegionCode, VnRegion>> = {
  MB: {
    code: 'MB',
    name: 'Miền Bắc',
    drawTime: '18:15',
    prizeTiers: MB_TIERS,
    stationsByWeekday: [
      [s('TB', 'Thái Bình')],
      [HN],
      [s('QNI', 'Quảng Ninh')],
      [s('BN', 'Bắc Ninh')],
      [HN],
      [s('HP', 'Hải Phòng')],
      [s('NDI', 'Nam Định')],
    ],
  },
  MT: {
    code: 'MT',
    name: 'Miền Trung',
    drawTime: '17:15',
    prizeTiers: SOUTH_TIERS,
    stationsByWeekday: [
      [KH, s('KT', 'Kon Tum'), HUE],
      [HUE, s('PY', 'Phú Yên')],
      [s('DLK', 'Đắk Lắk'), s('QNM', 'Quảng Nam')],
      [DNG, KH],
      [s('BDI', 'Bình Định'), s('QT', 'Quảng Trị'), s('QB', 'Quảng Bình')],
      [s('GL', 'Gia Lai'), s('NT', 'Ninh Thuận')],
      [DNG, s('QNG', 'Quảng Ngãi'), s('DNO', 'Đắk Nông')],
    ],
  },
  MN: {
    code: 'MN',
    name: 'Miền Nam',
    drawTime: '16:15',
    prizeTiers: SOUTH_TIERS,
    stationsByWeekday: [
      [s('TG', 'Tiền Giang'), s('KG', 'Kiên Giang'), s('DL', 'Đà Lạt')],
      [HCM, s('DT', 'Đồng Tháp'), s('CM', 'Cà Mau')],
      [s('BTR', 'Bến Tre'), s('VT', 'Vũng Tàu'), s('BL', 'Bạc Liêu')],
      [s('DN', 'Đồng Nai'), s('CT', 'Cần Thơ'), s('ST', 'Sóc Trăng')],
      [s('TN', 'Tây Ninh'), s('AG', 'An Giang'), s('BTH', 'Bình Thuận')],
      [s('VL', 'Vĩnh Long'), s('BD', 'Bình Dương'), s('TV', 'Trà Vinh')],
      [HCM, s('LA', 'Long An'), s('BP', 'Bình Phước'), s('HG', 'Hậu Giang')],
    ],
  },
};

/** Every prize number of one draw (one station), e.g. 27 in MB and 18 per station in MN/MT. */
export function countPrizeNumbers(region: VnRegion): number {
  return region.prizeTiers.reduce((total, tier) => total + tier.count, 0);
}

/** How many prize numbers have at least `digits` digits: what a "bao lô" of that length covers and is priced on. */
export function countPrizeNumbersWithDigits(region: VnRegion, digits: number): number {
  return region.prizeTiers.filter((tier) => tier.digits >= digits).reduce((total, tier) => total + tier.count, 0);
}

export function findPrizeTier(region: VnRegion, prize: VnPrizeCode): VnPrizeTier | undefined {
  return region.prizeTiers.find((tier) => tier.prize === prize);
}
