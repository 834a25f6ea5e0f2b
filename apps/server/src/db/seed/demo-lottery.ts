import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { parseMoney } from '../../lib/money.ts';
import { DEFAULT_LIMITS_KEY, toLoadedGame } from '../../modules/lottery/lottery-games.service.ts';
import { DEMO_LOTTERY_GAMES, LOTTERY_VENDORS } from '../../modules/lottery/lottery-catalogue.ts';
import { findLotteryGames, insertOddsVersion } from '../../modules/lottery/lottery.repository.ts';
import type { Db } from '../client.ts';
import { games } from '../schema/games.ts';
import { lotteryGames } from '../schema/lottery.ts';
import { gameVendors } from '../schema/merchant.ts';

/**
 * The in-house lottery vendors and their games (lottery-catalogue.ts): what is missing is inserted, operator
 * changes are kept. Each game's demo odds are recorded as its version 1. Draws are scheduled by the lottery job.
 */
export async function seedDemoLottery(db: Db, scale: number): Promise<void> {
  await db
    .insert(gameVendors)
    .values(
      LOTTERY_VENDORS.map((vendor) => ({
        ...vendor,
        walletSecret: randomBytes(32).toString('hex'),
        walletSecretSetAt: new Date(),
      })),
    )
    .onConflictDoNothing();
  await db
    .update(gameVendors)
    .set({ walletSecret: randomBytes(32).toString('hex'), walletSecretSetAt: new Date() })
    .where(
      and(
        inArray(
          gameVendors.code,
          LOTTERY_VENDORS.map((vendor) => vendor.code),
        ),
        isNull(gameVendors.walletSecret),
      ),
    );
  await db
    .insert(games)
    .values(
      DEMO_LOTTERY_GAMES.map((game) => ({
        vendorCode: game.vendorCode,
        gameCode: game.code,
        category: game.category,
        names: game.names,
        iconPath: `/house/icons/lottery-${game.code.toLowerCase().replaceAll('_', '-')}.svg`,
        gameClassify: game.kind,
        minBet: parseMoney(game.minStake, scale),
        isHot: game.kind === 'VN' || game.code === 'KENO_1M',
        sort: game.sort,
      })),
    )
    .onConflictDoNothing();
  for (const game of DEMO_LOTTERY_GAMES) {
    const [catalogue] = await db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.vendorCode, game.vendorCode), eq(games.gameCode, game.code)));
    if (!catalogue) continue;
    const limits = {
      [DEFAULT_LIMITS_KEY]: {
        minStake: parseMoney(game.minStake, scale).toString(),
        maxStake: parseMoney(game.maxStake, scale).toString(),
        liabilityCap: parseMoney(game.liabilityCap, scale).toString(),
      },
    };
    await db
      .insert(lotteryGames)
      .values({
        code: game.code,
        gameId: catalogue.id,
        kind: game.kind,
        variant: game.variant,
        prizeMode: game.prizeMode,
        groupCode: game.groupCode,
        schedule: game.schedule,
        timeZone: game.timeZone,
        stopSaleSeconds: game.stopSaleSeconds,
        limits,
        sort: game.sort,
      })
      .onConflictDoNothing();
  }
  for (const row of await findLotteryGames(db)) {
    const loaded = toLoadedGame(row);
    await insertOddsVersion(db, {
      gameCode: row.code,
      version: row.oddsVersion,
      odds: JSON.parse(
        JSON.stringify(loaded.odds, (_key, value) => (typeof value === 'bigint' ? value.toString() : value)),
      ),
    });
  }
}
