import type { SelectionInput } from '@lucky/contracts/lottery/lottery-schemas';

/** A selection as the slip keeps it: the wire shape with points always set, and an id for the list. */
export type SlipSelection = Omit<SelectionInput, 'points'> & { points: number };
export type SlipItem = { id: string; selection: SlipSelection };

/** What every picker hands the slip, with the stake fields already applied. */
export type AddSelections = (selections: SlipSelection[]) => void;

export type BetTypeInfo = {
  betType: string;
  odds: Record<string, string | number>;
  minStake: string;
  maxStake: string;
};

let counter = 0;
export const newSlipId = (): string => `s${Date.now().toString(36)}${(counter += 1).toString(36)}`;

/** A stake as the API takes it: a positive decimal with at most `scale` decimals. */
export function isValidStake(value: string, scale = 2): boolean {
  const pattern = scale > 0 ? new RegExp(`^\\d{1,12}(\\.\\d{1,${scale}})?$`) : /^\d{1,12}$/;
  return pattern.test(value) && Number(value) > 0;
}

/** Compares decimal strings of money without floats drifting on the last digit. */
export function compareMoney(a: string, b: string): number {
  const [wholeA = '0', fractionA = ''] = a.split('.');
  const [wholeB = '0', fractionB = ''] = b.split('.');
  const width = Math.max(fractionA.length, fractionB.length);
  const left = BigInt(wholeA + fractionA.padEnd(width, '0'));
  const right = BigInt(wholeB + fractionB.padEnd(width, '0'));
  return left === right ? 0 : left < right ? -1 : 1;
}
