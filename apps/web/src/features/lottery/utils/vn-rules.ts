import { choose, pad, sampleDistinct, type RandomInt } from './random.ts';

/**
 * The Vietnamese bet types as the slip needs them (server: engine/vn-bet-types.ts, adapters/vn-engine.ts): digits of a
 * pick, legs of a ticket (xiên k, trượt k), and how the picker takes the numbers.
 */
export type VnBetSpec = { digits: number; legs: number };

export const VN_BET_SPECS: Readonly<Record<string, VnBetSpec>> = {
  'lo-2': { digits: 2, legs: 1 },
  'lo-3': { digits: 3, legs: 1 },
  'lo-4': { digits: 4, legs: 1 },
  de: { digits: 2, legs: 1 },
  'de-dau': { digits: 2, legs: 1 },
  'de-giai-nhat': { digits: 2, legs: 1 },
  dau: { digits: 1, legs: 1 },
  duoi: { digits: 1, legs: 1 },
  '3-cang': { digits: 3, legs: 1 },
  'xien-2': { digits: 2, legs: 2 },
  'xien-3': { digits: 2, legs: 3 },
  'xien-4': { digits: 2, legs: 4 },
  'truot-4': { digits: 2, legs: 4 },
  'truot-8': { digits: 2, legs: 8 },
  'truot-10': { digits: 2, legs: 10 },
};

export const VN_BET_GROUPS: readonly { key: string; types: readonly string[] }[] = [
  { key: 'lo', types: ['lo-2', 'lo-3', 'lo-4'] },
  { key: 'de', types: ['de', 'de-dau', 'de-giai-nhat', '3-cang'] },
  { key: 'dauDuoi', types: ['dau', 'duoi'] },
  { key: 'xien', types: ['xien-2', 'xien-3', 'xien-4'] },
  { key: 'truot', types: ['truot-4', 'truot-8', 'truot-10'] },
];

export type VnInputMode = 'grid100' | 'grid10' | 'entry';

export function vnInputMode(betType: string): VnInputMode {
  const digits = VN_BET_SPECS[betType]?.digits ?? 2;
  return digits === 1 ? 'grid10' : digits === 2 ? 'grid100' : 'entry';
}

export const isVnNumber =
  (betType: string) =>
  (value: string): boolean =>
    new RegExp(`^\\d{${VN_BET_SPECS[betType]?.digits ?? 2}}$`).test(value);

/** Tickets a selection expands to: one per number, or one per k-combination for xiên and trượt. */
export function countVnTickets(betType: string, pickCount: number): number {
  const legs = VN_BET_SPECS[betType]?.legs ?? 1;
  return legs === 1 ? pickCount : choose(pickCount, legs);
}

export const minVnPicks = (betType: string): number => VN_BET_SPECS[betType]?.legs ?? 1;

export function quickPickVn(betType: string, randomInt: RandomInt): string[] {
  const spec = VN_BET_SPECS[betType] ?? { digits: 2, legs: 1 };
  return sampleDistinct(randomInt, 10 ** spec.digits, spec.legs)
    .map((value) => pad(value, spec.digits))
    .sort();
}
