import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from './format.ts';
import { useSiteStatus } from './status-context.tsx';

/**
 * Formats the API's decimal money strings in the site language and the merchant currency's scale;
 * '-' when absent. The one money formatter of the web: a page never picks its own scale.
 */
export function useMoney(): (amount: string | null | undefined, symbol?: string) => string {
  const { i18n } = useTranslation();
  const scale = useSiteStatus().currency.scale;
  return useCallback(
    (amount, symbol) => (amount == null ? '-' : formatMoney(amount, { language: i18n.language, scale, symbol })),
    [i18n.language, scale],
  );
}

/** True for an amount above zero (a decimal string; "0.00" and "-1.00" are not gains). */
export const isGain = (amount: string): boolean => !amount.startsWith('-') && /[1-9]/.test(amount);

/** True for an amount below zero ("-0.00" is not a loss). */
export const isLoss = (amount: string): boolean => amount.startsWith('-') && /[1-9]/.test(amount);

/** A win/loss with its sign: "+12.00", "-3.00", "0.00". */
export function useSignedMoney(): (amount: string) => string {
  const money = useMoney();
  return useCallback((amount) => `${isGain(amount) ? '+' : ''}${money(amount)}`, [money]);
}
