import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteStatus } from '../../../lib/status-context.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';

/** Formats the API's decimal money strings in the site language and the merchant's scale; '-' when absent. */
export function useMoney(): (amount: string | null | undefined) => string {
  const { i18n } = useTranslation();
  const scale = useSiteStatus().currency.scale;
  return useCallback(
    (amount) => (amount == null ? '-' : formatMoney(amount, { language: i18n.language, scale })),
    [i18n.language, scale],
  );
}

/** Formats a timestamp in the site language and the visitor's time zone; '-' when absent. */
export function useDateTime(): (iso: string | null | undefined) => string {
  const { i18n } = useTranslation();
  return useCallback((iso) => (iso ? formatDateTime(iso, i18n.language) : '-'), [i18n.language]);
}
