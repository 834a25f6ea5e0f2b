import type { SportLegInput } from '@lucky/contracts/sportsbook/sportsbook-schemas';
import { AppError } from '../../plugins/app-error.ts';
import { PARLAY_MAX_LEGS, PARLAY_MIN_LEGS } from './engine/parlay-rules.ts';
import { ODDS_SCALE } from './engine/margin.ts';
import type { PricedLeg } from './slip-pricing.ts';

export type OddsPolicy = 'ACCEPT_ANY' | 'ACCEPT_HIGHER' | 'ASK';

/** A single has one leg; a parlay 2 to 10 (the engine's rules refuse two legs of one event later). */
export function checkSlipShape(kind: 'SINGLE' | 'PARLAY', legs: readonly SportLegInput[]): void {
  if (kind === 'SINGLE' && legs.length !== 1) throw new AppError('sports.bet.invalid', 'A single has exactly one leg');
  if (kind === 'PARLAY' && (legs.length < PARLAY_MIN_LEGS || legs.length > PARLAY_MAX_LEGS))
    throw new AppError('sports.parlay.legs');
}

/**
 * The odds each leg is struck at under the player's policy: ACCEPT_ANY takes the price now; ACCEPT_HIGHER takes it
 * unless it fell; ASK only when unchanged. A refusal carries every leg's price now, for the slip to show.
 */
export function checkOddsPolicy(priced: PricedLeg[], policy: OddsPolicy): number[] {
  const moved = priced.some((leg) =>
    policy === 'ASK'
      ? leg.oddsMilli !== leg.input.oddsMilli
      : policy === 'ACCEPT_HIGHER'
        ? leg.oddsMilli! < leg.input.oddsMilli
        : false,
  );
  if (moved)
    throw new AppError('sports.odds.changed', undefined, {
      legs: priced.map((leg) => ({
        eventId: leg.input.eventId,
        marketKey: leg.input.marketKey,
        selectionKey: leg.input.selectionKey,
        oddsMilli: leg.oddsMilli,
      })),
    });
  return priced.map((leg) => leg.oddsMilli!);
}

/** Stake × odds, rounded down, capped at the maximum payout. */
export function potentialPayoutOf(stake: bigint, oddsMilli: bigint, maxPayout: bigint): bigint {
  const payout = (stake * oddsMilli) / BigInt(ODDS_SCALE);
  return payout > maxPayout ? maxPayout : payout;
}
