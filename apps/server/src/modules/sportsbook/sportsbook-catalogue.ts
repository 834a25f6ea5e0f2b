import type { LocalizedText } from '../../db/schema/merchant.ts';
import type { Sport } from './engine/sport-models.ts';
import { localizedNames as names } from '../../lib/localized-names.ts';

/**
 * The in-house sportsbook as a vendor of the catalogue: one vendor (`HOUSE_SPORTS`), one catalogue game per sport,
 * so a bet's round is logged in `game_rounds` under its sport's game and counts for turnover, VIP, missions, points,
 * rebates and agent reports like any round. Football, basketball and cockfight sit in SPORTS (COCKFIGHT is a
 * navigation key, not a game category: spec §3), the two e-sports titles in ESPORTS.
 */
export const SPORTS_VENDOR = 'HOUSE_SPORTS';
export const SPORTS_VENDOR_ROW = {
  code: SPORTS_VENDOR,
  displayName: 'Lucky Sports',
  category: 'SPORTS' as const,
  isHot: true,
  sort: 0,
};

export type SportsGame = { sport: Sport; gameCode: string; category: 'SPORTS' | 'ESPORTS'; names: LocalizedText };

export const SPORTS_GAMES: readonly SportsGame[] = [
  {
    sport: 'FOOTBALL',
    gameCode: 'SB_FOOTBALL',
    category: 'SPORTS',
    names: names('Virtual Football', 'Bóng đá ảo', '虚拟足球', 'Sepak Bola Virtual', 'ฟุตบอลเสมือน'),
  },
  {
    sport: 'BASKETBALL',
    gameCode: 'SB_BASKETBALL',
    category: 'SPORTS',
    names: names('Virtual Basketball', 'Bóng rổ ảo', '虚拟篮球', 'Bola Basket Virtual', 'บาสเกตบอลเสมือน'),
  },
  {
    sport: 'COCKFIGHT',
    gameCode: 'SB_COCKFIGHT',
    category: 'SPORTS',
    names: names('Virtual Cockfight', 'Đá gà ảo', '虚拟斗鸡', 'Sabung Ayam Virtual', 'ชนไก่เสมือน'),
  },
  {
    sport: 'MOBA',
    gameCode: 'SB_MOBA',
    category: 'ESPORTS',
    names: names('E-sports MOBA', 'Thể thao điện tử MOBA', '电竞 MOBA', 'E-sports MOBA', 'อีสปอร์ต MOBA'),
  },
  {
    sport: 'SHOOTER',
    gameCode: 'SB_SHOOTER',
    category: 'ESPORTS',
    names: names('E-sports Shooter', 'Thể thao điện tử bắn súng', '电竞射击', 'E-sports Shooter', 'อีสปอร์ตยิงปืน'),
  },
];

export function gameCodeOfSport(sport: Sport): string {
  const game = SPORTS_GAMES.find((entry) => entry.sport === sport);
  if (!game) throw new Error(`sportsbook: no catalogue game for ${sport}`);
  return game.gameCode;
}

/** Demo limits per sport, in the currency's major units; the desk changes them (sport_settings). */
export const DEMO_SPORT_LIMITS = { minStake: '1', maxStake: '5000', maxPayout: '50000', liabilityCap: '200000' };
export const DEMO_BOOK_SETTINGS = { cashOutMargin: 0.05, betDelayMs: 3000, parlayMaxPayout: '100000' };
