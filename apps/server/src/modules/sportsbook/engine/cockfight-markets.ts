/**
 * Cockfight prices: Meron, Wala or a draw, from the rated birds of sport-models.ts. A fight is priced before it
 * starts only; once the birds are released its market is closed.
 */
import type { CockfightWinner } from './event-state.ts';
import { MARKET_SELECTIONS, type MarketDraft, type OutcomeProbabilities, type SelectionKey } from './market-types.ts';
import { winOrLose } from './poisson.ts';
import { cockfightProbabilities } from './sport-models.ts';

export type CockfightModel = { chances: Record<CockfightWinner, number>; started: boolean };
/** The cockfight's state: before the release, or under way (nothing trades). */
export type CockfightState = { started: boolean };

export function cockfightModel(
  meron: { rating: number },
  wala: { rating: number },
  state: CockfightState,
): CockfightModel {
  const { meron: m, wala: w, draw } = cockfightProbabilities(meron.rating, wala.rating);
  return { chances: { MERON: m, WALA: w, DRAW: draw }, started: state.started };
}

export function isCockfightSelection(selection: SelectionKey): selection is CockfightWinner {
  return selection === 'MERON' || selection === 'WALA' || selection === 'DRAW';
}

export function cockfightOutcomes(model: CockfightModel, selection: SelectionKey): OutcomeProbabilities {
  if (!isCockfightSelection(selection)) throw new RangeError(`no selection ${selection} in CF_WINNER`);
  return winOrLose(model.chances[selection]);
}

export function cockfightMarkets(model: CockfightModel): MarketDraft[] {
  if (model.started) return [];
  const ref = { type: 'CF_WINNER' as const, line: null };
  return [
    { ref, selections: MARKET_SELECTIONS.CF_WINNER.map((key) => ({ key, outcomes: cockfightOutcomes(model, key) })) },
  ];
}
