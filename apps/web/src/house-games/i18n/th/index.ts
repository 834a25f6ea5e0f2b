// Every Thai text of the game pages, loaded as a chunk of its own when the page is in Thai.
import type { Dictionary } from '../en/index.ts';
import { cards } from './cards.ts';
import { common } from './common.ts';
import { fish } from './fish.ts';
import { jackpot } from './jackpot.ts';
import { slot } from './slot.ts';
import { table } from './table.ts';
import { verify } from './verify.ts';

const LANG: Dictionary = { ...common, ...slot, ...table, ...cards, ...verify, ...jackpot, ...fish };
export default LANG;
