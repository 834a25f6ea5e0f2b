import { eq } from 'drizzle-orm';
import { parseMoney } from '../../lib/money.ts';
import {
  DEMO_TIENLEN_RULES,
  DEMO_TIENLEN_TABLES,
  DEMO_NIUNIU_RULES,
  DEMO_NIUNIU_TABLES,
  DEMO_PVP_RULES,
  DEMO_PVP_TABLES,
  PVP_CATALOGUE_GAMES,
  PVP_VENDOR,
  PVP_VENDOR_ROW,
  RUNNING_PVP_GAMES,
} from '../../modules/pvp/pvp-catalogue.ts';
import type { Db } from '../client.ts';
import { games } from '../schema/games.ts';
import { gameVendors } from '../schema/merchant.ts';
import { pvpTables } from '../schema/pvp.ts';

/**
 * The PVP vendor, its catalogue games and the demo Hold'em, Niu-Niu and Tiến Lên rooms; what is missing is inserted, operator
 * changes are kept (a game's tables are only added to a database that has none of that game).
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
        // The smallest big blind (or unit stake) of the demo rooms: what a hand costs at least.
        minBet: parseMoney(
          game.game === 'NIUNIU'
            ? DEMO_NIUNIU_TABLES[0].ante
            : game.game === 'TIENLEN'
              ? DEMO_TIENLEN_TABLES[0].ante
              : DEMO_PVP_TABLES[0].bigBlind,
          scale,
        ),
        // Only the games with a table runtime are listed; the others once they have one.
        status: RUNNING_PVP_GAMES.includes(game.game) ? ('ACTIVE' as const) : ('DISABLED' as const),
        isHot: false,
        sort: index,
      })),
    )
    .onConflictDoNothing();
  await seedHoldemTables(db, currency, scale);
  const money = { currency, scale };
  await seedAnteTables(
    db,
    { game: 'NIUNIU', tables: DEMO_NIUNIU_TABLES, rules: DEMO_NIUNIU_RULES, sortFrom: DEMO_PVP_TABLES.length },
    money,
  );
  await seedAnteTables(
    db,
    {
      game: 'TIENLEN',
      tables: DEMO_TIENLEN_TABLES,
      rules: DEMO_TIENLEN_RULES,
      sortFrom: DEMO_PVP_TABLES.length + DEMO_NIUNIU_TABLES.length,
    },
    money,
  );
}

async function hasTablesOf(db: Db, game: 'HOLDEM' | 'NIUNIU' | 'TIENLEN'): Promise<boolean> {
  const [existing] = await db.select({ id: pvpTables.id }).from(pvpTables).where(eq(pvpTables.game, game)).limit(1);
  return existing !== undefined;
}

async function seedHoldemTables(db: Db, currency: string, scale: number): Promise<void> {
  if (await hasTablesOf(db, 'HOLDEM')) return;
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

type AnteRules = {
  rakeBp: number;
  rakeCapUnits: number;
  minBuyInUnits: number;
  maxBuyInUnits: number;
  seats: number;
  practiceBots: number;
  turnSeconds: number;
};
type AnteTable = { name: string; stakeLevel: string; ante: string; practice: boolean };

/** The demo rooms of a game staked by a unit (ante): Niu-Niu and Tiến Lên, listed after the Hold'em rooms. */
async function seedAnteTables(
  db: Db,
  input: { game: 'NIUNIU' | 'TIENLEN'; tables: readonly AnteTable[]; rules: AnteRules; sortFrom: number },
  money: { currency: string; scale: number },
): Promise<void> {
  if (await hasTablesOf(db, input.game)) return;
  const { rules } = input;
  await db.insert(pvpTables).values(
    input.tables.map((table, index) => {
      const ante = parseMoney(table.ante, money.scale);
      return {
        game: input.game,
        name: table.name,
        stakeLevel: table.stakeLevel,
        currency: money.currency,
        ante,
        rakeBp: rules.rakeBp,
        rakeCap: ante * BigInt(rules.rakeCapUnits),
        minBuyIn: ante * BigInt(rules.minBuyInUnits),
        maxBuyIn: ante * BigInt(rules.maxBuyInUnits),
        seats: rules.seats,
        practice: table.practice,
        botSeats: table.practice ? rules.practiceBots : 0,
        turnSeconds: rules.turnSeconds,
        sort: input.sortFrom + index,
      };
    }),
  );
}
