import { BACCARAT_BET_TYPES, BACCARAT_GAME } from '../engine/baccarat-engine.ts';
import { FISH_GAME, FISH_SPECIES } from '../engine/fish-engine.ts';
import { SPECIAL_FISH } from '../engine/fish-specials.ts';
import { findSlotTitle, SLOT_CATALOGUE } from '../engine/slot-catalogue.ts';
import type { EngineKind } from '../house-engine.ts';
import { findLiveTable } from '../tables/table-catalogue.ts';

/** Winnings per unit staked, as the table shows them (BANKER pays 1 less the 5% commission). */
const BACCARAT_PAYS: Record<string, string> = {
  PLAYER: '1:1',
  BANKER: '0.95:1',
  TIE: '8:1',
  PLAYER_PAIR: '11:1',
  BANKER_PAIR: '11:1',
};

/**
 * What the game page needs to draw and explain a title: read straight from the engine definitions, so the
 * paytable shown is the one the engine pays.
 */
export function paytableOf(kind: EngineKind, titleId: string) {
  if (kind === 'TABLE') {
    const table = findLiveTable(titleId);
    return table ? { kind, titleId, limits: table.limits, timing: table.timing, board: table.game.paytable() } : null;
  }
  if (kind === 'SLOT') {
    const title = findSlotTitle(titleId);
    if (!title) return null;
    return {
      ...title.paytable(),
      kind,
      titleId,
      title: title.title,
      version: title.version,
      theme: title.theme,
      volatility: title.volatility,
      declaredRtp: title.declaredRtp,
      mechanics: title.mechanics,
      betUnit: title.betUnit,
      featureBuy: title.featureBuy ?? null,
    };
  }
  if (kind === 'BACCARAT') {
    return {
      kind,
      titleId,
      title: BACCARAT_GAME.title,
      version: BACCARAT_GAME.version,
      decks: BACCARAT_GAME.decks,
      declaredRtp: BACCARAT_GAME.declaredRtp,
      sides: BACCARAT_BET_TYPES.map((side) => ({ id: side, pays: BACCARAT_PAYS[side] })),
    };
  }
  return {
    kind,
    titleId,
    title: FISH_GAME.title,
    version: FISH_GAME.version,
    declaredRtp: FISH_GAME.declaredRtp,
    species: FISH_SPECIES,
    specials: SPECIAL_FISH,
    cannonLevels: FISH_GAME.cannonLevels,
  };
}

/** Every title the verify page can recompute, with its engine kind. */
export const VERIFIABLE_TITLES: readonly { titleId: string; title: string; kind: EngineKind }[] = [
  ...SLOT_CATALOGUE.map((title) => ({ titleId: title.id, title: title.title, kind: 'SLOT' as const })),
  { titleId: BACCARAT_GAME.id, title: BACCARAT_GAME.title, kind: 'BACCARAT' },
  { titleId: FISH_GAME.id, title: FISH_GAME.title, kind: 'FISH' },
];
