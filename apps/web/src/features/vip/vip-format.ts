import { formatMoney } from '../../lib/format.ts';

/** "1,234.00 USD" in the reader's number format. */
export const moneyText = (amount: string, currency: string, language: string): string =>
  `${formatMoney(amount, { language })} ${currency}`;

/** Whole-number thresholds read better without ".00". */
export const shortMoney = (amount: string, language: string): string =>
  formatMoney(amount, { language, scale: /\.0+$/.test(amount) ? 0 : 2 });
