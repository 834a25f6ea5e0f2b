import type { ContractKind } from '@lucky/contracts/agent/contract-endpoints';
import { contractTermsInput } from '@lucky/contracts/agent/contract-endpoints';
import type { z } from 'zod';
import { AppError } from '../../plugins/app-error.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { money, parseAmount } from '../../lib/amount.ts';

/*
 * Contract terms in minor units and basis points, their validation, the rate a tier table gives
 * for a period's figures, and the comparison behind "a downline's rate never exceeds its
 * upline's" and the lower-rate rule. Pure functions, no database.
 */

export type BetTier = { minBet: bigint; rateBp: number };
export type DividendTier = { minValidBet: bigint; minActiveMembers: number; rateBp: number };
export type DividendPeriod = 'DAILY' | 'WEEKLY' | 'SEMI_MONTHLY' | 'MONTHLY';
export type Terms =
  | { kind: 'DIVIDEND'; period: DividendPeriod; tiers: DividendTier[] }
  | { kind: 'DAILY_WAGE' | 'HOURLY'; tiers: BetTier[] }
  | { kind: 'REALTIME'; profitRateBp: number; lossRateBp: number; minSingleBet: bigint };

type Currency = MerchantConfig['currency'];
type TermsInput = z.output<typeof contractTermsInput>;

const invalid = (reason: string): never => {
  throw new AppError('contract.terms.invalid', `The contract terms are invalid: ${reason}`);
};

const amount = (text: string, currency: Currency, field: string) =>
  parseAmount(text, currency, field, { allowZero: true });

/**
 * Tiers must climb: each threshold at least the one before, one of them strictly higher, and
 * rates never falling. Then a period qualifying for a tier qualifies for every tier before it,
 * the rate is the last tier met, and the rate only grows with the figures — which is what lets
 * `fitsUnder` compare two tables at the tier thresholds alone.
 */
function assertClimbing<T extends { rateBp: number }>(tiers: T[], thresholds: (tier: T) => bigint[]): void {
  for (let i = 1; i < tiers.length; i += 1) {
    const before = thresholds(tiers[i - 1]);
    const now = thresholds(tiers[i]);
    if (now.some((value, j) => value < before[j]) || now.every((value, j) => value === before[j]))
      invalid(`tier ${i + 1} must have higher thresholds than tier ${i}`);
    if (tiers[i].rateBp < tiers[i - 1].rateBp) invalid(`the rate of tier ${i + 1} is below the rate of tier ${i}`);
  }
}

export function parseTerms(input: TermsInput, currency: Currency): Terms {
  switch (input.kind) {
    case 'DIVIDEND': {
      const tiers = input.tiers.map((tier, i) => ({
        minValidBet: amount(tier.minValidBet, currency, `tiers[${i}].minValidBet`),
        minActiveMembers: tier.minActiveMembers,
        rateBp: tier.rateBp,
      }));
      assertClimbing(tiers, (tier) => [tier.minValidBet, BigInt(tier.minActiveMembers)]);
      return { kind: 'DIVIDEND', period: input.period, tiers };
    }
    case 'DAILY_WAGE':
    case 'HOURLY': {
      const tiers = input.tiers.map((tier, i) => ({
        minBet: amount(tier.minBet, currency, `tiers[${i}].minBet`),
        rateBp: tier.rateBp,
      }));
      assertClimbing(tiers, (tier) => [tier.minBet]);
      return { kind: input.kind, tiers };
    }
    case 'REALTIME':
      return {
        kind: 'REALTIME',
        profitRateBp: input.profitRateBp,
        lossRateBp: input.lossRateBp,
        minSingleBet: amount(input.minSingleBet, currency, 'minSingleBet'),
      };
  }
}

/** As stored in agent_contracts.terms: JSON cannot hold bigint, so minor units are strings. */
export function storeTerms(terms: Terms): Record<string, unknown> {
  return JSON.parse(JSON.stringify(terms, (_key, value) => (typeof value === 'bigint' ? value.toString() : value)));
}

type StoredTier = { minBet?: string; minValidBet?: string; minActiveMembers?: number; rateBp: number };
type Stored = {
  kind: ContractKind;
  period?: DividendPeriod;
  tiers?: StoredTier[];
  profitRateBp?: number;
  lossRateBp?: number;
  minSingleBet?: string;
};

