/**
 * E-sports series prices (best of three maps). A MOBA map is won whole with the Elo chance of sport-models.ts. A
 * shooter map is played round by round (first to 13; from 12–12 until one side leads by two), each round won with
 * `shooterRoundProbability`, so the map chance from any round score is an exact recursion, and the deuce part a
 * closed form. The series law follows by recursion over maps: the map in play at its live chance, the rest at the
 * pre-map chance.
 */
import {
  MARKET_SELECTIONS,
  type MarketDraft,
  type MarketRef,
  type MarketType,
  type OutcomeProbabilities,
  type SelectionKey,
} from './market-types.ts';
import { mixture, pointMass } from './poisson.ts';
import { priceByRule, scoreRule, type ScoreDistribution } from './score-rules.ts';
import {
  ESPORTS_MAPS_TO_WIN,
  SHOOTER_ROUNDS_TO_WIN,
  eloWinProbability,
  shooterRoundProbability,
} from './sport-models.ts';
import type { MobaState, ShooterState } from './event-state.ts';

export type RatedSide = { rating: number };
export type EsportsModel = { series: ScoreDistribution; finished: boolean };

/** From level at 12–12 (or any tie past it), the chance the home side is first to lead by two. */
function deuceProbability(round: number): number {
  const both = round * round;
  return both / (both + (1 - round) * (1 - round));
}

/** The chance the home side wins a shooter map from the round score `home`–`away`, each round won with `round`. */
export function shooterMapProbability(round: number, home: number, away: number): number {
  const deuceFrom = SHOOTER_ROUNDS_TO_WIN - 1;
  const memo = new Map<number, number>();
  const win = (h: number, a: number): number => {
    if (h >= deuceFrom && a >= deuceFrom) {
      const lead = h - a;
      if (lead >= 2) return 1;
      if (lead <= -2) return 0;
      const deuce = deuceProbability(round);
      if (lead === 0) return deuce;
      return lead === 1 ? round + (1 - round) * deuce : round * deuce;
    }
    if (h >= SHOOTER_ROUNDS_TO_WIN) return 1;
    if (a >= SHOOTER_ROUNDS_TO_WIN) return 0;
    const key = h * 64 + a;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const value = round * win(h + 1, a) + (1 - round) * win(h, a + 1);
    memo.set(key, value);
    return value;
  };
  return win(home, away);
}

/** Final map scores of the series from `mapsHome`–`mapsAway`, the current map won with `current`, later ones `next`. */
function seriesLaw(mapsHome: number, mapsAway: number, current: number, next: number): ScoreDistribution {
  const cells: { home: number; away: number; probability: number }[] = [];
  const walk = (h: number, a: number, chance: number, win: number): void => {
    if (h >= ESPORTS_MAPS_TO_WIN || a >= ESPORTS_MAPS_TO_WIN) {
      cells.push({ home: h, away: a, probability: chance });
      return;
    }
    walk(h + 1, a, chance * win, next);
    walk(h, a + 1, chance * (1 - win), next);
  };
  walk(mapsHome, mapsAway, 1, current);
  const law = (value: (cell: (typeof cells)[number]) => number) =>
    mixture(cells.map((cell) => ({ dist: pointMass(value(cell)), weight: cell.probability })));
  return {
    diff: law((cell) => cell.home - cell.away),
    total: law((cell) => cell.home + cell.away),
    forEachScore: (visit) => cells.forEach((cell) => visit(cell.home, cell.away, cell.probability)),
    scoreProbability: (home, away) =>
      cells.reduce((sum, cell) => (cell.home === home && cell.away === away ? sum + cell.probability : sum), 0),
  };
}

function isFinished(state: MobaState): boolean {
  return state.mapsHome >= ESPORTS_MAPS_TO_WIN || state.mapsAway >= ESPORTS_MAPS_TO_WIN;
}

/** A MOBA series between maps (markets are suspended while a map is played; the caller says when). */
export function mobaModel(home: RatedSide, away: RatedSide, state: MobaState): EsportsModel {
  const map = eloWinProbability(home.rating, away.rating);
  return { series: seriesLaw(state.mapsHome, state.mapsAway, map, map), finished: isFinished(state) };
}

/** A shooter series at any round of any map. */
export function shooterModel(home: RatedSide, away: RatedSide, state: ShooterState): EsportsModel {
  const round = shooterRoundProbability(home.rating, away.rating);
  const current = shooterMapProbability(round, state.roundsHome, state.roundsAway);
  const next = shooterMapProbability(round, 0, 0);
  return { series: seriesLaw(state.mapsHome, state.mapsAway, current, next), finished: isFinished(state) };
}

export function esportsOutcomes(model: EsportsModel, ref: MarketRef, sel: SelectionKey): OutcomeProbabilities {
  return priceByRule(scoreRule(ref, sel, 0), model.series);
}

const MAP_HANDICAP = 1.5;
const TOTAL_MAPS_LINE = 2.5;

function draft(model: EsportsModel, type: MarketType, line: number | null = null): MarketDraft {
  const ref = { type, line };
  return {
    ref,
    selections: MARKET_SELECTIONS[type].map((key) => ({ key, outcomes: esportsOutcomes(model, ref, key) })),
  };
}

export function esportsMarkets(model: EsportsModel): MarketDraft[] {
  if (model.finished) return [];
  return [
    draft(model, 'ES_WINNER'),
    draft(model, 'ES_MAP_HCP', -MAP_HANDICAP),
    draft(model, 'ES_MAP_HCP', MAP_HANDICAP),
    draft(model, 'ES_TOTAL_MAPS', TOTAL_MAPS_LINE),
    draft(model, 'ES_CS'),
  ];
}
