import { randomBytes } from 'node:crypto';
import { and, eq, isNull, like } from 'drizzle-orm';
import { parseMoney } from '../../lib/money.ts';
import { BACCARAT_GAME } from '../../modules/house-games/engine/baccarat-engine.ts';
import { FISH_GAME } from '../../modules/house-games/engine/fish-engine.ts';
import { FRUIT_FIESTA, GOLD_RUSH_777, LUCKY_DRAGON } from '../../modules/house-games/engine/slot-titles.ts';
import type { Db } from '../client.ts';
import { games } from '../schema/games.ts';
import { gameVendors } from '../schema/merchant.ts';
import { DEMO_SLOTS } from './demo-slots.ts';
import { DEMO_TABLES } from './demo-tables.ts';
import { localizedNames as names } from '../../lib/localized-names.ts';

type DemoGame = Omit<typeof games.$inferInsert, 'minBet'> & { minBet: string };

const icon = (titleId: string): string => `/house/icons/${titleId}.svg`;

/** The in-house titles: every one launches and plays (engine kind and title pick the engine). */
export const DEMO_GAMES: DemoGame[] = [
  {
    vendorCode: 'HOUSE_SLOTS',
    gameCode: 'LUCKY_DRAGON',
    category: 'RNG',
    names: names('Lucky Dragon', 'Rồng May Mắn', '幸运神龙', 'Naga Keberuntungan', 'มังกรนำโชค'),
    iconPath: icon(LUCKY_DRAGON.id),
    gameClassify: 'VIDEO_SLOT',
    minBet: '0.20',
    lineCount: LUCKY_DRAGON.paylines.length,
    isHot: true,
    isNew: false,
    sort: 1,
    declaredRtp: LUCKY_DRAGON.declaredRtp.toFixed(2),
    engineKind: 'SLOT',
    engineTitleId: LUCKY_DRAGON.id,
  },
  {
    vendorCode: 'HOUSE_SLOTS',
    gameCode: 'GOLD_RUSH_777',
    category: 'RNG',
    names: names('Gold Rush 777', 'Cơn Sốt Vàng 777', '淘金热777', 'Demam Emas 777', 'ตื่นทอง 777'),
    iconPath: icon(GOLD_RUSH_777.id),
    gameClassify: 'VIDEO_SLOT',
    minBet: '0.20',
    lineCount: GOLD_RUSH_777.paylines.length,
    isHot: true,
    isNew: true,
    sort: 2,
    declaredRtp: GOLD_RUSH_777.declaredRtp.toFixed(2),
    engineKind: 'SLOT',
    engineTitleId: GOLD_RUSH_777.id,
  },
  {
    vendorCode: 'HOUSE_SLOTS',
    gameCode: 'FRUIT_FIESTA',
    category: 'RNG',
    names: names('Fruit Fiesta', 'Lễ Hội Trái Cây', '水果狂欢', 'Pesta Buah', 'เทศกาลผลไม้'),
    iconPath: icon(FRUIT_FIESTA.id),
    gameClassify: 'VIDEO_SLOT',
    minBet: '0.25',
    lineCount: FRUIT_FIESTA.paylines.length,
    isHot: false,
    isNew: true,
    sort: 3,
    declaredRtp: FRUIT_FIESTA.declaredRtp.toFixed(2),
    engineKind: 'SLOT',
    engineTitleId: FRUIT_FIESTA.id,
  },
  {
    vendorCode: 'HOUSE_LIVE',
    gameCode: 'VIRTUAL_BACCARAT',
    category: 'LIVE',
    names: names('Virtual Baccarat', 'Baccarat Ảo', '虚拟百家乐', 'Baccarat Virtual', 'บาคาร่าเสมือน'),
    // Baccarat's banker commission is exact on stakes in steps of 20 minor units (engine README).
    iconPath: icon(BACCARAT_GAME.id),
    gameClassify: 'BACCARAT',
    minBet: '1.00',
    lineCount: 0,
    isHot: true,
    isNew: false,
    sort: 1,
    declaredRtp: '98.94',
    engineKind: 'BACCARAT',
    engineTitleId: BACCARAT_GAME.id,
  },
  {
    vendorCode: 'HOUSE_FISH',
    gameCode: 'OCEAN_HUNTER',
    category: 'FISH',
    names: names('Ocean Hunter', 'Thợ Săn Đại Dương', '海洋猎手', 'Pemburu Samudra', 'นักล่ามหาสมุทร'),
    iconPath: icon(FISH_GAME.id),
    gameClassify: 'FISH_SHOOTER',
    minBet: '0.10',
    lineCount: 0,
    isHot: false,
    isNew: true,
    sort: 1,
    declaredRtp: FISH_GAME.declaredRtp.toFixed(2),
    engineKind: 'FISH',
    engineTitleId: FISH_GAME.id,
  },
];

/**
 * Inserts the demo games that are missing (operator changes to existing rows are kept) and gives the
 * in-house vendors a seamless-wallet secret of their own database's making.
 */
export async function seedDemoGames(db: Db, scale: number): Promise<void> {
  const houseVendors = await db
    .select({ code: gameVendors.code })
    .from(gameVendors)
    .where(and(like(gameVendors.code, 'HOUSE\\_%'), isNull(gameVendors.walletSecret)));
  for (const vendor of houseVendors) {
    await db
      .update(gameVendors)
      .set({ walletSecret: randomBytes(32).toString('hex'), walletSecretSetAt: new Date() })
      .where(and(eq(gameVendors.code, vendor.code), isNull(gameVendors.walletSecret)));
  }
  await db
    .insert(games)
    .values(
      [...DEMO_GAMES, ...DEMO_SLOTS, ...DEMO_TABLES].map((game) => ({
        ...game,
        minBet: parseMoney(game.minBet, scale),
      })),
    )
    .onConflictDoNothing();
}
