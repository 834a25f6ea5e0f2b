import type { SlotTitle } from '../../modules/house-games/engine/slot-title.ts';
import { JADE_TEMPLE } from '../../modules/house-games/engine/titles/jade-temple.ts';
import { KOI_FORTUNE_LINK } from '../../modules/house-games/engine/titles/koi-fortune-link.ts';
import { PANDA_JACKPOT } from '../../modules/house-games/engine/titles/panda-jackpot.ts';
import { SANDS_OF_ANUBIS } from '../../modules/house-games/engine/titles/sands-of-anubis.ts';
import { STARLIGHT_GEMS } from '../../modules/house-games/engine/titles/starlight-gems.ts';
import { SUGAR_CASCADE } from '../../modules/house-games/engine/titles/sugar-cascade.ts';
import { WILD_BUFFALO } from '../../modules/house-games/engine/titles/wild-buffalo.ts';
import type { games } from '../schema/games.ts';
import type { LocalizedText } from '../schema/merchant.ts';

type DemoSlot = Omit<typeof games.$inferInsert, 'minBet'> & { minBet: string };

/**
 * How each new slot title shows in the catalogue: its code, names in the site's languages, the minimum bet (one bet
 * unit of the title at a scale of 2: 0.25 for a unit of 25 minor units), its lines or ways, and whether it is new.
 * Panda Jackpot feeds and can win the site's progressive pool (house-games/jackpot/).
 */
type Listing = {
  title: SlotTitle;
  gameCode: string;
  minBet: string;
  lineCount: number;
  isHot: boolean;
  isNew: boolean;
  names: LocalizedText;
};

const LISTINGS: Listing[] = [
  {
    title: JADE_TEMPLE,
    gameCode: 'JADE_TEMPLE',
    minBet: '0.25',
    lineCount: 243,
    isHot: false,
    isNew: false,
    names: { EN: 'Jade Temple', VI: 'Đền Ngọc Bích', CN: '翡翠神殿', ID: 'Kuil Giok', TH: 'วิหารหยก' },
  },
  {
    title: WILD_BUFFALO,
    gameCode: 'WILD_BUFFALO',
    minBet: '0.40',
    lineCount: 1024,
    isHot: false,
    isNew: false,
    names: { EN: 'Wild Buffalo', VI: 'Bò Rừng Hoang Dã', CN: '狂野水牛', ID: 'Kerbau Liar', TH: 'ควายป่าดุดัน' },
  },
  {
    title: SUGAR_CASCADE,
    gameCode: 'SUGAR_CASCADE',
    minBet: '0.20',
    lineCount: 243,
    isHot: false,
    isNew: true,
    names: { EN: 'Sugar Cascade', VI: 'Thác Kẹo Ngọt', CN: '糖果瀑布', ID: 'Air Terjun Permen', TH: 'น้ำตกลูกกวาด' },
  },
  {
    title: SANDS_OF_ANUBIS,
    gameCode: 'SANDS_OF_ANUBIS',
    minBet: '0.10',
    lineCount: 10,
    isHot: false,
    isNew: false,
    names: {
      EN: 'Sands of Anubis',
      VI: 'Cát Vàng Anubis',
      CN: '阿努比斯之沙',
      ID: 'Pasir Anubis',
      TH: 'ผืนทรายแห่งอนูบิส',
    },
  },
  {
    title: KOI_FORTUNE_LINK,
    gameCode: 'KOI_FORTUNE_LINK',
    minBet: '0.20',
    lineCount: 20,
    isHot: false,
    isNew: true,
    names: {
      EN: 'Koi Fortune Link',
      VI: 'Cá Chép Tài Lộc',
      CN: '锦鲤招财',
      ID: 'Koi Keberuntungan',
      TH: 'ปลาคาร์ปนำโชค',
    },
  },
  {
    title: STARLIGHT_GEMS,
    gameCode: 'STARLIGHT_GEMS',
    minBet: '0.20',
    lineCount: 10,
    isHot: false,
    isNew: false,
    names: {
      EN: 'Starlight Gems',
      VI: 'Đá Quý Ánh Sao',
      CN: '星光宝石',
      ID: 'Permata Cahaya Bintang',
      TH: 'อัญมณีแสงดาว',
    },
  },
  {
    title: PANDA_JACKPOT,
    gameCode: 'PANDA_JACKPOT',
    minBet: '0.25',
    lineCount: 25,
    isHot: false,
    isNew: true,
    names: {
      EN: 'Panda Jackpot',
      VI: 'Gấu Trúc Jackpot',
      CN: '熊猫大奖',
      ID: 'Jackpot Panda',
      TH: 'แพนด้าแจ็คพอต',
    },
  },
];

/** The seven playable slots beyond the three originals, after them in the catalogue's order. */
export const DEMO_SLOTS: DemoSlot[] = LISTINGS.map((listing, index) => ({
  vendorCode: 'HOUSE_SLOTS',
  gameCode: listing.gameCode,
  category: 'RNG',
  names: listing.names,
  iconPath: `/house/icons/${listing.title.id}.svg`,
  gameClassify: 'VIDEO_SLOT',
  minBet: listing.minBet,
  lineCount: listing.lineCount,
  isHot: listing.isHot,
  isNew: listing.isNew,
  sort: 4 + index,
  declaredRtp: listing.title.declaredRtp.toFixed(2),
  engineKind: 'SLOT',
  engineTitleId: listing.title.id,
}));
