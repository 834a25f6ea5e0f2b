import { playSlotRound } from './slot-engine.ts';
import { paytableIdentityOf, titleIdentityOf, type SlotTitle, type SlotTitleRound } from './slot-title.ts';
import { SLOT_TITLES } from './slot-titles.ts';
import type { SlotGameDefinition } from './slot-types.ts';

/**
 * What the rules panel draws for a payline title: the same fields `pages/house-rules.ts` has drawn since the first
 * slots, so the panel and every logged round stay as they were when the service moves to `SlotTitle`.
 */
export function linesPaytableOf(game: SlotGameDefinition): Record<string, unknown> {
  return {
    ...paytableIdentityOf(titleIdentityOf(game, game.declaredRtp)),
    symbols: game.symbols,
    reels: game.reels,
    paylines: game.paylines,
    linePays: game.linePays,
    wild: game.wild,
    scatter: game.scatter,
    scatterPays: game.scatterPays,
    freeSpins: game.freeSpins,
  };
}

/**
 * A payline definition as a `SlotTitle`. `play` is `playSlotRound` itself — the same draws in the same order — and
 * its detail is the `SlotRoundResult`, so rounds logged before the wrapper existed replay to the same outcome.
 */
export function createLinesTitle(game: SlotGameDefinition): SlotTitle {
  return {
    ...titleIdentityOf(game, game.declaredRtp),
    mechanics: ['LINES'],
    betUnit: game.paylines.length,
    play: ({ bet, stream, buyFeature }): SlotTitleRound => {
      if (buyFeature) throw new RangeError(`${game.title} offers no feature buy`);
      const round = playSlotRound({ game, bet, stream });
      return {
        gameId: round.gameId,
        gameVersion: round.gameVersion,
        stake: bet,
        totalWin: round.totalWin,
        detail: round,
      };
    },
    paytable: () => linesPaytableOf(game),
  };
}

/** Lucky Dragon, Gold Rush 777 and Fruit Fiesta, in the order of `SLOT_TITLES`. */
export const LINE_SLOT_TITLES: readonly SlotTitle[] = SLOT_TITLES.map(createLinesTitle);
