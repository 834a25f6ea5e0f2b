// The words and numbers of the site's progressive jackpot on a slot page: the pool's line over the reels, what a
// round won of it, and its rule for the rules panel. Pure, so the tests read them without a board.
import type { Round, SlotPaytable } from '../house-api-types.ts';
import { formatAmount } from '../i18n/format.ts';
import { t } from '../i18n/translate.ts';
import { toMinor } from '../money.ts';

const AMOUNT = /^\d+(?:\.\d+)?$/;

/** The pool as the strip shows it ("20,123.45 USD" in English), or null when the answer holds no amount. */
export function poolText(pool: string | null | undefined, currency: string): string | null {
  if (!pool || !AMOUNT.test(pool)) return null;
  return `${formatAmount(pool)}${currency ? ` ${currency}` : ''}`;
}

/** Minor units of the pool a round won: 0 when it won none, or when the field is missing or not an amount. */
export function jackpotWonMinor(round: Partial<Pick<Round, 'jackpotPayout'>>, scale: number): number {
  const minor = toMinor(round.jackpotPayout ?? '0', scale);
  return Number.isFinite(minor) && minor > 0 ? minor : 0;
}

/** The jackpot's rule from the paytable's numbers, so it reads in the page's language (the API's text is English). */
export const jackpotRule = (jackpot: NonNullable<SlotPaytable['jackpot']>): string =>
  t('jackpot.rules', {
    percent: jackpot.contributionPercent,
    units: jackpot.stakeUnitsPerHit,
    cap: jackpot.maxCountedBet,
  });
