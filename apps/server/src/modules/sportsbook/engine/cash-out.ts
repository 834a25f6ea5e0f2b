/**
 * The price the book buys an open bet back at: what the bet is worth now at fair prices, less a cash-out margin.
 * Settled legs count their exact multiplier; each open leg its fair expected multiplier at the current state (the
 * sum over its outcomes of probability × multiplier, from priceEvent's selectionOutcomeProbabilities). Legs of
 * different events are independent (parlay-rules refuses two of one event), so the expectations multiply.
 */
import { LEG_DENOMINATOR, legMultiplier, legMultiplierNumerator } from './bet-payout.ts';
import { MAX_MARGIN } from './margin.ts';
import { SETTLEMENT_OUTCOMES, type SettledOutcome } from './market-types.ts';
import type { SelectionQuote } from './price-event.ts';

export type CashOutLeg =
  | { odds: number; settled: SettledOutcome }
  /** An open leg and its selection's quote now; null when the engine cannot price it (treated as suspended). */
  | { odds: number; quote: SelectionQuote | null };

export type CashOutInput = { stake: bigint; legs: readonly CashOutLeg[]; cashOutMargin: number; maxPayout: bigint };

export const CASH_OUT_REFUSALS = ['CASH_OUT_SUSPENDED', 'CASH_OUT_NOTHING_OPEN', 'CASH_OUT_BET_LOST'] as const;
export type CashOutRefusal = (typeof CASH_OUT_REFUSALS)[number];
export type CashOutValue = { ok: true; value: bigint } | { ok: false; reason: CashOutRefusal };

/** The expectation is a float; it enters the money as a fraction over 10^12, far finer than any stake's unit. */
const FACTOR_SCALE = 1_000_000_000_000;

/** Σ P(outcome) × multiplier(outcome) of an open leg at `odds`. */
export function expectedLegMultiplier(odds: number, quote: SelectionQuote): number {
  return SETTLEMENT_OUTCOMES.reduce(
    (sum, outcome) => sum + quote.outcomes[outcome] * legMultiplier({ odds, outcome }),
    0,
  );
}

/**
 * The cash-out value in minor units, rounded down and never above `maxPayout`; refused while any open leg's market
 * is suspended, when a leg has already lost, or when no leg is open (the bet is for settlement to pay).
 */
export function cashOutValue(input: CashOutInput): CashOutValue {
  if (input.stake <= 0n || input.maxPayout < 0n) throw new RangeError('stake and maximum payout');
  if (!(input.cashOutMargin >= 0 && input.cashOutMargin <= MAX_MARGIN)) {
    throw new RangeError(`cash-out margin ${input.cashOutMargin}`);
  }
  let settledNumerator = 1n;
  let settledDenominator = 1n;
  let openFactor = 1;
  let open = 0;
  for (const leg of input.legs) {
    if ('settled' in leg) {
      if (leg.settled === 'LOSE') return { ok: false, reason: 'CASH_OUT_BET_LOST' };
      settledNumerator *= legMultiplierNumerator({ odds: leg.odds, outcome: leg.settled });
      settledDenominator *= LEG_DENOMINATOR;
      continue;
    }
    if (leg.quote === null || leg.quote.suspended) return { ok: false, reason: 'CASH_OUT_SUSPENDED' };
    openFactor *= expectedLegMultiplier(leg.odds, leg.quote);
    open += 1;
  }
  if (open === 0) return { ok: false, reason: 'CASH_OUT_NOTHING_OPEN' };
  const factor = BigInt(Math.round(openFactor * (1 - input.cashOutMargin) * FACTOR_SCALE));
  const value = (input.stake * settledNumerator * factor) / (settledDenominator * BigInt(FACTOR_SCALE));
  return { ok: true, value: value > input.maxPayout ? input.maxPayout : value };
}
