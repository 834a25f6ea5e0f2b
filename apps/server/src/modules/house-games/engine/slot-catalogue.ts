import { LINE_SLOT_TITLES } from './slot-lines-title.ts';
import type { SlotTitle } from './slot-title.ts';
import { KOI_FORTUNE_LINK } from './titles/koi-fortune-link.ts';
import { PANDA_JACKPOT } from './titles/panda-jackpot.ts';
import { STARLIGHT_GEMS } from './titles/starlight-gems.ts';
import { TITLES_A } from './titles/titles-a.ts';

/**
 * Every slot title the house provider can play and verify, whatever its mechanic: the three payline originals, the
 * ways, cascade and expanding-symbol titles, hold-and-win, expanding wilds, and the progressive-jackpot title. A
 * title plays only where the catalogue lists a game for it (db/seed/demo-games.ts); Panda Jackpot is listed once
 * the progressive pool that its trigger pays exists.
 */
export const SLOT_CATALOGUE: readonly SlotTitle[] = [
  ...LINE_SLOT_TITLES,
  ...TITLES_A,
  KOI_FORTUNE_LINK,
  STARLIGHT_GEMS,
  PANDA_JACKPOT,
];

export function findSlotTitle(titleId: string): SlotTitle | null {
  return SLOT_CATALOGUE.find((title) => title.id === titleId) ?? null;
}
