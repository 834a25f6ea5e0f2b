import type { SportLegInput } from '@lucky/contracts/sportsbook/sportsbook-schemas';
import type { AppContext } from '../../app-context.ts';
import { parseAmount } from '../../lib/amount.ts';
import { formatMoney } from '../../lib/money.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { combinedOdds, parlayShapeRefusal } from './engine/parlay-rules.ts';
import { loadBookSettings } from './sportsbook-settings.service.ts';
import { priceSlipLegs, slipLimits } from './slip-pricing.ts';
import { potentialPayoutOf } from './slip-rules.ts';

/** Prices a slip without placing it: each leg's price now or the code that refuses it, limits and payout. */
export async function quoteSportsSlip(
  ctx: AppContext,
  input: {
    body: { kind: 'SINGLE' | 'PARLAY'; legs: SportLegInput[]; stake?: string };
    currency: MerchantConfig['currency'];
  },
) {
  const { body, currency } = input;
  const settings = await loadBookSettings(ctx);
  const priced = await priceSlipLegs(ctx, body.legs, settings, ctx.now());
  // The shape is checked apart from the prices: a leg not priced now (a suspended market) leaves the slip a parlay.
  const shape = body.kind === 'PARLAY' ? parlayShapeRefusal(priced.map((leg) => leg.input)) : null;
  const correlated = shape?.reason === 'PARLAY_CORRELATED_LEGS' ? shape.eventId : null;
  const legs = priced.map((leg) => {
    const reason = leg.refusal ?? (correlated === leg.input.eventId ? 'sports.parlay.correlated' : null);
    return { ...leg.input, oddsMilli: leg.oddsMilli, available: reason === null, reason };
  });
  const shapeOk = body.kind === 'SINGLE' ? body.legs.length === 1 : shape === null;
  const allOk = shapeOk && legs.every((leg) => leg.available);
  const odds = allOk ? combinedOdds(legs.map((leg) => leg.oddsMilli!)) : null;
  const limits = slipLimits(priced, settings) ?? { minStake: 0n, maxStake: 0n, maxPayout: 0n };
  const stake = body.stake === undefined ? null : parseAmount(body.stake, currency, 'stake');
  const money = (value: bigint) => formatMoney(value, currency.scale);
  return {
    legs,
    oddsMilli: odds === null ? null : Number(odds),
    minStake: money(limits.minStake),
    maxStake: money(limits.maxStake),
    maxPayout: money(limits.maxPayout),
    potentialPayout: odds !== null && stake !== null ? money(potentialPayoutOf(stake, odds, limits.maxPayout)) : null,
  };
}
