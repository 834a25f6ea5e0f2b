/**
 * The outcome of one selection from an event's final result, by the same rules the prices were computed with
 * (score-rules.ts): a price and its settlement cannot disagree. First-half markets settle on the half-time score.
 */
import type { EventResult } from './event-state.ts';
import { isCockfightSelection } from './cockfight-markets.ts';
import {
  MARKET_SPORTS,
  MAX_LISTED_GOALS,
  isSelectionOf,
  parseMarketKey,
  type MarketRef,
  type SelectionKey,
  type SettledOutcome,
} from './market-types.ts';
import { scoreRule, settleByRule } from './score-rules.ts';
import { ESPORTS_MAPS_TO_WIN } from './sport-models.ts';

export type SettleSelectionInput = {
  marketKey: string;
  selectionKey: string;
  /** The event's result, or null when the event was voided (abandoned, cancelled): every selection is VOID. */
  result: EventResult | null;
};

/** The final score a scored market settles on, or null when the result cannot settle it (a series not finished). */
function settlingScore(ref: MarketRef, result: EventResult): { home: number; away: number } | null {
  switch (result.sport) {
    case 'FOOTBALL':
      return ref.type.startsWith('HT_') ? result.result.halfTime : result.result;
    case 'BASKETBALL':
      return result.result;
    case 'MOBA':
    case 'SHOOTER': {
      const home = result.result.maps.filter((side) => side === 'HOME').length;
      const away = result.result.maps.length - home;
      return home === ESPORTS_MAPS_TO_WIN || away === ESPORTS_MAPS_TO_WIN ? { home, away } : null;
    }
    case 'COCKFIGHT':
      return null;
  }
}

/**
 * WIN, HALF_WIN, PUSH, HALF_LOSE, LOSE or VOID. Throws on a key the engine never makes or a market of another
 * sport: a bet holding one is a bug upstream, not a result to pay.
 */
export function settleSelection(input: SettleSelectionInput): SettledOutcome {
  const ref = parseMarketKey(input.marketKey);
  if (ref === null) throw new RangeError(`unknown market ${input.marketKey}`);
  if (!isSelectionOf(ref.type, input.selectionKey)) {
    throw new RangeError(`no selection ${input.selectionKey} in ${input.marketKey}`);
  }
  const selection: SelectionKey = input.selectionKey;
  if (input.result === null) return 'VOID';
  if (!MARKET_SPORTS[ref.type].includes(input.result.sport)) {
    throw new RangeError(`${input.marketKey} is not a ${input.result.sport} market`);
  }
  if (input.result.sport === 'COCKFIGHT') {
    if (!isCockfightSelection(selection)) throw new RangeError(`no selection ${selection} in CF_WINNER`);
    return input.result.result.winner === selection ? 'WIN' : 'LOSE';
  }
  const score = settlingScore(ref, input.result);
  if (score === null) return 'VOID';
  return settleByRule(scoreRule(ref, selection, MAX_LISTED_GOALS), score.home, score.away);
}
