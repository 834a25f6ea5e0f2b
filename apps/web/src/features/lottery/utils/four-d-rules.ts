import { pad, type RandomInt } from './random.ts';

/** 4D (server: engine/four-d.ts): betType `${size}_${kind}`, one number a selection, a roll with one R. */
export const FOUR_D_SIZES = ['BIG', 'SMALL'] as const;
export const FOUR_D_KINDS = ['STRAIGHT', 'BOX', 'IBOX', 'ROLL'] as const;
export type FourDKind = (typeof FOUR_D_KINDS)[number];

export function permuteFourD(number: string): string[] {
  const orders = new Set<string>();
  const walk = (prefix: string, rest: string): void => {
    if (rest.length === 0) orders.add(prefix);
    for (let i = 0; i < rest.length; i += 1) walk(prefix + rest[i], rest.slice(0, i) + rest.slice(i + 1));
  };
  walk('', number);
  return [...orders].sort();
}

/** Why a number does not fit the kind, or null. */
export function checkFourDNumber(kind: FourDKind, number: string): 'format' | 'roll' | 'oneOrder' | null {
  if (kind === 'ROLL') return /^[\dR]{4}$/.test(number) && number.split('R').length === 2 ? null : 'roll';
  if (!/^\d{4}$/.test(number)) return 'format';
  if ((kind === 'BOX' || kind === 'IBOX') && permuteFourD(number).length === 1) return 'oneOrder';
  return null;
}

/** Numbers a bet covers: 1, the orders of a box, the 10 of a roll. */
export function countFourDCovered(kind: FourDKind, number: string): number {
  if (checkFourDNumber(kind, number)) return 0;
  if (kind === 'STRAIGHT') return 1;
  if (kind === 'ROLL') return 10;
  return permuteFourD(number).length;
}

/** Units of stake the bet costs: one per covered number, except an i-Box whose one stake is shared. */
export const fourDCostUnits = (kind: FourDKind, number: string): number =>
  kind === 'IBOX' ? 1 : countFourDCovered(kind, number);

export function quickPickFourD(kind: FourDKind, randomInt: RandomInt): string {
  for (;;) {
    const number = pad(randomInt(10_000), 4);
    if (kind === 'ROLL') {
      const at = randomInt(4);
      return `${number.slice(0, at)}R${number.slice(at + 1)}`;
    }
    if (!checkFourDNumber(kind, number)) return number;
  }
}
