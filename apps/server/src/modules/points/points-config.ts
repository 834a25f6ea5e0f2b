import { GAME_CATEGORIES, type GameCategory } from '@lucky/contracts/common/constants';
import { pointsConfigSchema, type PointsConfig } from '@lucky/contracts/points/points-endpoints';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { pointsSettings } from '../../db/schema/points.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { parseAmount } from '../../lib/amount.ts';

/**
 * Used until the operator saves rates: 1 point per 10.00 of valid bets in every category and per
 * 10.00 deposited; 100 points convert to 1.00. Documented in README.md.
 */
export const DEFAULT_POINTS_CONFIG: PointsConfig = {
  betMoneyPerPoint: Object.fromEntries(GAME_CATEGORIES.map((category) => [category, '10.00'])) as Record<
    GameCategory,
    string
  >,
  depositMoneyPerPoint: '10.00',
  convert: { isEnabled: true, points: 100, cash: '1.00', minPoints: 100 },
};

export async function readPointsConfig(db: Db | Tx, merchantCode: string): Promise<PointsConfig> {
  const [row] = await db.select().from(pointsSettings).where(eq(pointsSettings.merchantCode, merchantCode));
  if (!row) return DEFAULT_POINTS_CONFIG;
  const parsed = pointsConfigSchema.safeParse(row.config);
  return parsed.success ? { ...DEFAULT_POINTS_CONFIG, ...parsed.data } : DEFAULT_POINTS_CONFIG;
}

/** Checks every rate against the currency (decimals, size) before it is stored; "0" turns a source off. */
export function assertPointsConfig(config: PointsConfig, currency: MerchantConfig['currency']): void {
  for (const [category, rate] of Object.entries(config.betMoneyPerPoint))
    parseAmount(rate, currency, `betMoneyPerPoint.${category}`, { allowZero: true });
  parseAmount(config.depositMoneyPerPoint, currency, 'depositMoneyPerPoint', { allowZero: true });
  parseAmount(config.convert.cash, currency, 'convert.cash');
}

export async function writePointsConfig(tx: Tx, merchantCode: string, config: PointsConfig): Promise<void> {
  await tx
    .insert(pointsSettings)
    .values({ merchantCode, config })
    .onConflictDoUpdate({ target: pointsSettings.merchantCode, set: { config, updatedAt: sql`now()` } });
}

/** Money (minor units) per point of a source, or null when the source earns nothing. */
export function moneyPerPoint(rate: string | undefined, currency: MerchantConfig['currency']): bigint | null {
  if (!rate) return null;
  const minor = parseAmount(rate, currency, 'rate', { allowZero: true });
  return minor > 0n ? minor : null;
}
