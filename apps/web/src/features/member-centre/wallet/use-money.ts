import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';

/** Formats decimal money strings in the site language. */
export function useMoney(): (amount: string | null | undefined, symbol?: string) => string {
  const { i18n } = useTranslation();
  return useCallback(
    (amount, symbol) => (amount == null ? '-' : formatMoney(amount, { language: i18n.language, symbol })),
    [i18n.language],
  );
}
