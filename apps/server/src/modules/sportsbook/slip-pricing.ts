import type { SportLegInput } from '@lucky/contracts/sportsbook/sportsbook-schemas';
import type { ErrorCode } from '@lucky/contracts/common/errors';
import type { AppContext } from '../../app-context.ts';
import { parseMarketKey, type MarketType } from './engine/market-types.ts';
import type { Sport } from './engine/sport-models.ts';
import { boardAt } from './event-board.ts';
import { scoreOf } from './sportsbook-view.ts';
import { readSlipEvents, type SlipEvents } from './slip-events.ts';
import type { SportEventRow } from './sportsbook-events.repository.ts';
import type { BookSettings } from './sportsbook-settings.service.ts';

/** One leg of a slip as priced at an instant: its price now, or the error code that refuses it. */
export type PricedLeg = {
  input: SportLegInput;
  event: SportEventRow | null;
  sport: Sport | null;
  type: MarketType | null;
  line: number | null;
  oddsMilli: number | null;
  inPlay: boolean;
  /** The score at pricing (an in-play bet is refused if it moved during the bet delay). */
  score: string;
  refusal: ErrorCode | null;
};

function priceLeg(
  input: SportLegInput,
  event: SportEventRow | undefined,
  now: Date,
  settings: BookSettings,
  desk: ReadonlySet<string> | undefined,
): PricedLeg {
  const base = {
    input,
    event: event ?? null,
    sport: null,
    type: null,
    line: null,
    oddsMilli: null,
    inPlay: false,
    score: '',
  };
  if (!event) return { ...base, refusal: 'sports.event.not.found' };
  const ref = parseMarketKey(input.marketKey);
  if (!ref) return { ...base, refusal: 'sports.market.unavailable' };
  const { moment, board, isMarketSuspended } = boardAt(event, now, settings, desk);
  const priced = {
    ...base,
    sport: event.sport as Sport,
    type: ref.type,
    line: ref.line,
    inPlay: moment.phase === 'LIVE',
    score: JSON.stringify(scoreOf(event.sport as Sport, moment.state)),
  };
  if (moment.phase === 'SCHEDULED') return { ...priced, refusal: 'sports.event.not.open' };
  if (moment.phase !== 'OPEN' && moment.phase !== 'LIVE') return { ...priced, refusal: 'sports.event.closed' };
  const market = board.markets.find((candidate) => candidate.key === input.marketKey);
  const selection = market?.selections.find((candidate) => candidate.key === input.selectionKey);
  if (!market || !selection) return { ...priced, refusal: 'sports.market.unavailable' };
  if (isMarketSuspended(market.key) || market.suspended)
    return { ...priced, oddsMilli: selection.odds, refusal: 'sports.market.suspended' };
  if (selection.odds === null) return { ...priced, refusal: 'sports.market.unavailable' };
  return { ...priced, oddsMilli: selection.odds, refusal: null };
}

/** Prices every leg of a slip at `now` against its events' rows and the desk's suspensions as given. */
export function priceSlipLegsOn(
  slip: SlipEvents,
  legs: readonly SportLegInput[],
  settings: BookSettings,
  now: Date,
): PricedLeg[] {
  return legs.map((leg) =>
    priceLeg(leg, slip.events.get(leg.eventId), now, settings, slip.suspensions.get(leg.eventId)),
  );
}

/** Prices every leg of a slip at `now`, on the events as this instance read them within the last second. */
export async function priceSlipLegs(
  ctx: AppContext,
  legs: readonly SportLegInput[],
  settings: BookSettings,
  now: Date,
): Promise<PricedLeg[]> {
  const slip = await readSlipEvents(
    ctx,
    legs.map((leg) => leg.eventId),
  );
  return priceSlipLegsOn(slip, legs, settings, now);
}

/** The stake limits and the maximum payout of a slip: a parlay takes the tightest of its legs and the parlay cap. */
export function slipLimits(legs: PricedLeg[], settings: BookSettings) {
  const limits = legs.filter((leg) => leg.sport && leg.type).map((leg) => settings.limitsOf(leg.sport!, leg.type!));
  if (limits.length === 0) return null;
  const minStake = limits.reduce((max, l) => (l.minStake > max ? l.minStake : max), 0n);
  const maxStake = limits.reduce((min, l) => (l.maxStake < min ? l.maxStake : min), limits[0].maxStake);
  let maxPayout = limits.reduce((min, l) => (l.maxPayout < min ? l.maxPayout : min), limits[0].maxPayout);
  if (legs.length > 1 && settings.parlayMaxPayout < maxPayout) maxPayout = settings.parlayMaxPayout;
  return { minStake, maxStake, maxPayout };
}
