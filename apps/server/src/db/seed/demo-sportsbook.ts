import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { parseMoney } from '../../lib/money.ts';
import { DEFAULT_MARGINS } from '../../modules/sportsbook/engine/margin.ts';
import { SPORTS } from '../../modules/sportsbook/engine/sport-models.ts';
import {
  DEMO_BOOK_SETTINGS,
  DEMO_SPORT_LIMITS,
  SPORTS_GAMES,
  SPORTS_VENDOR,
  SPORTS_VENDOR_ROW,
} from '../../modules/sportsbook/sportsbook-catalogue.ts';
import { BOOK_SETTINGS_ID } from '../../modules/sportsbook/sportsbook-settings.repository.ts';
import type { Db } from '../client.ts';
import { games } from '../schema/games.ts';
import { gameVendors } from '../schema/merchant.ts';
import { sportBookSettings, sportSettings } from '../schema/sportsbook.ts';

/**
 * The in-house sportsbook vendor, its catalogue games (one per sport) and the book's demo settings (margins from
 * the engine's defaults, demo limits); what is missing is inserted, operator changes are kept. Events are
 * scheduled by the sportsbook job.
 */
export async function seedDemoSportsbook(db: Db, scale: number): Promise<void> {
  await db
    .insert(gameVendors)
    .values({ ...SPORTS_VENDOR_ROW, walletSecret: randomBytes(32).toString('hex'), walletSecretSetAt: new Date() })
    .onConflictDoNothing();
  await db
    .update(gameVendors)
    .set({ walletSecret: randomBytes(32).toString('hex'), walletSecretSetAt: new Date() })
    .where(and(eq(gameVendors.code, SPORTS_VENDOR), isNull(gameVendors.walletSecret)));
  await db
    .insert(games)
    .values(
      SPORTS_GAMES.map((game, index) => ({
        vendorCode: SPORTS_VENDOR,
        gameCode: game.gameCode,
        category: game.category,
        names: game.names,
        iconPath: `/house/icons/${game.gameCode.toLowerCase().replaceAll('_', '-')}.svg`,
        gameClassify: game.sport,
        minBet: parseMoney(DEMO_SPORT_LIMITS.minStake, scale),
        isHot: false,
        sort: index,
      })),
    )
    .onConflictDoNothing();
  const money = (text: string) => parseMoney(text, scale);
  await db
    .insert(sportSettings)
    .values(
      SPORTS.map((sport) => ({
        sport,
        marketType: '*',
        margin: DEFAULT_MARGINS[sport].default,
        minStake: money(DEMO_SPORT_LIMITS.minStake),
        maxStake: money(DEMO_SPORT_LIMITS.maxStake),
        maxPayout: money(DEMO_SPORT_LIMITS.maxPayout),
        liabilityCap: money(DEMO_SPORT_LIMITS.liabilityCap),
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(sportBookSettings)
    .values({
      id: BOOK_SETTINGS_ID,
      cashOutMargin: DEMO_BOOK_SETTINGS.cashOutMargin,
      betDelayMs: DEMO_BOOK_SETTINGS.betDelayMs,
      parlayMaxPayout: money(DEMO_BOOK_SETTINGS.parlayMaxPayout),
    })
    .onConflictDoNothing();
}
