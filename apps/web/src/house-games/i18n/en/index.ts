// Every English text of the game pages: the keys every other language must give (i18n.test.ts checks it).
import { cards } from './cards.ts';
import { common } from './common.ts';
import { fish } from './fish.ts';
import { jackpot } from './jackpot.ts';
import { slot } from './slot.ts';
import { table } from './table.ts';
import { verify } from './verify.ts';

export const EN = { ...common, ...slot, ...table, ...cards, ...verify, ...jackpot, ...fish };
export type Key = keyof typeof EN;
export type Dictionary = Record<Key, string>;
/** One area's dictionary in another language: the same keys as the English file. */
export type AreaOf<T> = Record<keyof T, string>;
