import { LIVE_TABLES } from '../../modules/house-games/tables/table-catalogue.ts';
import type { games } from '../schema/games.ts';
import type { LocalizedText } from '../schema/merchant.ts';

type DemoTable = Omit<typeof games.$inferInsert, 'minBet'> & { minBet: string };

/** How each live table shows in the catalogue: its code, names in the site's languages, kind of game and tile art. */
type Listing = { gameCode: string; classify: string; art: string; rtp: string; names: LocalizedText };

const LISTINGS: Record<string, Listing> = {
  'house-live-baccarat-1': {
    gameCode: 'LIVE_BACCARAT_1',
    classify: 'BACCARAT',
    rtp: '98.94',
    art: 'house-live-baccarat-1',
    names: {
      EN: 'Baccarat Table 1',
      VI: 'Bàn Baccarat 1',
      CN: '百家乐 1号桌',
      ID: 'Meja Baccarat 1',
      TH: 'โต๊ะบาคาร่า 1',
    },
  },
  'house-live-baccarat-2': {
    gameCode: 'LIVE_BACCARAT_SPEED',
    classify: 'BACCARAT',
    rtp: '98.94',
    art: 'house-live-baccarat-2',
    names: {
      EN: 'Speed Baccarat',
      VI: 'Baccarat Tốc Độ',
      CN: '极速百家乐',
      ID: 'Baccarat Kilat',
      TH: 'บาคาร่าสปีด',
    },
  },
  'house-live-baccarat-3': {
    gameCode: 'LIVE_BACCARAT_VIP',
    classify: 'BACCARAT',
    rtp: '98.94',
    art: 'house-live-baccarat-3',
    names: { EN: 'VIP Baccarat', VI: 'Baccarat VIP', CN: '贵宾百家乐', ID: 'Baccarat VIP', TH: 'บาคาร่า VIP' },
  },
  'house-live-roulette': {
    gameCode: 'LIVE_EUROPEAN_ROULETTE',
    classify: 'ROULETTE',
    rtp: '97.30',
    // The tile art of the wheel and dice tables is drawn under the game's name rather than the table id.
    art: 'house-roulette',
    names: {
      EN: 'European Roulette',
      VI: 'Roulette Châu Âu',
      CN: '欧洲轮盘',
      ID: 'Roulette Eropa',
      TH: 'รูเล็ตยุโรป',
    },
  },
  'house-live-sicbo': {
    gameCode: 'LIVE_SIC_BO',
    classify: 'SIC_BO',
    rtp: '97.22',
    art: 'house-sic-bo',
    names: { EN: 'Sic Bo', VI: 'Tài Xỉu', CN: '骰宝', ID: 'Sic Bo', TH: 'ไฮโล' },
  },
  'house-live-dragon-tiger': {
    gameCode: 'LIVE_DRAGON_TIGER',
    classify: 'DRAGON_TIGER',
    rtp: '96.27',
    art: 'house-dragon-tiger',
    names: { EN: 'Dragon Tiger', VI: 'Rồng Hổ', CN: '龙虎', ID: 'Naga Harimau', TH: 'เสือมังกร' },
  },
};

/**
 * The in-house live tables as catalogue rows (vendor HOUSE_LIVE, engine kind TABLE, title = the table's id), in the
 * floor's order, after the single-player baccarat. Every table takes 1.00 at least on a spot. The RTP shown on the
 * tile is the table's best main bet (banker, any even-money roulette bet, small or big, dragon or tiger); the rules
 * panel lists every bet's.
 */
export const DEMO_TABLES: DemoTable[] = LIVE_TABLES.map((table, index) => {
  const listing = LISTINGS[table.id]!;
  return {
    vendorCode: 'HOUSE_LIVE',
    gameCode: listing.gameCode,
    category: 'LIVE',
    names: listing.names,
    iconPath: `/house/icons/${listing.art}.svg`,
    gameClassify: listing.classify,
    minBet: '1.00',
    lineCount: 0,
    isHot: index === 0,
    isNew: true,
    sort: index + 2,
    declaredRtp: listing.rtp,
    engineKind: 'TABLE',
    engineTitleId: table.id,
  };
});
