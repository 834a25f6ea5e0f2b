import { createDrawStream } from './engine/draw-stream.ts';
import type { DrawRow } from './lottery.repository.ts';
import type { LoadedGame } from './lottery-games.service.ts';

/**
 * Where a draw's numbers come from. The built-in HOUSE provider draws them from the draw's own seed, committed
 * (its SHA-256 published) when the draw was scheduled: HMAC-SHA256(seed, `${streamId}:${cursor}`) read as 32-bit
 * words with rejection sampling, so anyone can replay them once the seed is revealed.
 *
 * A real results feed (official Vietnamese results, a 4D operator) is another provider: `fetchResult` answers
 * the result of the draw in the game family's JSON shape (what the engine's `draw` returns; see the adapters in
 * engine/adapters), or null while the feed has not published it yet — the scheduler asks again on its next pass,
 * and the draw stays closed for bets meanwhile. Every result is checked with the engine's `isWellFormedResult`
 * before anything is settled on it. Register a provider in RESULTS_PROVIDERS and set the game's
 * `results_provider` to its name (at /ops or in SQL); the draw's `result_source` records which one drew it.
 */
export type ResultsProvider = {
  name: string;
  fetchResult: (input: { game: LoadedGame; draw: DrawRow }) => Promise<unknown | null>;
};

export const houseResultsProvider: ResultsProvider = {
  name: 'HOUSE',
  fetchResult: async ({ game, draw }) =>
    game.engine.draw({
      stream: createDrawStream({ seed: draw.seed, drawId: draw.streamId }),
      variant: game.row.variant,
    }),
};

const RESULTS_PROVIDERS = new Map<string, ResultsProvider>([[houseResultsProvider.name, houseResultsProvider]]);

export function findResultsProvider(name: string): ResultsProvider | null {
  return RESULTS_PROVIDERS.get(name) ?? null;
}

/** For deployments and tests that bring a feed: the name is what a game's `results_provider` names. */
export function registerResultsProvider(provider: ResultsProvider): void {
  RESULTS_PROVIDERS.set(provider.name, provider);
}
