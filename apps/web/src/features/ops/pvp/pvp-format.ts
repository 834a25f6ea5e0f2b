import { formatMoney } from '../../../lib/format.ts';

/** The desk's amounts in its language (grouping, two decimals as the server sends them). */
export const moneyIn = (language: string) => (amount: string) => formatMoney(amount, { language });

/** Blinds as players read them ("0.50 / 1.00"), or the ante of the games that have one. */
export function stakesText(
  table: { smallBlind: string | null; bigBlind: string | null; ante: string | null },
  language: string,
): string {
  const money = moneyIn(language);
  if (table.smallBlind !== null && table.bigBlind !== null)
    return `${money(table.smallBlind)} / ${money(table.bigBlind)}`;
  return table.ante === null ? '—' : money(table.ante);
}

/** Basis points as a percentage: 500 → "5%", 450 → "4.5%". */
export function rakePercent(rakeBp: number): string {
  return `${Number((rakeBp / 100).toFixed(2))}%`;
}

/** A signed amount with its sign, so a win and a loss read apart. */
export function signedMoney(amount: string, language: string): string {
  const text = formatMoney(amount, { language });
  return amount.startsWith('-') || Number(amount) === 0 ? text : `+${text}`;
}