export function loadTerms(json: unknown): Terms {
  const stored = json as Stored;
  switch (stored.kind) {
    case 'DIVIDEND':
      return {
        kind: 'DIVIDEND',
        period: stored.period!,
        tiers: stored.tiers!.map((tier) => ({
          minValidBet: BigInt(tier.minValidBet!),
          minActiveMembers: tier.minActiveMembers!,
          rateBp: tier.rateBp,
        })),
      };
    case 'DAILY_WAGE':
    case 'HOURLY':
      return {
        kind: stored.kind,
        tiers: stored.tiers!.map((tier) => ({ minBet: BigInt(tier.minBet!), rateBp: tier.rateBp })),
      };
    case 'REALTIME':
      return {
        kind: 'REALTIME',
        profitRateBp: stored.profitRateBp!,
        lossRateBp: stored.lossRateBp!,
        minSingleBet: BigInt(stored.minSingleBet!),
      };
  }
}

/** Terms for the API: money as decimal strings of the merchant currency. */
export function viewTerms(terms: Terms, currency: Currency) {
  switch (terms.kind) {
    case 'DIVIDEND':
      return {
        kind: terms.kind,
        period: terms.period,
        tiers: terms.tiers.map((tier) => ({
          minValidBet: money(tier.minValidBet, currency),
          minActiveMembers: tier.minActiveMembers,
          rateBp: tier.rateBp,
        })),
      };
    case 'DAILY_WAGE':
    case 'HOURLY':
      return {
        kind: terms.kind,
        tiers: terms.tiers.map((tier) => ({ minBet: money(tier.minBet, currency), rateBp: tier.rateBp })),
      };
    case 'REALTIME':
      return {
        kind: terms.kind,
        profitRateBp: terms.profitRateBp,
        lossRateBp: terms.lossRateBp,
        minSingleBet: money(terms.minSingleBet, currency),
      };
  }
}

/** The rate of the last tier whose thresholds the figures meet; 0 below the first tier. */
export function tierRate(tiers: BetTier[], bet: bigint): number {
  let rate = 0;
  for (const tier of tiers) if (bet >= tier.minBet) rate = tier.rateBp;
  return rate;
}

export function dividendRate(tiers: DividendTier[], validBet: bigint, activeMembers: number): number {
  let rate = 0;
  for (const tier of tiers)
    if (validBet >= tier.minValidBet && activeMembers >= tier.minActiveMembers) rate = tier.rateBp;
  return rate;
}

/** Rounds down: a payout never holds more than the exact product, so rounding never creates money. */
export const applyRate = (base: bigint, rateBp: number): bigint =>
  base <= 0n ? 0n : (base * BigInt(rateBp)) / 10_000n;

/**
 * True when `lower` pays at most what `upper` pays for every possible period. Rates only grow
 * with the figures (see assertClimbing), so it is enough that at each of lower's tier thresholds
 * upper's rate is at least lower's. A dividend compares only within the same period length; a
 * real-time salary also needs a single-bet minimum at least the upper's (it must not count
 * rounds the upper does not).
 */
export function fitsUnder(lower: Terms, upper: Terms): boolean {
  if (lower.kind === 'DIVIDEND' && upper.kind === 'DIVIDEND') {
    if (lower.period !== upper.period) return false;
    return lower.tiers.every(
      (tier) => tier.rateBp <= dividendRate(upper.tiers, tier.minValidBet, tier.minActiveMembers),
    );
  }
  if ((lower.kind === 'DAILY_WAGE' || lower.kind === 'HOURLY') && upper.kind === lower.kind) {
    return lower.tiers.every((tier) => tier.rateBp <= tierRate(upper.tiers, tier.minBet));
  }
  if (lower.kind === 'REALTIME' && upper.kind === 'REALTIME') {
    if (lower.profitRateBp === 0 && lower.lossRateBp === 0) return true;
    return (
      lower.profitRateBp <= upper.profitRateBp &&
      lower.lossRateBp <= upper.lossRateBp &&
      lower.minSingleBet >= upper.minSingleBet
    );
  }
  return false;
}
