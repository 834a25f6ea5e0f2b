import { useParlayQuote, useSingleQuotes, type SlipLeg } from '../api/sportsbook-mutations.ts';
import { compareMoney, isMoneyText, sumMoney } from '../utils/money-sum.ts';
import { pickId, type SlipMode, type SlipPick } from './slip-store.ts';

type QuoteLeg = {
  eventId: string;
  marketKey: string;
  selectionKey: string;
  oddsMilli: number | null;
  available: boolean;
  reason: string | null;
};

/** What the quote says about one pick: its price now, or the server's reason it cannot be bet. */
export type LegStatus = { oddsMilli: number | null; reason: string | null };

export type SlipQuote = {
  legs: Map<string, LegStatus>;
  /** The tightest limits over the bets the slip makes (one parlay, or each single). */
  minStake: string | null;
  maxStake: string | null;
  /** The parlay's combined odds; null for singles. */
  oddsMilli: number | null;
  /** Stake × odds (capped), summed over the singles; null until a valid stake is quoted. */
  potentialPayout: string | null;
  isPending: boolean;
  error: unknown;
  /** Some pick cannot be bet now: the slip cannot be placed as it stands. */
  isBlocked: boolean;
};

const toLeg = (pick: SlipPick): SlipLeg => ({
  eventId: pick.eventId,
  marketKey: pick.marketKey,
  selectionKey: pick.selectionKey,
  oddsMilli: pick.oddsMilli,
});

function legMap(legs: readonly QuoteLeg[]): Map<string, LegStatus> {
  return new Map(
    legs.map((leg) => [
      pickId(leg),
      { oddsMilli: leg.oddsMilli, reason: leg.available ? null : (leg.reason ?? 'sports.market.unavailable') },
    ]),
  );
}

const pickMax = (values: string[]) => values.reduce((best, value) => (compareMoney(value, best) > 0 ? value : best));
const pickMin = (values: string[]) => values.reduce((best, value) => (compareMoney(value, best) < 0 ? value : best));

/** Quotes the slip as it stands (every five seconds, and at each valid stake typed) and sums it up for the form. */
export function useSlipQuote(picks: readonly SlipPick[], mode: SlipMode, stakeText: string): SlipQuote {
  const stake = isMoneyText(stakeText) && compareMoney(stakeText.trim(), '0') > 0 ? stakeText.trim() : undefined;
  const legs = picks.map(toLeg);
  const isParlay = mode === 'PARLAY';
  const parlay = useParlayQuote(legs, stake, isParlay);
  const singles = useSingleQuotes(legs, stake, !isParlay);
  if (isParlay) {
    const value = parlay.data;
    const map = legMap(value?.legs ?? []);
    return {
      legs: map,
      minStake: value?.minStake ?? null,
      maxStake: value?.maxStake ?? null,
      oddsMilli: value?.oddsMilli ?? null,
      potentialPayout: stake ? (value?.potentialPayout ?? null) : null,
      isPending: parlay.isPending && legs.length >= 2,
      error: parlay.error,
      isBlocked:
        [...map.values()].some((leg) => leg.reason !== null) || (value !== undefined && value.oddsMilli === null),
    };
  }
  const values = singles.map((query) => query.data).filter((value) => value !== undefined);
  const map = legMap(values.flatMap((value) => value.legs));
  const isComplete = values.length === legs.length && legs.length > 0;
  const payouts = values.map((value) => value.potentialPayout).filter((payout) => payout !== null);
  return {
    legs: map,
    minStake: isComplete ? pickMax(values.map((value) => value.minStake)) : null,
    maxStake: isComplete ? pickMin(values.map((value) => value.maxStake)) : null,
    oddsMilli: null,
    potentialPayout: stake && isComplete && payouts.length === values.length ? sumMoney(payouts) : null,
    isPending: singles.some((query) => query.isPending),
    error: singles.find((query) => query.error)?.error ?? null,
    isBlocked: [...map.values()].some((leg) => leg.reason !== null),
  };
}
