import type { z } from 'zod';
import type { opsPromotionTermsSchema } from '@lucky/contracts/promotions/ops-promotion-endpoints';
import type { PromotionKind } from '@lucky/contracts/promotions/promotion-schemas';
import type { PromotionTerms } from '../../db/schema/promotions.ts';
import { formatMoney, MoneyFormatError, parseMoney } from '../../lib/money.ts';
import { AppError } from '../../plugins/app-error.ts';

/*
 * Terms are stored in minor units and basis points (1% = 100 bp) so that bonus arithmetic is
 * bigint only; operators type percentages and amounts as decimal strings.
 */

type TermsInput = z.infer<typeof opsPromotionTermsSchema>;
type Currency = { scale: number };

const minor = (value: string | undefined): bigint => BigInt(value ?? '0');

/** "100.00" → "100", "0.80" → "0.8": how a percentage reads. */
const trimDecimal = (text: string): string => (text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text);
const percentText = (bp: number | undefined): string | null =>
  bp === undefined ? null : trimDecimal(formatMoney(BigInt(bp), 2));
const moneyText = (value: string | undefined, currency: Currency): string | null =>
  value === undefined ? null : formatMoney(minor(value), currency.scale);

function parse(text: string, scale: number, field: string): bigint {
  try {
    return parseMoney(text, scale);
  } catch (error) {
    if (error instanceof MoneyFormatError)
      throw new AppError('promotion.terms.invalid', `${field}: ${error.message}`, { field });
    throw error;
  }
}

const REQUIRED: Record<PromotionKind, (keyof TermsInput)[]> = {
  DEPOSIT_BONUS: ['percent', 'cap', 'minDeposit', 'turnoverMultiplier'],
  REBATE: ['rebatePercent'],
  APPLICATION: [],
  RAFFLE: ['minDeposit', 'prizes'],
};

/** Checks the operator's terms for the kind and converts them to stored units. */
export function termsFromInput(kind: PromotionKind, input: TermsInput, currency: Currency): PromotionTerms {
  const missing = REQUIRED[kind].filter(
    (field) => input[field] === undefined || (field === 'prizes' && input.prizes!.length === 0),
  );
  if (missing.length > 0)
    throw new AppError('promotion.terms.invalid', `Missing for ${kind}: ${missing.join(', ')}`, { fields: missing });
  const amount = (field: 'cap' | 'minDeposit' | 'maxRebate' | 'fixedBonus') =>
    input[field] === undefined ? undefined : parse(input[field]!, currency.scale, field).toString();
  const terms: PromotionTerms = {
    percentBp: input.percent === undefined ? undefined : Number(parse(input.percent, 2, 'percent')),
    cap: amount('cap'),
    minDeposit: amount('minDeposit'),
    maxRebate: amount('maxRebate'),
    fixedBonus: amount('fixedBonus'),
    turnoverMultiplier: input.turnoverMultiplier,
    rebateBp: input.rebatePercent === undefined ? undefined : Number(parse(input.rebatePercent, 2, 'rebatePercent')),
    prizes: input.prizes?.map((prize) => ({
      name: prize.name,
      weight: prize.weight,
      amount: parse(prize.amount, currency.scale, 'prizes').toString(),
    })),
  };
  if (kind === 'DEPOSIT_BONUS' && (terms.percentBp! <= 0 || minor(terms.cap) <= 0n))
    throw new AppError('promotion.terms.invalid', 'percent and cap must be above zero');
  if (kind === 'REBATE' && (terms.rebateBp! <= 0 || terms.rebateBp! > 500))
    throw new AppError('promotion.terms.invalid', 'rebatePercent is above 0 and at most 5');
  if (terms.prizes?.some((prize) => minor(prize.amount) <= 0n))
    throw new AppError('promotion.terms.invalid', 'every prize pays more than zero');
  return Object.fromEntries(Object.entries(terms).filter(([, value]) => value !== undefined)) as PromotionTerms;
}

/** The operator's view: the same shape as the input. */
export function termsToInput(terms: PromotionTerms, currency: Currency): TermsInput {
  return {
    percent: percentText(terms.percentBp) ?? undefined,
    cap: moneyText(terms.cap, currency) ?? undefined,
    minDeposit: moneyText(terms.minDeposit, currency) ?? undefined,
    turnoverMultiplier: terms.turnoverMultiplier,
    rebatePercent: percentText(terms.rebateBp) ?? undefined,
    maxRebate: moneyText(terms.maxRebate, currency) ?? undefined,
    fixedBonus: moneyText(terms.fixedBonus, currency) ?? undefined,
    prizes: terms.prizes?.map((prize) => ({
      name: prize.name,
      weight: prize.weight,
      amount: formatMoney(minor(prize.amount), currency.scale),
    })),
  };
}

/** The member's view; prize weights become chances in percent. */
export function termsView(terms: PromotionTerms, currency: Currency) {
  const totalWeight = (terms.prizes ?? []).reduce((sum, prize) => sum + prize.weight, 0);
  return {
    percent: percentText(terms.percentBp),
    cap: moneyText(terms.cap, currency),
    minDeposit: moneyText(terms.minDeposit, currency),
    turnoverMultiplier: terms.turnoverMultiplier ?? null,
    rebatePercent: percentText(terms.rebateBp),
    maxRebate: moneyText(terms.maxRebate, currency),
    fixedBonus: moneyText(terms.fixedBonus, currency),
    prizes: (terms.prizes ?? []).map((prize) => ({
      name: prize.name,
      amount: formatMoney(minor(prize.amount), currency.scale),
      chance: trimDecimal(formatMoney(BigInt(Math.round((prize.weight * 10_000) / totalWeight)), 2)),
    })),
  };
}

/** bonus = min(deposit × percent, cap), rounded down to the minor unit. */
export function depositBonus(terms: PromotionTerms, deposit: bigint): bigint {
  const raw = (deposit * BigInt(terms.percentBp ?? 0)) / 10_000n;
  const cap = minor(terms.cap);
  return raw < cap ? raw : cap;
}

/** One day's rebate: valid bet × rate, at most maxRebate when set. */
export function rebateFor(terms: PromotionTerms, validBet: bigint): bigint {
  const raw = (validBet * BigInt(terms.rebateBp ?? 0)) / 10_000n;
  const max = terms.maxRebate === undefined ? null : minor(terms.maxRebate);
  return max !== null && raw > max ? max : raw;
}

/** The valid bet to turn over: (base) × multiplier; zero when the promotion has none. */
export const turnoverFor = (terms: PromotionTerms, base: bigint): bigint =>
  base * BigInt(terms.turnoverMultiplier ?? 0);

export const minDepositOf = (terms: PromotionTerms): bigint => minor(terms.minDeposit);
export const fixedBonusOf = (terms: PromotionTerms): bigint | null =>
  terms.fixedBonus === undefined ? null : minor(terms.fixedBonus);
