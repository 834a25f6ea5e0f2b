/**
 * Which legs make a parlay. Two legs of one event are refused: their outcomes are correlated (a home win and over
 * 2.5 goals tend to come together), so multiplying their prices as if independent would misprice the bet, always
 * in the bettor's favour when they pick a correlated pair.
 */
import { ODDS_SCALE } from './margin.ts';

export const PARLAY_MIN_LEGS = 2;
export const PARLAY_MAX_LEGS = 10;

export type ParlayLeg = { eventId: string; marketKey: string; selectionKey: string; odds: number };

export const PARLAY_REFUSALS = ['PARLAY_TOO_FEW_LEGS', 'PARLAY_TOO_MANY_LEGS', 'PARLAY_CORRELATED_LEGS'] as const;
export type ParlayRefusal = (typeof PARLAY_REFUSALS)[number];

export type ParlayCheck = { ok: true; combinedOdds: bigint } | { ok: false; reason: ParlayRefusal; eventId?: string };

/**
 * The combined decimal odds of legs in thousandths: the product of their prices, rounded down to a thousandth (a
 * bigint: ten long prices overflow a double's exact integers).
 */
export function combinedOdds(odds: readonly number[]): bigint {
  const scale = BigInt(ODDS_SCALE);
  let numerator = 1n;
  for (const price of odds) {
    if (!Number.isInteger(price) || price <= ODDS_SCALE) throw new RangeError(`odds ${price}`);
    numerator *= BigInt(price);
  }
  return numerator / scale ** BigInt(Math.max(0, odds.length - 1));
}

/** The slip's shape alone, whatever its prices: 2–10 legs, one per event. Null when the legs make a parlay. */
export function parlayShapeRefusal(
  legs: readonly { eventId: string }[],
): { reason: ParlayRefusal; eventId?: string } | null {
  if (legs.length < PARLAY_MIN_LEGS) return { reason: 'PARLAY_TOO_FEW_LEGS' };
  if (legs.length > PARLAY_MAX_LEGS) return { reason: 'PARLAY_TOO_MANY_LEGS' };
  const events = new Set<string>();
  for (const leg of legs) {
    if (events.has(leg.eventId)) return { reason: 'PARLAY_CORRELATED_LEGS', eventId: leg.eventId };
    events.add(leg.eventId);
  }
  return null;
}

export function checkParlay(legs: readonly ParlayLeg[]): ParlayCheck {
  const refusal = parlayShapeRefusal(legs);
  if (refusal) return { ok: false, ...refusal };
  return { ok: true, combinedOdds: combinedOdds(legs.map((leg) => leg.odds)) };
}
