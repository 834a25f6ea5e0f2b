import { pad, sampleDistinct, type RandomInt } from './random.ts';

/** Keno (server: engine/keno.ts): 20 of 1–80; a PICK takes 1–10 spots, side bets take no numbers. */
export const KENO_POOL = 80;
export const KENO_MAX_SPOTS = 10;
export const KENO_SUM_MIDPOINT = 810;
export const KENO_SIDE_BETS = [
  'SUM_BIG',
  'SUM_SMALL',
  'SUM_ODD',
  'SUM_EVEN',
  'UPPER',
  'LOWER',
  'HALF_TIE',
  'MORE_ODD',
  'MORE_EVEN',
  'ODD_EVEN_TIE',
] as const;

export const kenoNumbers = (): string[] => Array.from({ length: KENO_POOL }, (_, index) => pad(index + 1, 2));

export function quickPickKeno(spots: number, randomInt: RandomInt): string[] {
  return sampleDistinct(randomInt, KENO_POOL, Math.min(KENO_MAX_SPOTS, Math.max(1, spots)))
    .map((value) => pad(value + 1, 2))
    .sort();
}
