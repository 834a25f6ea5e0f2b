/**
 * The odds engine's one entry point: an event's sport, participants and live state (pre-match is the state at
 * minute 0) in, every open market out with each selection's fair probabilities and offered odds, plus the outcome
 * probabilities of any selection at this state, which cash-out and liability read. Pure and synchronous: the
 * models cache what repeats from one second to the next.
 */
import { basketballMarkets, basketballModel, basketballOutcomes } from './basketball-markets.ts';
import { cockfightMarkets, cockfightModel, cockfightOutcomes, type CockfightState } from './cockfight-markets.ts';
import { esportsMarkets, esportsOutcomes, mobaModel, shooterModel, type RatedSide } from './esports-markets.ts';
import type { BasketballState, FootballState, MobaState, ShooterState } from './event-state.ts';
import { footballMarkets, footballModel, footballOutcomes } from './football-markets.ts';
import { effectiveProbability, marginFor, offeredOdds, type MarginTable } from './margin.ts';
import {
  isSelectionOf,
  MARKET_SPORTS,
  marketKey,
  parseMarketKey,
  winnersPerResult,
  type MarketDraft,
  type MarketRef,
  type MarketType,
  type OutcomeProbabilities,
  type SelectionKey,
} from './market-types.ts';
import type { Sport, TeamStrength } from './sport-models.ts';

/**
 * Home first, away second (for a cockfight Meron, then Wala): a fixture's two entrants as the catalogue gives them
 * (`Pairing` of catalogue-types.ts fits), of which the engine reads only the ratings.
 */
type Pair<T> = readonly [T, T];
type TeamSide = { strength: TeamStrength };
type Common = {
  margins: MarginTable;
  /**
   * Everything is suspended (priced but not taking bets): a goal or a card being confirmed, a MOBA map being
   * played, the bet delay of the caller's choosing.
   */
  suspended?: boolean;
};
export type PriceEventInput = Common &
  (
    | { sport: 'FOOTBALL'; participants: Pair<TeamSide>; state: FootballState }
    | { sport: 'BASKETBALL'; participants: Pair<TeamSide>; state: BasketballState }
    | { sport: 'MOBA'; participants: Pair<RatedSide>; state: MobaState }
    | { sport: 'SHOOTER'; participants: Pair<RatedSide>; state: ShooterState }
    | { sport: 'COCKFIGHT'; participants: Pair<RatedSide>; state: CockfightState }
  );

export type PricedSelection = {
  key: SelectionKey;
  /** The fair implied probability the price is built on (for a line with pushes or halves, see margin.ts). */
  fairProbability: number | null;
  outcomes: OutcomeProbabilities;
  /** Offered decimal odds in thousandths, or null when this selection is not offered. */
  odds: number | null;
};
export type PricedMarket = {
  key: string;
  type: MarketType;
  line: number | null;
  margin: number;
  suspended: boolean;
  selections: PricedSelection[];
};
/** A selection's outcome law at this state, and whether its market is taking bets and cash-outs right now. */
export type SelectionQuote = { outcomes: OutcomeProbabilities; suspended: boolean };
export type PricedEvent = {
  sport: Sport;
  markets: PricedMarket[];
  /** Any selection of the sport, listed or not (a line that moved off the board, a closed first-half market). */
  selectionOutcomeProbabilities: (marketKey: string, selectionKey: string) => SelectionQuote | null;
};

type SportModel = {
  drafts: MarketDraft[];
  outcomes: (ref: MarketRef, selection: SelectionKey) => OutcomeProbabilities;
};

function sportModel(input: PriceEventInput): SportModel {
  switch (input.sport) {
    case 'FOOTBALL': {
      const model = footballModel(input.participants[0].strength, input.participants[1].strength, input.state);
      return { drafts: footballMarkets(model), outcomes: (ref, sel) => footballOutcomes(model, ref, sel) };
    }
    case 'BASKETBALL': {
      const model = basketballModel(input.participants[0].strength, input.participants[1].strength, input.state);
      return { drafts: basketballMarkets(model), outcomes: (ref, sel) => basketballOutcomes(model, ref, sel) };
    }
    case 'MOBA':
    case 'SHOOTER': {
      const model =
        input.sport === 'MOBA'
          ? mobaModel(input.participants[0], input.participants[1], input.state)
          : shooterModel(input.participants[0], input.participants[1], input.state);
      return { drafts: esportsMarkets(model), outcomes: (ref, sel) => esportsOutcomes(model, ref, sel) };
    }
    case 'COCKFIGHT': {
      const model = cockfightModel(input.participants[0], input.participants[1], input.state);
      return { drafts: cockfightMarkets(model), outcomes: (_ref, sel) => cockfightOutcomes(model, sel) };
    }
  }
}

function priceDraft(draft: MarketDraft, margin: number, suspended: boolean): PricedMarket {
  const fair = draft.selections.map((selection) => effectiveProbability(selection.outcomes));
  const odds = offeredOdds(fair, margin, winnersPerResult(draft.ref.type));
  return {
    key: marketKey(draft.ref.type, draft.ref.line),
    type: draft.ref.type,
    line: draft.ref.line,
    margin,
    suspended,
    selections: draft.selections.map((selection, i) => ({ ...selection, fairProbability: fair[i], odds: odds[i] })),
  };
}

export function priceEvent(input: PriceEventInput): PricedEvent {
  const model = sportModel(input);
  const suspended = input.suspended === true;
  const markets = model.drafts.map((draft) =>
    priceDraft(draft, marginFor(input.margins, input.sport, draft.ref.type), suspended),
  );
  // Once nothing trades (the match is over, the fight under way), no open bet may be cashed out either.
  const closed = suspended || markets.length === 0;
  return {
    sport: input.sport,
    markets,
    selectionOutcomeProbabilities: (key, selection) => {
      const ref = parseMarketKey(key);
      if (ref === null || !MARKET_SPORTS[ref.type].includes(input.sport)) return null;
      if (!isSelectionOf(ref.type, selection)) return null;
      return { outcomes: model.outcomes(ref, selection), suspended: closed };
    },
  };
}
