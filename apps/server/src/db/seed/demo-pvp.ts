import { eq } from 'drizzle-orm';
import { parseMoney } from '../../lib/money.ts';
import {
  DEMO_PVP_RULES,
  DEMO_PVP_TABLES,
  PVP_CATALOGUE_GAMES,
  PVP_VENDOR,
  PVP_VENDOR_ROW,
} from '../../modules/pvp/pvp-catalogue.ts';
import type { Db } from '../client.ts';
import { games } from '../schema/games.ts';
import { gameVendors } from '../schema/merchant.ts';
import { pvpTables } from '../schema/pvp.ts';

/**
 * The PVP vendor, its catalogue games and the demo Hold'em rooms; what is missing is inserted, operator changes are
 * kept (tables are only added to a database that has none).
 */
export async function seedDemoPvp(db: Db, currency: string, scale: number): Promise<void> {
  await db.insert(gameVendors).values(PVP_VENDOR_ROW).onConflictDoNothing();
  await db
    .insert(games)
    .values(
      PVP_CATALOGUE_GAMES.map((game, index) => ({
        vendorCode: PVP_VENDOR,
        gameCode: game.gameCode,
        category: 'PVP' as const,
        names: game.names,
        iconPath: `/house/icons/${game.gameCode.toLowerCase().replaceAll('_', '-')}.svg`,
        gameClassify: game.game,
        // The smallest big blind of the demo rooms: what a hand costs at least.
        minBet: parseMoney(DEMO_PVP_TABLES[0].bigBlind, scale),
        // Only Hold'em has a table runtime yet; the others are listed once they do.
        status: game.game === 'HOLDEM' ? ('ACTIVE' as const) : ('DISABLED' as const),
        isHot: false,
        sort: index,
      })),
    )
    .onConflictDoNothing();
  const [existing] = await db.select({ id: pvpTables.id }).from(pvpTables).where(eq(pvpTables.game, 'HOLDEM')).limit(1);
  if (existing) return;
  const rules = DEMO_PVP_RULES;
  await db.insert(pvpTables).values(
    DEMO_PVP_TABLES.map((table, index) => {
      const bigBlind = parseMoney(table.bigBlind, scale);
      return {
        game: 'HOLDEM' as const,
        name: table.name,
        stakeLevel: table.stakeLevel,
        currency,
        smallBlind: parseMoney(table.smallBlind, scale),
        bigBlind,
        rakeBp: rules.rakeBp,
        rakeCap: bigBlind * BigInt(rules.rakeCapBigBlinds),
        minBuyIn: bigBlind * BigInt(rules.minBuyInBigBlinds),
        maxBuyIn: bigBlind * BigInt(rules.maxBuyInBigBlinds),
        seats: rules.seats,
        practice: table.practice,
        botSeats: table.practice ? rules.practiceBots : 0,
        turnSeconds: rules.turnSeconds,
        sort: index,
      };
    }),
  );
}
