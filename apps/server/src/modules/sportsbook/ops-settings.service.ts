import type { AppContext } from '../../app-context.ts';
import { formatMoney, parseMoney } from '../../lib/money.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { ActiveOperator } from '../audit/active-operator.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { inTransaction } from '../wallet/ledger.service.ts';
import { marginFor } from './engine/margin.ts';
import { MARKET_SPORTS, MARKET_TYPES, type MarketType } from './engine/market-types.ts';
import { SPORTS, type Sport } from './engine/sport-models.ts';
import {
  DEFAULTS_KEY,
  forgetBookSettings,
  loadBookSettings,
  type BookSettings,
} from './sportsbook-settings.service.ts';
import { deleteSportSettings, upsertBookSettings, upsertSportSettings } from './sportsbook-settings.repository.ts';

type Currency = MerchantConfig['currency'];

function limitsView(settings: BookSettings, sport: Sport, type: MarketType | null, scale: number) {
  const limits = type ? settings.limitsOf(sport, type) : settings.limitsOf(sport, '*' as MarketType);
  return {
    margin: type ? marginFor(settings.margins, sport, type) : settings.margins[sport].default,
    minStake: formatMoney(limits.minStake, scale),
    maxStake: formatMoney(limits.maxStake, scale),
    maxPayout: formatMoney(limits.maxPayout, scale),
    liabilityCap: formatMoney(limits.liabilityCap, scale),
  };
}

export async function readOpsSportsSettings(ctx: AppContext, currency: Currency) {
  const settings = await loadBookSettings(ctx);
  return {
    sports: SPORTS.map((sport) => ({
      sport,
      defaults: limitsView(settings, sport, null, currency.scale),
      markets: MARKET_TYPES.filter((type) => MARKET_SPORTS[type].includes(sport)).map((type) => ({
        marketType: type,
        isOverride: settings.hasOverride(sport, type),
        ...limitsView(settings, sport, type, currency.scale),
      })),
    })),
    cashOutMargin: settings.cashOutMargin,
    betDelaySeconds: Math.round(settings.betDelayMs / 1000),
    parlayMaxPayout: formatMoney(settings.parlayMaxPayout, currency.scale),
  };
}

type SettingsBody = {
  sport?: Sport;
  marketType?: MarketType;
  margin?: number;
  minStake?: string;
  maxStake?: string;
  maxPayout?: string;
  liabilityCap?: string;
  resetOverride: boolean;
  cashOutMargin?: number;
  betDelaySeconds?: number;
  parlayMaxPayout?: string;
};

/** Changes a sport's defaults or a market type's row, and the book-wide settings; audited with before and after. */
export async function updateOpsSportsSettings(
  ctx: AppContext,
  input: { operator: ActiveOperator; body: SettingsBody; currency: Currency },
) {
  const { body, currency } = input;
  const before = await readOpsSportsSettings(ctx, currency);
  const settings = await loadBookSettings(ctx);
  const money = (text: string | undefined, fallback: bigint) =>
    text === undefined ? fallback : parseMoney(text, currency.scale);
  if (body.marketType && (!body.sport || !MARKET_SPORTS[body.marketType].includes(body.sport)))
    throw new AppError('sports.settings.invalid', `${body.marketType} is not a market of ${body.sport ?? 'no sport'}`);
  await inTransaction(ctx.database.db, async (tx) => {
    if (body.sport) {
      const key = body.marketType ?? DEFAULTS_KEY;
      if (body.resetOverride && body.marketType) await deleteSportSettings(tx, body.sport, key);
      else {
        const current = settings.limitsOf(body.sport, key as MarketType);
        const row = {
          sport: body.sport,
          marketType: key,
          margin:
            body.margin ??
            (body.marketType
              ? marginFor(settings.margins, body.sport, body.marketType)
              : settings.margins[body.sport].default),
          minStake: money(body.minStake, current.minStake),
          maxStake: money(body.maxStake, current.maxStake),
          maxPayout: money(body.maxPayout, current.maxPayout),
          liabilityCap: money(body.liabilityCap, current.liabilityCap),
          updatedAt: ctx.now(),
        };
        if (row.minStake <= 0n || row.minStake > row.maxStake || row.maxPayout < row.maxStake)
          throw new AppError('sports.settings.invalid', 'Stakes must satisfy 0 < min ≤ max ≤ maximum payout');
        await upsertSportSettings(tx, row);
      }
    }
    await upsertBookSettings(tx, {
      cashOutMargin: body.cashOutMargin ?? settings.cashOutMargin,
      betDelayMs: body.betDelaySeconds === undefined ? settings.betDelayMs : body.betDelaySeconds * 1000,
      parlayMaxPayout: money(body.parlayMaxPayout, settings.parlayMaxPayout),
      updatedAt: ctx.now(),
    });
    await recordAudit(tx, {
      operator: input.operator,
      action: 'sports.settings.update',
      targetType: 'sport_settings',
      targetId: body.sport ? `${body.sport}:${body.marketType ?? DEFAULTS_KEY}` : 'BOOK',
      before: {
        sport: JSON.parse(JSON.stringify(before.sports.find((entry) => entry.sport === body.sport) ?? null)),
        cashOutMargin: before.cashOutMargin,
        betDelaySeconds: before.betDelaySeconds,
        parlayMaxPayout: before.parlayMaxPayout,
      },
      after: JSON.parse(JSON.stringify(body)),
    });
  });
  forgetBookSettings(ctx);
  return readOpsSportsSettings(ctx, currency);
}
