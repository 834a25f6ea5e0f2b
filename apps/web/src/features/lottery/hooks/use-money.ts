import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteStatus } from '../../../lib/status-context.tsx';
import { formatMoney } from '../../../lib/format.ts';

/** Formats the API's decimal money strings in the site language and currency scale. */
export function useMoney(): (amount: string) => string {
  const { i18n } = useTranslation();
  const { currency } = useSiteStatus();
  return useCallback(
    (amount: string) => formatMoney(amount, { language: i18n.language, scale: currency.scale }),
    [i18n.language, currency.scale],
  );
}
