import type { SlotTitle } from '../slot-title.ts';
import { JADE_TEMPLE } from './jade-temple.ts';
import { SANDS_OF_ANUBIS } from './sands-of-anubis.ts';
import { SUGAR_CASCADE } from './sugar-cascade.ts';
import { WILD_BUFFALO } from './wild-buffalo.ts';

/** The ways, cascade and expanding-symbol titles, in catalogue order, for the slot catalogue to list. */
export const TITLES_A: readonly SlotTitle[] = [JADE_TEMPLE, WILD_BUFFALO, SUGAR_CASCADE, SANDS_OF_ANUBIS];
