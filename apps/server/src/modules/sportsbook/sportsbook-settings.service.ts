import type { AppContext } from '../../app-context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { DEFAULT_MARGINS, type MarginTable, type SportMargins } from './engine/margin.ts';
import { MARKET_SPORTS, type MarketType } from './engine/market-types.ts';
import { SPORTS, type Sport } from './engine/sport-models.ts';
import { findBookSettings, findSportSettings, type SportSettingsRow } from './sportsbook-settings.repository.ts';

/** Stake limits of one market type (minor units); the default row of a sport is `*`. */
export type MarketLimits = { minStake: bigint; maxStake: bigint; maxPayout: bigint; liabilityCap: bigint };
export type BookSettings = {
  /** Loaded at: a priced board made under older settings is not reused. */
  version: number;
  margins: MarginTable;
  limitsOf: (sport: Sport, type: MarketType) => MarketLimits;
  /** Whether a market type has its own row (else it follows its sport's defaults). */
  hasOverride: (sport: Sport, type: MarketType) => boolean;
  cashOutMargin: number;
  betDelayMs: number;
  parlayMaxPayout: bigint;
};

export const DEFAULTS_KEY = '*';
const FALLBACK_LIMITS: MarketLimits = {
  minStake: 100n,
  maxStake: 500_000n,
  maxPayout: 5_000_000n,
  liabilityCap: 20_000_000n,
};
const CACHE_MS = 1000;

function buildSettings(rows: SportSettingsRow[], book: Awaited<ReturnType<typeof findBookSettings>>, version: number) {
  const byKey = new Map(rows.map((row) => [`${row.sport}:${row.marketType}`, row]));
  const margins = Object.fromEntries(
    SPORTS.map((sport) => {
      const base = DEFAULT_MARGINS[sport];
      const own = byKey.get(`${sport}:${DEFAULTS_KEY}`);
      const markets: SportMargins['markets'] = { ...base.markets };
      for (const row of rows)
        if (row.sport === sport && row.marketType !== DEFAULTS_KEY) markets[row.marketType as MarketType] = row.margin;
      return [sport, { default: own?.margin ?? base.default, markets }];
    }),
  ) as unknown as MarginTable;
  const limitsOf = (sport: Sport, type: MarketType): MarketLimits => {
    const row = byKey.get(`${sport}:${type}`) ?? byKey.get(`${sport}:${DEFAULTS_KEY}`);
    return row
      ? { minStake: row.minStake, maxStake: row.maxStake, maxPayout: row.maxPayout, liabilityCap: row.liabilityCap }
      : FALLBACK_LIMITS;
  };
  return {
    version,
    margins,
    limitsOf,
    hasOverride: (sport: Sport, type: MarketType) =>
      byKey.has(`${sport}:${type}`) && MARKET_SPORTS[type].includes(sport),
    cashOutMargin: book?.cashOutMargin ?? 0.05,
    betDelayMs: book?.betDelayMs ?? 3000,
    parlayMaxPayout: book?.parlayMaxPayout ?? 10_000_000n,
  } satisfies BookSettings;
}

const cache = new WeakMap<object, { at: number; settings: BookSettings }>();
let versionCounter = 0;

/** The book's settings, read at most once a second per instance (the desk's changes drop the cache). */
export async function loadBookSettings(ctx: AppContext, db: Db | Tx = ctx.database.db): Promise<BookSettings> {
  const hit = cache.get(ctx);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.settings;
  const [rows, book] = await Promise.all([findSportSettings(db), findBookSettings(db)]);
  versionCounter += 1;
  const settings = buildSettings(rows, book, versionCounter);
  cache.set(ctx, { at: Date.now(), settings });
  return settings;
}

export function forgetBookSettings(ctx: AppContext): void {
  cache.delete(ctx);
}
