import { clampMinor } from '../utils/minor-units.ts';

/**
 * What the player to act may do, as the Hold'em engine states it (`holdemLegalActions`), in minor units:
 * a bet or raise is a street total `to` (what the player has in front afterwards), between minTo and maxTo.
 */
export type LegalActions = {
  canFold: boolean;
  canCheck: boolean;
  /** Chips a call adds (all-in when it is the whole stack); null when there is nothing to call. */
  callAmount: bigint | null;
  raise: { kind: 'BET' | 'RAISE'; minTo: bigint; maxTo: bigint } | null;
};

export type PotState = {
  /** Everything put in this hand, this street's bets included. */
  pot: bigint;
  /** The street's highest total, the amount to match. */
  currentBet: bigint;
};

export type SizingPreset = 'half' | 'threeQuarters' | 'pot' | 'allIn';
export const SIZING_PRESETS: readonly SizingPreset[] = ['half', 'threeQuarters', 'pot', 'allIn'];

const PRESET_FRACTIONS: Record<Exclude<SizingPreset, 'allIn'>, [bigint, bigint]> = {
  half: [1n, 2n],
  threeQuarters: [3n, 4n],
  pot: [1n, 1n],
};

/**
 * The street total a preset bets or raises to, inside the legal bounds. A pot-sized raise first calls, then raises
 * by the pot as it would be after the call: to = currentBet + fraction × (pot + toCall); with nothing to call that is
 * fraction × pot. Rounded down to a minor unit, then held between minTo and maxTo.
 */
export function presetTarget(preset: SizingPreset, legal: LegalActions, pot: PotState): bigint | null {
  if (!legal.raise) return null;
  const { minTo, maxTo } = legal.raise;
  if (preset === 'allIn') return maxTo;
  const [numerator, denominator] = PRESET_FRACTIONS[preset];
  const toCall = legal.callAmount ?? 0n;
  const target = pot.currentBet + ((pot.pot + toCall) * numerator) / denominator;
  return clampMinor(target, minTo, maxTo);
}

/** A typed or slid amount held inside the bounds; null when there is no bet or raise to size. */
export function boundedTarget(value: bigint, legal: LegalActions): bigint | null {
  return legal.raise ? clampMinor(value, legal.raise.minTo, legal.raise.maxTo) : null;
}

/** Only an all-in for less than a full raise is left: min = max, so sizing offers the one amount. */
export function isOnlyAllIn(legal: LegalActions): boolean {
  return legal.raise !== null && legal.raise.minTo === legal.raise.maxTo;
}

export type ChosenAction =
  { type: 'FOLD' } | { type: 'CHECK' } | { type: 'CALL' } | { type: 'BET' | 'RAISE'; to: bigint } | { type: 'ALL_IN' };

/** The action the bet button sends for an amount: the full stack is sent as all-in, so a late stack change cannot refuse it. */
export function sizedAction(target: bigint, legal: LegalActions): ChosenAction | null {
  if (!legal.raise) return null;
  const to = clampMinor(target, legal.raise.minTo, legal.raise.maxTo);
  return to === legal.raise.maxTo ? { type: 'ALL_IN' } : { type: legal.raise.kind, to };
}
